/**
 * The contact form (spec §5, §7): one schema for the React form and for `POST /api/contact`.
 *
 * Browser-safe: no Node imports. Messages are UI string keys (see ./common.ts).
 */
import { z } from 'zod';
import {
  ERROR_KEYS,
  emailField,
  honeypotField,
  isFileLike,
  localeField,
  optionalLine,
  pageField,
  requiredLine,
  requiredText,
} from './common';

/** Length limits of the contact fields (characters, after trimming). */
export const CONTACT_LIMITS = {
  nom: 100,
  prenom: 100,
  email: 254,
  telephone: 30,
  societe: 150,
  sujet: 150,
  message: 5000,
} as const;

/** Fewest digits a phone number must contain. */
export const PHONE_MIN_DIGITS = 6;

/** Largest attachment: what a Netlify Function can receive once base64-encoded, with room for the fields. */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

/** Largest request body the endpoint reads (Netlify's limit for buffered function bodies). */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

/** Accepted attachment extensions (lower case, with the dot). */
export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'] as const;
export type AcceptedExtension = (typeof ACCEPTED_EXTENSIONS)[number];

/** MIME type of each accepted extension (the server stores and mails the file with this type). */
export const MIME_TYPES: Record<AcceptedExtension, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/** Accepted MIME types (unique). */
export const ACCEPTED_MIME_TYPES: readonly string[] = [...new Set(Object.values(MIME_TYPES))];

/** Value for the file input's `accept` attribute. */
export const FILE_ACCEPT = [...ACCEPTED_EXTENSIONS, ...ACCEPTED_MIME_TYPES].join(',');

/** Field names in form order (the file input is `file`, the honeypot `website`). */
export const CONTACT_FIELDS = [
  'nom',
  'prenom',
  'email',
  'telephone',
  'societe',
  'sujet',
  'message',
  'file',
  'website',
  'locale',
  'page',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The visible text fields a page may mark as required or optional. */
export const CONTACT_TEXT_FIELDS = ['nom', 'prenom', 'email', 'telephone', 'societe', 'sujet', 'message'] as const;
export type ContactTextField = (typeof CONTACT_TEXT_FIELDS)[number];

/** Required by default (spec §5): everything but `societe`. */
export const CONTACT_REQUIRED_DEFAULT: Record<ContactTextField, boolean> = {
  nom: true,
  prenom: true,
  email: true,
  telephone: true,
  societe: false,
  sujet: true,
  message: true,
};

/** Lower-case extension of a file name, with the dot (`''` if none). */
export function fileExtension(name: string): string {
  const match = /\.[A-Za-z0-9]+$/.exec(name.trim());
  return match ? match[0].toLowerCase() : '';
}

/** True for an extension of the allow-list. */
export function isAcceptedExtension(extension: string): extension is AcceptedExtension {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(extension.toLowerCase());
}

/** How many leading bytes `checkFileSignature` needs (read `file.slice(0, SIGNATURE_BYTES)` in the browser). */
export const SIGNATURE_BYTES = 8;

const SIGNATURES: Record<AcceptedExtension, readonly number[]> = {
  '.pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  '.doc': [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE2 compound file
  '.docx': [0x50, 0x4b, 0x03, 0x04], // PK\x03\x04 (zip)
  '.jpg': [0xff, 0xd8, 0xff],
  '.jpeg': [0xff, 0xd8, 0xff],
  '.png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // \x89PNG\r\n\x1a\n
};

/**
 * True when the first bytes of a file match the magic bytes of its extension
 * (%PDF, D0CF11E0 for .doc, PK\x03\x04 for .docx, FFD8FF for JPEG, \x89PNG for PNG).
 * Pure: works in the browser and on the server. Unknown extensions are refused.
 */
export function checkFileSignature(bytes: Uint8Array, extension: string): boolean {
  const ext = extension.toLowerCase();
  if (!isAcceptedExtension(ext)) return false;
  const signature = SIGNATURES[ext];
  if (bytes.length < signature.length) return false;
  return signature.every((byte, i) => bytes[i] === byte);
}

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

const phoneField = z
  .string({ error: ERROR_KEYS.required })
  .trim()
  .min(1, ERROR_KEYS.required)
  .max(CONTACT_LIMITS.telephone, ERROR_KEYS.tooLong)
  .refine(
    (v) => /^\+?[0-9 \u00a0()./-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS,
    ERROR_KEYS.phone,
  );

/** Empty strings count as missing for optional fields. */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * The contact schema. `required` can make visible fields optional or required, as a page's content may
 * (spec §5); the server uses the default set. An optional field left empty comes out as `''`.
 */
export function createContactSchema(required: Partial<Record<ContactTextField, boolean>> = {}) {
  const isRequired = (field: ContactTextField) => required[field] ?? CONTACT_REQUIRED_DEFAULT[field];
  const optional = <T extends z.ZodType>(schema: T) =>
    z.preprocess(emptyToUndefined, schema.optional()).transform((v) => (v === undefined ? '' : v));
  const pick = <T extends z.ZodType>(field: ContactTextField, schema: T) =>
    isRequired(field) ? schema : optional(schema);
  return z.object({
    nom: pick('nom', requiredLine(CONTACT_LIMITS.nom)),
    prenom: pick('prenom', requiredLine(CONTACT_LIMITS.prenom)),
    email: pick('email', emailField),
    telephone: pick('telephone', phoneField),
    societe: isRequired('societe') ? requiredLine(CONTACT_LIMITS.societe) : optionalLine(CONTACT_LIMITS.societe),
    sujet: pick('sujet', requiredLine(CONTACT_LIMITS.sujet)),
    message: pick('message', requiredText(CONTACT_LIMITS.message)),
    file: fileField,
    website: honeypotField,
    locale: localeField,
    page: pageField,
  });
}

/** The contact schema with the spec's required fields (what the server enforces). */
export const contactSchema = createContactSchema();
export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
