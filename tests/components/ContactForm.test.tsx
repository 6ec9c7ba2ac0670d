import { describe, expect, it } from 'vitest';
import ContactForm from '../../src/components/forms/ContactForm';
import { createContactSchema } from '../../src/forms/contact';
import type { ManifestEntry } from '../../src/lib/route-data';
import { CONTACT_TEXT_FIELDS, type ContactRequired, type ContactTextField } from '../../src/schemas/contact-fields';
import { blockOf, pageRoute, renderIn } from '../helpers/render';
import { readGenerated } from '../helpers/generated';

/** What each text field of a rendered form marks as required. */
function requiredIn(container: HTMLElement): ContactRequired {
  const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  return Object.fromEntries(CONTACT_TEXT_FIELDS.map((f) => [f, field(f).required])) as ContactRequired;
}

/** A message whose every text field is filled in as its rules ask. */
const FILLED: Record<ContactTextField, string> = {
  nom: 'Muster',
  prenom: 'Anna',
  email: 'anna@example.org',
  telephone: '+41 21 000 00 00',
  societe: 'Muster SA',
  sujet: 'Carport',
  message: 'Un carport pour deux voitures.',
};

/**
 * Whether /api/contact refuses each text field left blank in a message from a page, under the rules it reads for
 * that page (src/generated/contact-forms.json, in netlify/functions/contact.mts).
 */
function refusedBlank(required: ContactRequired): ContactRequired {
  const schema = createContactSchema(required);
  expect(schema.safeParse(FILLED).error?.issues).toBeUndefined();
  return Object.fromEntries(
    CONTACT_TEXT_FIELDS.map((f) => [f, !schema.safeParse({ ...FILLED, [f]: '' }).success]),
  ) as ContactRequired;
}

describe("the contact form's required fields", () => {
  it('are those /api/contact refuses blank in a message from the same page, on every page with a form', () => {
    const forServer = readGenerated<Record<string, ContactRequired>>('contact-forms.json');
    const pages = readGenerated<ManifestEntry[]>('route-manifest.json').filter((entry) => entry.url in forServer);
    expect(pages.length).toBeGreaterThan(1);
    for (const entry of pages) {
      const route = pageRoute(entry.locale, entry.id);
      const { container, unmount } = renderIn(
        <ContactForm block={blockOf(route, 'contactForm')} pageUrl={entry.url} {...route.contactForm!} />,
        { locale: entry.locale, url: entry.url, island: 'contact-form' },
      );
      expect(requiredIn(container), entry.url).toEqual(refusedBlank(forServer[entry.url]!));
      unmount();
    }
  });

  it('mark the attachment required where the page flags it, and optional by default', () => {
    const contact = pageRoute('fr', 'contact');
    const block = blockOf(contact, 'contactForm');
    const fileInput = (required: ContactRequired) => {
      const { container, unmount } = renderIn(<ContactForm block={block} pageUrl="/fr/" required={required} />, {
        locale: 'fr',
        url: '/fr/',
        island: 'contact-form',
      });
      const input = container.querySelector<HTMLInputElement>('input[name="file"]')!;
      const marked = Boolean(container.querySelector('label[for="contact-file"] .required-mark'));
      unmount();
      return [input.required, marked];
    };
    expect(fileInput(contact.contactForm!.required)).toEqual([false, false]);
    expect(fileInput({ ...contact.contactForm!.required, file: true })).toEqual([true, true]);
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
