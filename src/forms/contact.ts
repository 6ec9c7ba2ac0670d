/**
 * The contact form: one schema for the React form and for `POST /api/contact`, and the form's check in the
 * browser (`checkContactForm`), which loads once the page is interactive (src/components/forms/use-contact-form.ts):
 * it brings zod, which no page needs to render.
 *
 * Browser-safe: no Node imports. Messages are UI string keys (see ./common.ts).
 */
import { z } from 'zod';
import {
  ERROR_KEYS,
  collectFieldErrors,
  emailField,
  honeypotField,
  notBlank,
  REQUIRED,
  requiredLine,
  requiredText,
  type FieldError,
} from './common';
import { isBlank } from './blank';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  fileExtension,
  isAcceptedExtension,
  MAX_FILE_BYTES,
  PHONE_MIN_DIGITS,
} from './contact-fields';
import {
  CONTACT_REQUIRED_DEFAULT,
  CONTACT_TEXT_FIELDS,
  type ContactRequired,
  type ContactTextField,
} from '../schemas/contact-fields';
import { formDataToRecord, isFileLike } from './form-data';
import { HONEYPOT_FIELD } from './constants';

export * from './contact-fields';

/** The optional attachment: a `File` with an accepted extension and at most MAX_FILE_BYTES. */
export const fileField = z
  .unknown()
  .superRefine((value, ctx) => {
    if (value === undefined || value === null) return;
    if (!isFileLike(value) || !isAcceptedExtension(fileExtension(value.name))) {
      ctx.addIssue({ code: 'custom', message: ERROR_KEYS.fileType });
      return;
    }
    if (value.size > MAX_FILE_BYTES) {
      ctx.addIssue({ code: 'custom', message: ERROR_KEYS.fileSize });
    }
  })
  .transform((value) => (isFileLike(value) ? value : undefined))
  .optional();

/**
 * The attachment of a form that requires one: refused when no file is sent, with the form's required message
 * (a schema that accepts `undefined`, as `fileField` does, is never run for a field left out).
 */
const requiredFileField = z.custom<unknown>((value) => value !== undefined && value !== null, REQUIRED).pipe(fileField);

const phoneField = z
  .string({ error: ERROR_KEYS.required })
  .trim()
  .refine(notBlank, REQUIRED)
  .max(CONTACT_LIMITS.telephone, ERROR_KEYS.tooLong)
  .refine(
    (v) => /^\+?[0-9 \u00a0()./-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS,
    ERROR_KEYS.phone,
  );

/** Each visible text field's rule when its form requires it; an optional one also takes a blank (`optional`). */
const TEXT_FIELD_SCHEMAS = {
  nom: requiredLine(CONTACT_LIMITS.nom),
  prenom: requiredLine(CONTACT_LIMITS.prenom),
  email: emailField,
  telephone: phoneField,
  societe: requiredLine(CONTACT_LIMITS.societe),
  sujet: requiredLine(CONTACT_LIMITS.sujet),
  message: requiredText(CONTACT_LIMITS.message),
} satisfies Record<ContactTextField, z.ZodType>;

/** A field a form leaves optional: blank reads as not sent, and comes out as `''`. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (isBlank(v) ? undefined : v), schema.optional()).transform((v) => (v === undefined ? '' : v));

/** The text fields' rules in form order (CONTACT_TEXT_FIELDS), each required or optional as the form asks. */
function textFieldShape(required: ContactRequired): Record<ContactTextField, z.ZodType<string>> {
  const shape = {} as Record<ContactTextField, z.ZodType<string>>;
  for (const field of CONTACT_TEXT_FIELDS) {
    const schema = TEXT_FIELD_SCHEMAS[field];
    shape[field] = required[field] ? schema : optional(schema);
  }
  return shape;
}

/**
 * The contact schema of a form that requires `required`, as the content step worked it out for the form's page
 * (src/generated/contact-forms.json). An optional field left empty comes out as `''`.
 */
export function createContactSchema(required: ContactRequired) {
  return z.object({
    ...textFieldShape(required),
    file: required.file ? requiredFileField : fileField,
    [HONEYPOT_FIELD]: honeypotField,
  });
}

/** The contact schema with the default required fields (what the server enforces unless the page asks otherwise). */
export const contactSchema = createContactSchema(CONTACT_REQUIRED_DEFAULT);
export type ContactData = z.output<typeof contactSchema>;

const schemas = new WeakMap<ContactRequired, ReturnType<typeof createContactSchema>>();

/** The first problem of each field of a filled-in form, checked against the page's required fields. */
export function checkContactForm(data: FormData, required: ContactRequired): Record<string, FieldError> {
  let schema = schemas.get(required);
  if (!schema) schemas.set(required, (schema = createContactSchema(required)));
  const result = schema.safeParse(formDataToRecord(data, CONTACT_FIELDS).values);
  return result.success ? {} : collectFieldErrors(result.error.issues);
}
