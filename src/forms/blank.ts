/**
 * What counts as a field left blank, for the schemas (./common.ts) and for the form in the browser before its
 * schema has loaded: without zod, so the form's first script stays small.
 */

/**
 * Characters that show nothing on their own: white space, what Unicode calls default-ignorable (zero-width
 * spaces and joiners, bidi marks and controls, the soft hyphen, fillers), and the blank Braille cell, a
 * printable character that prints nothing.
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** True for a value the visitor did not fill in: missing, or text of invisible characters only. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.replace(INVISIBLE, '') === '');
