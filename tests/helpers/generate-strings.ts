/**
 * Writes the flat UI catalogues `src/generated/i18n/<locale>.json` from the UI strings' files when
 * they are missing, so the functions' tests run before (or without) the content build.
 *
 * Same format as the content pipeline: `{ "form.error.required": "…", … }`, one file per locale; a locale
 * without its own YAML (or a key missing from it) falls back to English. Files that already exist are left
 * alone (the pipeline's output wins).
 *
 * Use it as a vitest `globalSetup` file, or import it for its side effect at the top of a test file.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { LOCALES } from '../../src/schemas/locales';
import { LOCALE_FILES, localeFileOf } from '../../scripts/content/collections';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The UI strings' files per language, where the content step reads them (scripts/content/collections.ts). */
const STRINGS = LOCALE_FILES.find((f) => f.key === 'strings')!;

function readCatalogue(locale: string): Record<string, string> {
  const file = join(ROOT, localeFileOf(STRINGS, locale));
  if (!existsSync(file)) return {};
  const data: unknown = parse(readFileSync(file, 'utf8'));
  const out: Record<string, string> = {};
  if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      if (value !== null && value !== undefined) out[key] = String(value);
    }
  }
  return out;
}

export function generateStrings(outDir = join(ROOT, 'src/generated/i18n')): string[] {
  const written: string[] = [];
  const missing = LOCALES.filter((l) => !existsSync(join(outDir, `${l}.json`)));
  if (missing.length === 0) return written;
  const en = readCatalogue('en');
  mkdirSync(outDir, { recursive: true });
  for (const locale of missing) {
    const catalogue = locale === 'en' ? en : { ...en, ...readCatalogue(locale) };
    const target = join(outDir, `${locale}.json`);
    const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temp, `${JSON.stringify(catalogue, null, 2)}\n`);
    renameSync(temp, target);
    written.push(target);
  }
  return written;
}

generateStrings();

/** vitest globalSetup entry point. */
export default function setup(): void {
  generateStrings();
}
