import { describe, expect, it } from 'vitest';
import ContactForm from '../../src/components/forms/ContactForm';
import type { ManifestEntry } from '../../src/lib/route-data';
import { CONTACT_TEXT_FIELDS, type ContactRequired } from '../../src/schemas/contact-fields';
import { blockOf, pageRoute, renderIn } from '../helpers/render';
import { readGenerated } from '../helpers/generated';

/** What each text field of a rendered form marks as required. */
function requiredIn(container: HTMLElement): ContactRequired {
  const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  return Object.fromEntries(CONTACT_TEXT_FIELDS.map((f) => [f, field(f).required])) as ContactRequired;
}

describe("the contact form's required fields", () => {
  it('are those /api/contact requires of a message from the same page, on every page with a form', () => {
    const forServer = readGenerated<Record<string, ContactRequired>>('contact-forms.json');
    const pages = readGenerated<ManifestEntry[]>('route-manifest.json').filter((entry) => entry.url in forServer);
    expect(pages.length).toBeGreaterThan(1);
    for (const entry of pages) {
      const route = pageRoute(entry.locale, entry.id);
      const { container, unmount } = renderIn(
        <ContactForm block={blockOf(route, 'contactForm')} pageUrl={entry.url} {...route.contactForm!} />,
        { locale: entry.locale, url: entry.url, island: 'contact-form' },
      );
      expect(requiredIn(container), entry.url).toEqual(forServer[entry.url]);
      unmount();
    }
  });

  it("follow the page's content where it changes a field's flag", () => {
    const portfolio = pageRoute('fr', 'realisations');
    const contact = pageRoute('fr', 'contact');
    expect(blockOf(portfolio, 'contactForm').fields.telephone?.required).toBe(false);
    const shown = (route: typeof portfolio) =>
      requiredIn(
        renderIn(<ContactForm block={blockOf(route, 'contactForm')} pageUrl="/fr/" {...route.contactForm!} />, {
          locale: 'fr',
          island: 'contact-form',
        }).container,
      );
    expect(shown(portfolio).telephone).toBe(false);
    expect(shown(contact).telephone).toBe(true);
    expect(shown(contact).societe).toBe(false);
  });
});
