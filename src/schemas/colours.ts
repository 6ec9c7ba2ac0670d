import { z } from 'zod';
import { text } from './common';
import { placeholders } from './i18n';

/** Languages of the printed colour chart: the company's two markets, side by side on every page. */
export const CHART_LOCALES = ['fr', 'en'] as const;
export type ChartLocale = (typeof CHART_LOCALES)[number];

/** The site promises "more than 200 colours (RAL)"; the chart has to back that up. */
export const MIN_CHART_COLOURS = 200;

/**
 * Characters the chart can print. The PDF uses the standard Helvetica font, which is not embedded
 * and only covers Windows-1252: every French accent, œ, ’, « », – and … are in; Arabic, Polish
 * letters or emoji are not.
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function unprintableCharacter(value: string): string | undefined {
  for (const char of value) {
    const code = char.codePointAt(0)!;
    const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    if (!latin1 && !WIN_ANSI_EXTRAS.includes(char)) return char;
  }
  return undefined;
}

/** Text the PDF's Helvetica can print. */
const printable = () =>
  text().superRefine((value, ctx) => {
    const char = unprintableCharacter(value);
    if (char)
      ctx.addIssue({
        code: 'custom',
        message: `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}) cannot be printed with the chart's Helvetica font; use a Windows-1252 character instead`,
      });
  });

/** Printable text whose `{placeholders}` are among `allowed` and include every one of `required`. */
const template = (allowed: readonly string[], required: readonly string[] = []) =>
  printable().superRefine((value, ctx) => {
    const used = placeholders(value);
    const unknown = used.filter((p) => !allowed.includes(p));
    const missing = required.filter((p) => !used.includes(p));
    if (unknown.length)
      ctx.addIssue({
        code: 'custom',
        message: `unknown placeholder ${unknown.map((p) => `{${p}}`).join(', ')}; available: ${allowed.map((p) => `{${p}}`).join(', ') || 'none'}`,
      });
    if (missing.length)
      ctx.addIssue({ code: 'custom', message: `missing placeholder ${missing.map((p) => `{${p}}`).join(', ')}` });
  });

/** The same text in each chart language. */
const bilingual = <T extends z.ZodType<string>>(schema: T) => z.strictObject({ fr: schema, en: schema });

/** One RAL Classic colour. */
export const ralColour = z.strictObject({
  /** RAL code with its prefix, as printed: `RAL 7016`. Unique across the file. */
  code: z.string().regex(/^RAL [1-9]\d{3}$/, 'expected a code such as "RAL 7016"'),
  /** Official RAL name in each language, for example Gris anthracite / Anthracite grey. */
  name: bilingual(printable()),
  /**
   * A common sRGB approximation of the colour, `#rrggbb`, for the swatch. It is only a guide: the
   * RAL reference card (and our physical samples) are the real colour.
   */
  hex: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour such as "#383e42": "#" and six hexadecimal digits'),
});
export type RalColour = z.infer<typeof ralColour>;

/** A RAL family: all codes of one thousand, such as the greys `RAL 7000` to `RAL 7048`. */
export const colourFamily = z
  .strictObject({
    /** First code of the family: 1000 yellows and beiges, 2000 oranges, … 9000 whites and blacks. */
    series: z.number().int().min(1000).max(9000).multipleOf(1000, 'expected a round thousand such as 7000'),
    /** Heading of the family in the chart, for example Gris / Greys. */
    name: bilingual(printable()),
    /** Colours of the family, in code order. */
    colours: z.array(ralColour).min(1, 'a family lists at least one colour'),
  })
  .superRefine((family, ctx) => {
    if (!Array.isArray(family?.colours) || typeof family.series !== 'number') return;
    family.colours.forEach((colour, i) => {
      const number = Number(/^RAL (\d{4})$/.exec(colour?.code ?? '')?.[1]);
      if (number && Math.floor(number / 1000) * 1000 !== family.series)
        ctx.addIssue({
          code: 'custom',
          path: ['colours', i, 'code'],
          message: `${colour.code} belongs to the ${Math.floor(number / 1000) * 1000} family, not ${family.series}; move it there`,
        });
    });
  });
export type ColourFamily = z.infer<typeof colourFamily>;

/** `content/colours.yaml`: the RAL colour chart the build renders to `/downloads/nuancier-couleurs.pdf`. */
export const coloursSchema = z
  .strictObject({
    /**
     * Date of this edition of the chart, `YYYY-MM-DD`. It is the PDF's creation date: the same
     * content always produces a byte-identical file.
     */
    edition: z.iso.date('expected a date such as 2025-03-01'),
    /** Text printed around the swatches, in each chart language. */
    labels: z.strictObject({
      /** Title on the first page and in the PDF metadata: Nuancier / Colour chart. */
      title: bilingual(printable()),
      /** Line under the title; `{count}` is the number of colours. */
      subtitle: bilingual(template(['count'])),
      /**
       * Paragraph on the first page: what the swatches are and how to get a physical sample.
       * `{count}`, `{email}` and `{phone}` come from this file and `content/site.yaml`.
       */
      intro: bilingual(template(['count', 'email', 'phone'])),
      /** PDF metadata "subject": one line describing the document. */
      subject: bilingual(printable()),
      /** Added to a family heading repeated at the top of a page, such as "suite" / "continued". */
      continued: bilingual(printable()),
      /** Page number in the footer: `{n}` is this page, `{total}` the number of pages. */
      page: bilingual(template(['n', 'total'], ['n', 'total'])),
    }),
    /** The RAL families in code order: 1000, 2000, … 9000. */
    families: z.array(colourFamily).min(1),
  })
  .superRefine((chart, ctx) => {
    if (!Array.isArray(chart?.families)) return;
    const seen = new Map<string, string>();
    let count = 0;
    let previous = 0;
    chart.families.forEach((family, f) => {
      if (typeof family?.series === 'number') {
        if (family.series <= previous)
          ctx.addIssue({
            code: 'custom',
            path: ['families', f, 'series'],
            message: `families go in code order without repeats; ${family.series} comes after ${previous}`,
          });
        previous = family.series;
      }
      if (!Array.isArray(family?.colours)) return;
      family.colours.forEach((colour, i) => {
        count++;
        const code = colour?.code;
        if (typeof code !== 'string') return;
        const where = `families[${f}].colours[${i}]`;
        const first = seen.get(code);
        if (first)
          ctx.addIssue({
            code: 'custom',
            path: ['families', f, 'colours', i, 'code'],
            message: `${code} is listed twice (first at ${first}); keep one entry per code`,
          });
        else seen.set(code, where);
      });
    });
    if (count < MIN_CHART_COLOURS)
      ctx.addIssue({
        code: 'custom',
        path: ['families'],
        message: `the chart lists at least ${MIN_CHART_COLOURS} colours (the site promises more than 200 RAL colours); found ${count}`,
      });
  });
export type Colours = z.infer<typeof coloursSchema>;
