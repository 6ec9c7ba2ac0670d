/**
 * Counted strings in every language's own plural forms. A catalogue writes one key per plural
 * category the language uses, as `Intl.PluralRules` names them: English and French `.one` and
 * `.other` ("0 commentaire" is `one` in French), Arabic `.zero`, `.one`, `.two`, `.few`, `.many`
 * and `.other`. `.other` is always there and is the fallback.
 */

/**
 * Placeholders that hold a count of what the words around them name ("{count} comments", "{hours}
 * hours", "{payback} years", a range counting by its upper end): a catalogue string holding one is
 * written in plural forms, which the content check asks for (scripts/content/checks/plural-checks.ts). A
 * measure in a unit symbol ("{area} m²") is no count.
 */
export const COUNT_PLACEHOLDERS = ['count', 'hours', 'payback'] as const;

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const rules = new Map<string, Intl.PluralRules>();
function rulesOf(locale: string): Intl.PluralRules {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  return r;
}

/** Counts the site shows (comments on an article, pages found) stay well below this. */
const LARGEST_COUNT = 1000;

/**
 * The plural categories a language uses for counts from 0 to 1,000, in CLDR order: the forms its
 * catalogue must write. French, Italian and Spanish also have `many`, but only for millions
 * ("1 million de commentaires"), where `.other` serves.
 */
export function pluralCategories(locale: string): PluralCategory[] {
  const r = rulesOf(locale);
  const used = new Set<string>();
  for (let n = 0; n <= LARGEST_COUNT; n++) used.add(r.select(n));
  return PLURAL_CATEGORIES.filter((c) => used.has(c));
}

/** The catalogue key for `count`: `<base>.<category>` when the catalogue has it, else `<base>.other`. */
export function pluralFormKey(base: string, count: number, locale: string, has: (key: string) => boolean): string {
  const key = `${base}.${rulesOf(locale).select(count)}`;
  return has(key) ? key : `${base}.other`;
}
