/**
 * Every text the chart prints, checked against what the PDF's standard font can print before anything is
 * drawn, so an author reads which field holds the character instead of pdf-lib's bare "WinAnsi cannot encode".
 */
import type { ChartLocale, Colours, RalColour } from '../../src/schemas/index';
import { ColourChartError } from './error';

type FieldPath = (string | number)[];

/** Fails with the place of the text when `value` holds a character outside `printable`. */
function checkText(printable: Set<number>, value: string, what: string, fieldPath?: FieldPath): void {
  for (const char of value) {
    if (!printable.has(char.codePointAt(0)!))
      throw new ColourChartError(
        `${what} contains "${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}), which the PDF's standard Helvetica font cannot print; use a Windows-1252 character instead`,
        fieldPath,
      );
  }
}

/**
 * Checks the labels, the company's details and every family and colour name in both languages; returns
 * where each colour sits in colours.yaml, so a later error can point at its line.
 */
export function checkPrintable(
  chart: Colours,
  locales: readonly ChartLocale[],
  company: Record<string, string>,
  printable: Set<number>,
): Map<RalColour, FieldPath> {
  const check = (value: string, what: string, fieldPath?: FieldPath) => checkText(printable, value, what, fieldPath);
  for (const [key, byLocale] of Object.entries(chart.labels))
    for (const locale of locales) check(byLocale[locale], `labels.${key}.${locale}`, ['labels', key, locale]);
  for (const [key, value] of Object.entries(company))
    check(value, `the company's ${key} in content/site.yaml ("${value}")`);
  const fieldPaths = new Map<RalColour, FieldPath>();
  chart.families.forEach((family, f) => {
    for (const locale of locales)
      check(family.name[locale], `the name of the ${family.series} family (${locale})`, [
        'families',
        f,
        'name',
        locale,
      ]);
    family.colours.forEach((colour, i) => {
      fieldPaths.set(colour, ['families', f, 'colours', i]);
      for (const locale of locales)
        check(colour.name[locale], `the ${locale} name of ${colour.code} ("${colour.name[locale]}")`, [
          'families',
          f,
          'colours',
          i,
          'name',
          locale,
        ]);
    });
  });
  return fieldPaths;
}
