/**
 * Builders of real `Request` objects for the form functions, as the site's pages send them.
 */
export const SITE = 'https://www.terraluce.example';
export const TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

let ipCounter = 0;
/** A new client IP for every call (each test case gets its own rate-limit bucket). */
export function nextIp(): string {
  ipCounter++;
  return `203.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/** Minimal Netlify context: the client IP (and, optionally, waitUntil). */
export function contextFor(ip: string, extra: Record<string, unknown> = {}) {
  return { ip, ...extra } as never;
}

export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
/** A Windows executable: starts with MZ. */
export const EXE_BYTES = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

export type Fields = Record<string, string | File | null | undefined>;

export const VALID_CONTACT: Record<string, string> = {
  nom: 'Rochat',
  prenom: 'Élise',
  email: 'elise.rochat@example.ch',
  telephone: '+41 79 123 45 67',
  societe: 'Atelier Rochat',
  sujet: 'Pergola bioclimatique pour notre terrasse',
  message: 'Bonjour,\nnous aimerions une pergola de 4 x 3 m sur notre terrasse à Nyon.\nMerci !',
  website: '',
  locale: 'fr',
  page: '/fr/contact/',
};

/** FormData of the fields, `null`/`undefined` values left out. */
export function formData(fields: Fields): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, value.name);
  }
  return data;
}

export interface RequestOptions {
  path?: string;
  method?: string;
  /** `fetch` (the page's script, JSON answer, token) or `html` (plain form post without JavaScript). */
  mode?: 'fetch' | 'html';
  headers?: Record<string, string | null>;
  body?: BodyInit | null;
  ip?: string;
}

/** A same-origin request to a form endpoint, with the headers a browser sends. */
export function formRequest(fields: Fields | null, options: RequestOptions = {}): Request {
  const mode = options.mode ?? 'fetch';
  const headers: Record<string, string> = {
    Origin: SITE,
    'Sec-Fetch-Site': 'same-origin',
    'x-nf-client-connection-ip': options.ip ?? nextIp(),
  };
  if (mode === 'fetch') {
    Object.assign(headers, {
      Accept: 'application/json',
      'X-Requested-With': 'fetch',
      Cookie: `theme=dark; XSRF-TOKEN=${TOKEN}`,
      'X-XSRF-TOKEN': TOKEN,
    });
  } else {
    headers.Accept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    const existing = Object.keys(headers).find((h) => h.toLowerCase() === name.toLowerCase());
    if (existing) delete headers[existing];
    if (value !== null) headers[name] = value;
  }
  const method = options.method ?? 'POST';
  const body = options.body !== undefined ? options.body : fields && method !== 'GET' ? formData(fields) : null;
  return new Request(`${SITE}${options.path ?? '/api/contact'}`, {
    method,
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** A file of `size` bytes starting with `head`. */
export function fileOf(name: string, head: Uint8Array, size = head.length, type = 'application/octet-stream'): File {
  const bytes = new Uint8Array(size);
  bytes.set(head.subarray(0, Math.min(head.length, size)));
  return new File([bytes], name, { type });
}

/** A body stream of `total` bytes that counts how much of it was pulled. */
export function countingStream(
  total: number,
  chunk = 64 * 1024,
): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) {
        controller.close();
        return;
      }
      const size = Math.min(chunk, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { stream, pulled: () => sent };
}
