import { z } from 'zod';
import { LOCALES, text, type Locale } from './common';

/**
 * A UI string catalogue: `content/i18n/<locale>.yaml`, flat dotted keys such as `nav.home`.
 * `en.yaml` is the reference: every other catalogue must have exactly its keys
 * (checked after loading, so a missing key names the file and the key).
 */
export const uiStringsSchema = z.record(
  z.string().regex(/^[a-zA-Z0-9]+(?:[.-][a-zA-Z0-9]+)*$/, 'keys are dotted lowercase words such as nav.home'),
  z.string().min(1, 'must not be empty'),
);

/** Placeholders such as `{author}` used in a string. */
export function placeholders(value: string): string[] {
  return [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

/**
 * How a language writes an amount in Swiss francs, once for the estimator (src/lib/estimate-format.ts),
 * the articles' `<Amount chf="…" />` and the style guides: the mark between thousands, the decimal
 * mark, the fewest digits that get grouped (Spanish writes 9600 but 10 550), and where CHF and € go.
 */
export const amountFormat = z.strictObject({
  group: z.string().min(1),
  decimal: z.string().length(1),
  minGrouping: z.number().int().min(4).max(5),
  currency: z.enum(['before', 'after']),
  /** Where € goes, for the French office's figures: English writes €384, the others 384 €. */
  euro: z.enum(['before', 'after']).describe('Where the euro sign goes: before the figure (€384) or after it (384 €).'),
  /** Written before the figure: Arabic's right-to-left mark keeps "CHF" on the figure's left. */
  mark: z.string().optional(),
  /**
   * The mark between the two figures of a range written in figures ("1–2", "745–1’893"); none when
   * the language writes every range in words, opened by `rangeFrom` (Italian "da 1 a 2", Arabic "من 1
   * إلى 2", where a dash would read backwards).
   */
  range: z.string().min(1).optional(),
  /**
   * The words that join the two ends of a range in a sentence ("between CHF 800 and CHF 1’500", "CHF
   * 800 to CHF 1’500"), the first being the one to write; the others ("up to", "jusqu’à", "hasta") are
   * found as joints too. An amount range names the currency at both ends, as the estimator writes it.
   */
  rangeWords: z.array(z.string().min(1)).min(1),
  /**
   * The word that opens a range written in words ("from CHF 800 to CHF 1’500", Italian "da 1 a 2"):
   * an amount range after it is no bare range; a language without `range` writes every range so.
   */
  rangeFrom: z.string().min(1),
  /** How the estimators write an amount range: the house form, `{min}` and `{max}` being the amounts. */
  amountRange: z.string().regex(/\{min\}.*\{max\}/u, 'write the form with {min} before {max}'),
});
export type AmountFormat = z.infer<typeof amountFormat>;

/** One language of `content/locales.yaml`: how it is named and formatted. */
const localeInfo = z.strictObject({
  /** The language's own name, shown in the language menu. */
  name: text(),
  /** Open Graph locale such as fr_CH. */
  ogLocale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'expected a locale such as fr_CH'),
  /** The format locale (docs/architecture.md): the BCP 47 tag the language's dates and numbers are written in. */
  formatLocale: text(),
  amounts: amountFormat,
});
export type LocaleInfo = z.infer<typeof localeInfo>;

/** `content/locales.yaml`: how each language is named and formatted. */
export const localesSchema = z
  .looseObject(
    Object.fromEntries(LOCALES.map((l) => [l, localeInfo])) as Record<(typeof LOCALES)[number], typeof localeInfo>,
  )
  .check((ctx) => {
    for (const code of Object.keys(ctx.value).filter((k) => !(LOCALES as readonly string[]).includes(k)))
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: [code],
        message: `"${code}" is not a locale of the site yet: add it to LOCALES in src/schemas/locales.ts, which the browser's code reads`,
      });
  })
  .transform((value) => Object.fromEntries(LOCALES.map((l) => [l, value[l]])) as Record<Locale, LocaleInfo>);
