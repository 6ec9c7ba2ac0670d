import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../../../src/schemas/index';
import { isFileLink } from '../../../src/paths';
import { redirectRules } from '../emit/redirects';
import { places } from '../page-builders/places';
import { specialPages, type SpecialPages } from '../page-builders/special-pages';
import type { Content } from '../load/load';
import type { Problem } from '../problems';
import { didYouMean } from './did-you-mean';
import { entryPagePaths } from './page-paths';

/** Where the old paths are listed, as a problem names it, from the repository's root. */
const OLD_PATHS_FILE = 'src/paths/old-paths.ts';

/**
 * Every redirect leads, in every locale, to a page the build makes (./page-paths.ts) or a file it serves: a rule
 * that passes a name on (`:slug`, `:key`, `:splat`) to at least one page its pattern matches. A redirect to no page
 * is a 301 to the 404 page, which search engines and bookmarks would keep. Each rule that leads nowhere is named
 * once, at its line in SPEC_OLD_PATHS (src/paths/old-paths.ts) when it is one of them.
 */
export function redirectChecks(content: Content, servesFile: (path: string) => boolean): Problem[] {
  let special: SpecialPages;
  try {
    special = specialPages(content);
  } catch {
    // No page, or more than one, has a special layout, or the wrong page has one: the layout checks name the
    // pages (./checks.ts), and without them there are no redirects to check.
    return [];
  }
  // The places of the pages, made from their paths as the page builders make them (../page-builders/places.ts).
  const rules = redirectRules(LOCALES, special, places(content.site?.data.url ?? ''));
  const paths = entryPagePaths(content);
  const leadsToPage = (path: string) => {
    if (isFileLink(path)) return servesFile(path);
    const pattern = patternOf(path);
    return pattern ? [...paths].some((p) => pattern.test(p)) : paths.has(path);
  };
  const nowhere = new Map<string, { from: string; to: string; locales: string[] }>();
  for (const { source, target } of rules) {
    if (leadsToPage(target.path)) continue;
    const key = `${source} ${target.path}`;
    const known = nowhere.get(key) ?? { from: source, to: target.path, locales: [] };
    known.locales.push(target.locale);
    nowhere.set(key, known);
  }
  if (!nowhere.size) return [];
  const source = readFileSync(join(import.meta.dirname, '../../..', OLD_PATHS_FILE), 'utf8').split('\n');
  return [...nowhere.values()].map(({ from, to, locales }) => {
    const line = source.findIndex((l) => l.includes(`['${from}',`)) + 1;
    const where = locales.length === LOCALES.length ? 'in every language' : `in ${locales.join(', ')}`;
    return {
      file: OLD_PATHS_FILE,
      line: line || 1,
      column: 1,
      field: '',
      message: `the redirect from "${from}" leads to "${to}", where the build makes no page ${where} (${didYouMean(to, paths)}): lead it to the page's path now, or remove it`,
    };
  });
}

/** The paths a target passing a name on stands for (`/products/:key/`, `/ratgeber/:splat`); none for a plain path. */
function patternOf(path: string): RegExp | undefined {
  if (!path.includes(':')) return undefined;
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/:splat$/, '.*').replace(/:[a-z]+/g, '[^/]+')}$`);
}
