import { readFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, test } from 'vitest';
import { LOCALES } from '../../src/schemas/locales';
import { fixedPage } from '../../netlify/lib/page-urls';

/*
 * The estimate functions answer a form sent without JavaScript with the contact page of the visitor's language,
 * read from the HTML files deployed with them (netlify/lib/estimate-page.ts). Netlify ships only the files
 * `included_files` of netlify.toml names: a contact page moved (its path in src/paths/pages.ts) or a locale added
 * must still be named there, or the functions quietly fall back to a redirect. Where each page's file is comes
 * from the content step (src/generated/fixed-pages.json), as the functions read it.
 */

const root = join(import.meta.dirname, '../..');
const config = parse(readFileSync(join(root, 'netlify.toml'), 'utf8')) as {
  functions?: Record<string, { included_files?: string[] }>;
};

describe.each(['estimate', 'solar-estimate'])('the %s function', (fn) => {
  const included = config.functions?.[fn]?.included_files ?? [];

  test.each(LOCALES)('ships the contact page in %s', (locale) => {
    const file = `dist/${fixedPage('contact', locale).htmlFile}`;
    expect(
      included.some((glob) => matchesGlob(file, glob)),
      `${file} is not in [functions.${fn}] included_files of netlify.toml (${included.join(', ')}): add it there`,
    ).toBe(true);
  });
});
