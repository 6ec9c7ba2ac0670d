/**
 * Server-side attachment checks (OWASP file upload): extension allow-list, magic bytes, size, and a
 * sanitised copy of the visitor's file name kept as metadata only.
 */
import { ERROR_KEYS, type FieldError } from '../../src/forms/common';
import {
  indexOfBytes,
  oleHasEmbeddedObject,
  oleHasVbaProject,
  ooxmlHasActiveContent,
  ooxmlHasVbaProject,
} from './office-files';
import {
  MAX_FILE_BYTES,
  MIME_TYPES,
  checkFileSignature,
  fileExtension,
  isAcceptedExtension,
} from '../../src/forms/contact';

/** Longest part of a visitor's file name looked at: the kept name is at most 100 characters anyway. */
const NAME_SCAN = 400;

/** `value` without leading and trailing white space and dots, in one pass from each end. */
function trimSpacesAndDots(value: string): string {
  const isTrimmed = (c: string | undefined) => c !== undefined && /[\s.]/.test(c);
  let start = 0;
  let end = value.length;
  while (start < end && isTrimmed(value[start])) start++;
  while (end > start && isTrimmed(value[end - 1])) end--;
  return value.slice(start, end);
}

/**
 * The visitor's file name made harmless for a mail header and a listing: no path, no control or
 * unusual characters, at most 100 characters, the checked extension kept. Only the last 400 characters
 * of the name are read, so a name of any length costs the same.
 */
export function sanitizeFileName(name: string, extension: string): string {
  const base = (name.slice(-NAME_SCAN).split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/\.[A-Za-z0-9]+$/, '')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/\s+/g, ' ');
  const kept = trimSpacesAndDots(base).slice(0, 100 - extension.length);
  return `${kept || 'attachment'}${extension}`;
}

const CONTENT_TYPES_PART = new TextEncoder().encode('[Content_Types].xml');

/** An OOXML package (.docx) always names `[Content_Types].xml` in its zip headers. */
function looksLikeOoxml(bytes: Uint8Array): boolean {
  return indexOfBytes(bytes, CONTENT_TYPES_PART) >= 0;
}

export interface CheckedFile {
  bytes: Uint8Array<ArrayBuffer>;
  extension: string;
  type: string;
  name: string;
}

/** Checks an uploaded file; returns the field error or the checked file. */
export async function checkUpload(file: File): Promise<{ error: FieldError } | { file: CheckedFile }> {
  const extension = fileExtension(file.name);
  if (!isAcceptedExtension(extension)) return { error: { key: ERROR_KEYS.fileType } };
  if (file.size > MAX_FILE_BYTES) return { error: { key: ERROR_KEYS.fileSize } };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > MAX_FILE_BYTES) return { error: { key: ERROR_KEYS.fileSize } };
  if (!checkFileSignature(bytes, extension)) return { error: { key: ERROR_KEYS.fileType } };
  if (extension === '.docx' && !looksLikeOoxml(bytes)) return { error: { key: ERROR_KEYS.fileType } };
  if (extension === '.doc' && oleHasVbaProject(bytes)) return { error: { key: ERROR_KEYS.fileMacros } };
  if (extension === '.docx' && ooxmlHasVbaProject(bytes)) return { error: { key: ERROR_KEYS.fileMacros } };
  if (extension === '.doc' && oleHasEmbeddedObject(bytes)) return { error: { key: ERROR_KEYS.fileActive } };
  if (extension === '.docx' && ooxmlHasActiveContent(bytes)) return { error: { key: ERROR_KEYS.fileActive } };
  return { file: { bytes, extension, type: MIME_TYPES[extension], name: sanitizeFileName(file.name, extension) } };
}
