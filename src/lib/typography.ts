import type { Locale } from '../schemas/locales';

/*
 * Each language's typography, applied by the build to every text of that language (content fields,
 * MDX bodies and UI strings), so authors type ordinary spaces and straight quotes:
 * - French: a no-break space before « : » and inside « « » », a narrow one before « ; ! ? », so a
 *   line never starts with "?" (U+00A0 and U+202F, as the Imprimerie nationale's rules use them);
 * - German (Swiss), Italian, Spanish and French: "straight quotes" become «guillemets».
 * - every language: a currency and its figure are held together by a no-break space ("CHF 630", "900 €"), and
 *   so are a figure and its unit ("28 %", "12 m²", "5.4 kWp"; French puts a narrow one before "%"), so a line
 *   never ends on "CHF" or starts with "€" or "%". A placeholder counts as a figure ("{share} %").
 * English keeps its quotes and marks as the author wrote them. What the build cannot mend ("ß" in Swiss German, "mot!" in
 * French) is each language's style guide's to report (content/style/<locale>.yaml).
 */
const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** A figure (or a placeholder that holds one) and the unit after it, parted by an ordinary space. */
const UNIT_AFTER_FIGURE =
  /([\d}]) (%|m²|m³|m|cm|mm|km|kg|kW|kWp|kWc|kWh|MWh|h|°C|ct\.|cts\.|Rp\.|c€|Cent|cent|Mo|MB|Ko|KB|Go|GB)(?![\p{L}\p{N}²³])/gu;
/** Arabic writes a currency or a unit after the figure as a word or its own abbreviation: "930 فرنكًا", "12 م²". */
const ARABIC_UNIT_AFTER_FIGURE = /([\d}]) (?=(?:فرنك|يورو|كيلوواط|سنت)|(?:م²|م³|سم|مم|كم|كغ|م)(?![\p{L}\p{N}]))/gu;

/** Quotation marks per language: opening, closing (French adds its no-break spaces after). */
const QUOTES: Partial<Record<Locale, [string, string]>> = {
  fr: ['«', '»'],
  de: ['«', '»'],
  it: ['«', '»'],
  es: ['«', '»'],
};

/** The text with its language's quotation marks and (French) no-break spaces. */
export function typeset(text: string, locale: Locale): string {
  let out = text;
  const quotes = QUOTES[locale];
  // A pair of straight double quotes around words, not touching a letter outside (6" is no quote).
  if (quotes) out = out.replace(/(^|[\s([])"([^"\n]+)"(?=$|[\s.,;:!?)\]])/g, `$1${quotes[0]}$2${quotes[1]}`);
  out = out
    .replace(/(?<![\p{Script=Latin}])(CHF|EUR) (?=\d)/gu, `$1${NBSP}`)
    .replace(/(\d) (CHF|EUR|€)(?![\p{L}])/gu, `$1${NBSP}$2`)
    .replace(ARABIC_UNIT_AFTER_FIGURE, `$1${NBSP}`)
    .replace(
      UNIT_AFTER_FIGURE,
      (_, figure: string, unit: string) => `${figure}${unit === '%' && locale === 'fr' ? NNBSP : NBSP}${unit}`,
    );
  if (locale === 'fr') {
    out = out
      .replace(/[ \u00a0\u202f]*([;!?])/g, (m, mark: string, offset: number) =>
        // Only where the author left a space: "10:00", "https://", "?q=" stay as they are.
        m.length > 1 && offset > 0 ? `${NNBSP}${mark}` : m,
      )
      .replace(/ +:(?=\s|$)/g, `${NBSP}:`)
      .replace(/«[ \u00a0]*/g, `«${NBSP}`)
      .replace(/[ \u00a0]*»/g, `${NBSP}»`);
  }
  return out;
}
