/** Reading a submitted form, without zod: the browser needs it before the schemas load. */

/**
 * Longest text value passed on: four times the longest field (the message, 5,000 characters), room for any
 * white space trimming could remove. Longer text is cut here, so no pattern of a schema ever runs over
 * megabytes of a stranger's text; cut, it is still too long (or empty once trimmed) and refused.
 */
export const MAX_TEXT_CHARS = 20_000;

/**
 * Turns FormData into a plain object for a schema: the first value of every field in `fields`.
 * Files stay `File` objects; an empty file input (no name, no bytes) becomes `undefined`; text is cut to
 * MAX_TEXT_CHARS + 1 characters. A field sent more than once is reported in `repeated` (a real form never
 * does that).
 */
export function formDataToRecord(
  data: FormData,
  fields: readonly string[],
): { values: Record<string, unknown>; repeated: string[] } {
  const values: Record<string, unknown> = {};
  const repeated: string[] = [];
  for (const field of fields) {
    const all = data.getAll(field).filter((v) => !(isFileLike(v) && v.size === 0 && v.name === ''));
    if (all.length > 1) repeated.push(field);
    const first = all[0];
    values[field] =
      typeof first === 'string' && first.length > MAX_TEXT_CHARS ? first.slice(0, MAX_TEXT_CHARS + 1) : first;
  }
  return { values, repeated };
}

/** True for a `File` (browser or Node 20+ global). */
export function isFileLike(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}
