/**
 * The contact form's validation in the browser, loaded once the page is interactive (see ContactForm):
 * it brings zod, which no page needs to render. Same schema as `POST /api/contact`.
 */
import { collectFieldErrors, type FieldError } from './common';
import { createContactSchema } from './contact';
import { CONTACT_FIELDS } from './contact-fields';
import type { ContactRequired } from '../schemas/contact-fields';
import { formDataToRecord } from './form-data';

const schemas = new WeakMap<ContactRequired, ReturnType<typeof createContactSchema>>();

/** The first problem of each field of a filled-in form, checked against the page's required fields. */
export function checkContactForm(data: FormData, required: ContactRequired): Record<string, FieldError> {
  let schema = schemas.get(required);
  if (!schema) schemas.set(required, (schema = createContactSchema(required)));
  const result = schema.safeParse(formDataToRecord(data, CONTACT_FIELDS).values);
  return result.success ? {} : collectFieldErrors(result.error.issues);
}
