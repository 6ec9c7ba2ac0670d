/**
 * The first visit to `/` (and only `/`: deep links are never redirected) lands in the visitor's language:
 * one rule per locale of content/locales.yaml but the default, written at build into `dist/_redirects`
 * (Netlify reads it before netlify.toml's rules, and so does `netlify dev`). Netlify matches `Language` on
 * the browser's Accept-Language, or on the nf_lang cookie that the language menu sets (/api/language),
 * which wins. The default language, others and no header (crawlers) get `/` itself. Forced (`302!`),
 * because `/` has its own page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { DEFAULT_LOCALE } from '../../src/schemas/locales.ts';

/** The locale codes of content/locales.yaml under `root`, in its order. */
export function localeCodesOf(root: string): string[] {
  return Object.keys(parse(readFileSync(join(root, 'content/locales.yaml'), 'utf8')) as Record<string, unknown>);
}

/** The `_redirects` file sending `/` to each locale's home page but the default's. */
export function languageRedirects(locales: readonly string[]): string {
  const rules = locales.filter((l) => l !== DEFAULT_LOCALE).map((l) => `/  /${l}/  302!  Language=${l}`);
  return `# Written by scripts/finish/postbuild.ts from content/locales.yaml (scripts/finish/language-redirects.ts).\n${rules.join('\n')}\n`;
}
