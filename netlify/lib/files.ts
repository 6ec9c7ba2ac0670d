/**
 * Server-side attachment checks (OWASP file upload): extension allow-list, magic bytes, size, and a
 * sanitised copy of the visitor's file name kept as metadata only.
 */
import { ERROR_KEYS, type FieldError } from '../../src/forms/common';
import {
  MAX_FILE_BYTES,
  MIME_TYPES,
  checkFileSignature,
  fileExtension,
  isAcceptedExtension,
} from '../../src/forms/contact';

/**
 * The visitor's file name made harmless for a mail header and a listing: no path, no control or
 * unusual characters, at most 100 characters, the checked extension kept.
 */
export function sanitizeFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/\.[A-Za-z0-9]+$/, '')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 100 - extension.length);
  return `${base || 'attachment'}${extension}`;
}

/** An OOXML package (.docx) always names `[Content_Types].xml` in its zip headers. */
function looksLikeOoxml(bytes: Uint8Array): boolean {
  const marker = new TextEncoder().encode('[Content_Types].xml');
  outer: for (let i = 0; i <= bytes.length - marker.length; i++) {
    for (let j = 0; j < marker.length; j++) {
      if (bytes[i + j] !== marker[j]) continue outer;
    }
    return true;
  }
  return false;
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
  return { file: { bytes, extension, type: MIME_TYPES[extension], name: sanitizeFileName(file.name, extension) } };
}
