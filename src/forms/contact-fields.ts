/**
 * The contact form's fields, limits, file rules and the names of its outcome, without zod: the form renders
 * from these on every page that shows it, while the schema (./contact.ts) loads only when a visitor starts
 * using it.
 */
import type { UiKey } from '../generated/ui-keys';
import { CONTACT_BLOCK_FIELDS } from '../schemas/contact-fields';
import { HONEYPOT_FIELD, LOCALE_FIELD, PAGE_FIELD } from './constants';
import type { ResultParam } from './result';

/** Length limits of the contact fields (characters, after trimming). */
export const CONTACT_LIMITS = {
  nom: 100,
  prenom: 100,
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

/**
 * Field names in form order (the file input is `file`, then the honeypot). The endpoint reads the page's
 * locale and url (netlify/lib/form-endpoint.ts), the schema the others.
 */
export const CONTACT_FIELDS = [...CONTACT_BLOCK_FIELDS, HONEYPOT_FIELD, LOCALE_FIELD, PAGE_FIELD] as const;

/**
 * The contact form's outcome: the query parameter and anchor prefix of its notice without JavaScript
 * (./result.ts), and the UI string key of its success, which /api/contact answers and the page prerenders.
 */
export const CONTACT_RESULT = {
  param: 'envoi',
  successKey: 'form.success.message',
} as const satisfies { param: ResultParam; successKey: UiKey };

/** Lower-case extension of a file name, with the dot (`''` if none). */
export function fileExtension(name: string): string {
  const match = /\.[A-Za-z0-9]+$/.exec(name.trim());
  return match ? match[0].toLowerCase() : '';
}

/** True for an extension of the allow-list. */
export function isAcceptedExtension(extension: string): extension is AcceptedExtension {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(extension.toLowerCase());
}

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
