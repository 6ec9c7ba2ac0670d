import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Entry } from '../../scripts/content/load/load';
import { entriesInLocale } from '../../scripts/content/page-builders/link-urls';
import { places } from '../../scripts/content/page-builders/places';
import { referenceFieldsOf } from '../../scripts/content/load/references';
import type { BodyTree } from '../../src/lib/route-data';
import { link } from '../../src/schemas/common';

const schema = z.strictObject({ title: z.string(), cta: link, more: z.array(z.strictObject({ to: link })) });
type Data = z.infer<typeof schema>;
const english = (data: Data, bodyTree?: BodyTree) =>
  ({
    id: 'home',
    locale: 'en',
    file: 'content/pages/home.en.yaml',
    data,
    references: referenceFieldsOf(schema, data),
    bodyTree,
  }) as unknown as Entry<Data>;

describe('an entry as the page in a locale shows it', () => {
  const inLocale = entriesInLocale(places('https://www.example.ch'));

  it('has each site link in a field marked as a link the url of its page in that locale, query and anchor kept', () => {
    const written = english({
      title: '/contact/',
      cta: '/contact/?devis=product#form',
      more: [
        { to: '/' },
        { to: 'https://www.pronovo.ch/' },
        { to: '/downloads/nuancier-couleurs.pdf' },
        { to: '#faq' },
      ],
    });
    expect(inLocale(written, 'fr').data).toEqual({
      title: '/contact/',
      cta: '/fr/contact/?devis=product#form',
      more: [
        { to: '/fr/' },
        { to: 'https://www.pronovo.ch/' },
        { to: '/downloads/nuancier-couleurs.pdf' },
        { to: '#faq' },
      ],
    });
    expect(inLocale(written, 'en').data.cta, 'English has no prefix').toBe('/contact/?devis=product#form');
    expect(written.data.cta, 'the entry as loaded is left as it was written').toBe('/contact/?devis=product#form');
  });

  it('has each Markdown link of its MDX body the url of its page in that locale', () => {
    const body = (contact: string): BodyTree => [
      ['p', {}, ['a', { href: contact }, 'write'], ' or ', ['a', { href: 'https://www.pronovo.ch/' }, 'Pronovo']],
      ['Callout', { title: '/contact/' }, ['p', {}, '/contact/']],
    ];
    const written = english({ title: 'x', cta: 'https://www.pronovo.ch/', more: [] }, body('/contact/#form'));
    const shown = inLocale(written, 'ar');
    expect(shown.bodyTree).toEqual(body('/ar/contact/#form'));
    expect(shown.data, 'the data, which holds no site link').toBe(written.data);
  });

  it('is the entry itself when it has no site link, and the same copy each time a page in the locale asks', () => {
    const none = english({ title: 'x', cta: 'mailto:info@example.ch', more: [] });
    expect(inLocale(none, 'de')).toBe(none);
    const samePage = english({ title: 'x', cta: '?devis=pergola', more: [{ to: '#faq' }] });
    expect(inLocale(samePage, 'de'), 'a link to the same page, as the content check passes it').toBe(samePage);
    const some = english({ title: 'x', cta: '/contact/', more: [] });
    expect(inLocale(some, 'de')).toBe(inLocale(some, 'de'));
  });
});
