/** Reading a submitted form, without zod: the browser needs it before the schemas load. */

/**
 * Turns FormData into a plain object for a schema: the first value of every field in `fields`.
 * Files stay `File` objects; an empty file input (no name, no bytes) becomes `undefined`.
 * A field sent more than once is reported in `repeated` (a real form never does that).
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
    values[field] = all[0];
  }
  return { values, repeated };
}

/** True for a `File` (browser or Node 20+ global). */
export function isFileLike(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}
