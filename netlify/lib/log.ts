/**
 * Structured log lines of the form functions. Never pass personal data here (no names, addresses, IPs or
 * message text): ids, counts, event names and error codes only.
 */

type Fields = Record<string, string | number | boolean | undefined>;

export function logEvent(fn: string, event: string, fields: Fields = {}): void {
  console.log(JSON.stringify({ fn, event, ...fields }));
}

const EMAIL = /[^\s@<>"']+@[^\s@<>"']+/g;

/** What may be logged of an error: its name, code and a message with e-mail addresses masked. */
export function describeError(error: unknown): Fields {
  if (!(error instanceof Error)) return { error: typeof error };
  const e = error as Error & { code?: unknown; responseCode?: unknown; status?: unknown };
  return {
    error: e.name,
    code: typeof e.code === 'string' || typeof e.code === 'number' ? e.code : undefined,
    responseCode: typeof e.responseCode === 'number' ? e.responseCode : undefined,
    status: typeof e.status === 'number' ? e.status : undefined,
    detail: e.message
      .replace(EMAIL, '<address>')
      .replace(/[\r\n]+/g, ' ')
      .slice(0, 200),
  };
}

export function logError(fn: string, event: string, error: unknown, fields: Fields = {}): void {
  console.error(JSON.stringify({ fn, event, ...fields, ...describeError(error) }));
}
