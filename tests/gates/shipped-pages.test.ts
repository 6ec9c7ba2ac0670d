import { existsSync, readFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, test } from 'vitest';
import { LOCALES } from '../../src/schemas/locales';
import { fixedPage } from '../../netlify/lib/page-urls';
import { dist, requireBuild, root } from '../helpers/dist';

/*
 * Release gate: the estimate functions answer a form sent without JavaScript with the contact page of the
 * visitor's language, read from the HTML files deployed with them (netlify/lib/estimate-page.ts). Netlify ships
 * only the files `included_files` names: a contact page moved (its path in src/paths/pages.ts) or a locale added
 * must still be shipped, or the functions quietly fall back to a redirect.
 */

const config = parse(readFileSync(join(root, 'netlify.toml'), 'utf8')) as {
  functions?: Record<string, { included_files?: string[] }>;
};

describe.each(['estimate', 'solar-estimate'])('the %s function', (fn) => {
  const included = config.functions?.[fn]?.included_files ?? [];

  test.each(LOCALES)('ships the contact page in %s', (locale) => {
    requireBuild();
    const file = `dist/${fixedPage('contact', locale).htmlFile}`;
    expect(existsSync(join(dist, '..', file)), `${file} was not built`).toBe(true);
    expect(
      included.some((glob) => matchesGlob(file, glob)),
      `${file} is not in [functions.${fn}] included_files of netlify.toml (${included.join(', ')}): add it there`,
    ).toBe(true);
  });
});
