/**
 * Reading form bodies with a byte cap: a declared Content-Length over the cap is refused without reading,
 * and a streamed body is cancelled as soon as it passes the cap. Nothing is ever read unbounded.
 */

export class BodyTooLargeError extends Error {
  constructor() {
    super('request body over the limit');
    this.name = 'BodyTooLargeError';
  }
}

export class MalformedBodyError extends Error {
  constructor(message = 'malformed form body') {
    super(message);
    this.name = 'MalformedBodyError';
  }
}

export type FormEncoding = 'multipart' | 'urlencoded';

/** The form encoding of a Content-Type, or `null` for anything else. */
export function formEncoding(contentType: string | null): FormEncoding | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'multipart/form-data') return 'multipart';
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  return null;
}

/** True when the request declares a Content-Length above `maxBytes` (refuse it before reading anything). */
export function declaresTooLarge(req: Request, maxBytes: number): boolean {
  const declared = req.headers.get('content-length');
  if (declared === null) return false;
  const n = Number(declared);
  return !Number.isFinite(n) || n < 0 || n > maxBytes;
}

/** Reads the whole body, at most `maxBytes`; throws BodyTooLargeError (and cancels the stream) past that. */
export async function readBodyCapped(req: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (declaresTooLarge(req, maxBytes)) throw new BodyTooLargeError();
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new BodyTooLargeError();
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Parses a form body (multipart or urlencoded) with the platform's own parser. Throws MalformedBodyError
 * when it cannot be parsed (bad or missing boundary, truncated parts, ...).
 */
export async function parseFormBody(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormData> {
  try {
    return await new Response(body, { headers: { 'Content-Type': contentType } }).formData();
  } catch (error) {
    throw new MalformedBodyError(error instanceof Error ? error.message : undefined);
  }
}
