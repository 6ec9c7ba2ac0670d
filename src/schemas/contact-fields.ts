/**
 * The contact form's visible fields, named once: the block schema (./blocks.ts) lets a page change them, the
 * content step works out what each page's form requires, and the form, its schema (src/forms/contact.ts) and
 * /api/contact read the result. Apart from the block schema so that the browser's code does not pull in zod.
 */

/** The visible text fields a page may mark as required or optional, in form order. */
export const CONTACT_TEXT_FIELDS = ['nom', 'prenom', 'email', 'telephone', 'societe', 'sujet', 'message'] as const;
export type ContactTextField = (typeof CONTACT_TEXT_FIELDS)[number];

/** Every field a page's content may change: the text fields and the attachment (`file`). */
export const CONTACT_BLOCK_FIELDS = [...CONTACT_TEXT_FIELDS, 'file'] as const;
export type ContactBlockField = (typeof CONTACT_BLOCK_FIELDS)[number];

/** What a form requires, field by field, the attachment among them. */
export type ContactRequired = Record<ContactBlockField, boolean>;

/** Required by default: everything but `societe` and the attachment. */
export const CONTACT_REQUIRED_DEFAULT: ContactRequired = {
  nom: true,
  prenom: true,
  email: true,
  telephone: true,
  societe: false,
  sujet: true,
  message: true,
  file: false,
};

/**
 * What a contact form requires: each field's flag from the page's content, else its default. The content step
 * works it out once per page (scripts/content/page-builders/block-page.ts) for the form and for /api/contact.
 */
export function requiredContactFields(
  fields: Partial<Record<ContactBlockField, { required?: boolean } | undefined>>,
): ContactRequired {
  return Object.fromEntries(
    CONTACT_BLOCK_FIELDS.map((f) => [f, fields[f]?.required ?? CONTACT_REQUIRED_DEFAULT[f]]),
  ) as ContactRequired;
}
