/**
 * The pull request's comment (`npm run content:report -- --base REF`): what the content check finds wrong,
 * which translations the change leaves outdated or missing, and every page it touches in each language, linked
 * to the deploy preview (the entries of a collection no page shows yet are named with their collection). Built
 * from what the content step already knows: its problems (scripts/content/build.ts), translation freshness
 * (scripts/content/checks/freshness.ts), where each collection's entries show (scripts/content/collections.ts).
 */
import { LOCALES, type Locale } from '../../src/schemas/index';
import {
  COMMENT_FILES,
  ENTRY_COLLECTIONS,
  LOCALE_FILES,
  SINGLE_FILES,
  type EntryCollection,
} from '../content/collections';
import { ROOT_PATH, absoluteUrl, isLocale, localeUrl } from '../../src/paths';
import type { TranslationRow } from '../content/checks/freshness';
import { formatProblem, type Problem } from '../content/problems';
import { IMAGES_DIR } from '../content/load/images';

/** Finds the comment again on the next push: the workflow updates the comment that holds it. */
export const REPORT_MARKER = '<!-- content-report -->';

export interface TouchedPage {
  locale: Locale;
  /** The page's url: `/fr/products/carports-v/`. */
  url: string;
  /** The changed file that touches it. */
  file: string;
}

const ENTRY = /^content\/([a-z-]+)\/([a-z0-9-]+)\.([a-z]{2})\.(yaml|mdx)$/;
const COMMENTS = new RegExp(`^content/${COMMENT_FILES.folder}/([a-z0-9-]+)\\.yaml$`);
/** Files every page reads: a change there touches the whole language, shown by its home page. */
const EVERY_PAGE = new Set(SINGLE_FILES.filter((f) => f.everyPage).map((f) => `content/${f.file}`));
/** Files per language every page of the language reads (the UI strings): a change touches that language. */
const LOCALE_FILE = /^content\/([a-z0-9-]+)\/([a-z]{2})\.yaml$/;
const EVERY_PAGE_OF_LOCALE = new Set(LOCALE_FILES.filter((f) => f.everyPage).map((f) => f.folder));

/** Every page of one language (or of all, for a file of no known language), shown by its home page. */
const homePages = (code: string | undefined, file: string): TouchedPage[] =>
  (isLocale(code) ? [code] : LOCALES).map((locale) => ({ locale, url: localeUrl(ROOT_PATH, locale), file }));

/** The collection (scripts/content/collections.ts) a content file is an entry of, by its folder and extension. */
export function collectionOfFile(file: string): EntryCollection | undefined {
  const entry = ENTRY.exec(file);
  return entry ? ENTRY_COLLECTIONS.find((c) => c.folder === entry[1] && c.extension === entry[4]) : undefined;
}

/** A collection whose entries no page shows: read, checked and edited, but on no page until a page builder shows it. */
const onNoPage = (collection: EntryCollection) => !collection.pathOf && !collection.everyPage;

/** The pages a changed content file shows on, in each language it reaches. */
export function pagesOfFile(file: string): TouchedPage[] {
  const entry = ENTRY.exec(file);
  const collection = collectionOfFile(file);
  if (entry && collection?.pathOf) {
    const [, , id, locale] = entry;
    if (!isLocale(locale)) return [];
    const path = collection.pathOf(id!);
    return path ? [{ locale, url: localeUrl(path, locale), file }] : [];
  }
  // Entries any page may show (the shared blocks) touch every page of their language.
  if (entry && collection?.everyPage) return homePages(entry[3], file);
  const comments = COMMENTS.exec(file);
  if (comments)
    return LOCALES.map((locale) => ({ locale, url: localeUrl(COMMENT_FILES.pathOf(comments[1]!), locale), file }));
  if (EVERY_PAGE.has(file)) return homePages(undefined, file);
  const localeFile = LOCALE_FILE.exec(file);
  if (localeFile && EVERY_PAGE_OF_LOCALE.has(localeFile[1]!)) return homePages(localeFile[2], file);
  return [];
}

export interface ReportInput {
  /** Files the change adds, edits or removes, relative to the repository. */
  changed: string[];
  problems: Problem[];
  translations: TranslationRow[];
  /** The deploy preview's origin, without trailing slash; a placeholder is shown when unknown. */
  previewUrl?: string;
  /** Solar tables that need reading again (scripts/content/checks/solar-validity.ts): shown whatever the change. */
  figures?: Problem[];
}

const PREVIEW_PLACEHOLDER = 'https://deploy-preview--SITE.netlify.app';

/**
 * What a pull request wrote, quoted so Markdown reads none of it: no link, image, HTML or @mention reaches
 * the bot's comment. A code span holds one line without backticks; a fenced block is opened by more
 * backticks than any run in what it holds, so nothing inside can close it.
 */
export function codeSpan(text: string): string {
  return `\`${text.replace(/[\r\n]+/g, ' ').replace(/`/g, "'")}\``;
}

export function fenced(lines: readonly string[]): string[] {
  const body = lines.flatMap((line) => line.split(/\r?\n|\r/));
  const longest = Math.max(
    2,
    ...body.map((line) => Math.max(0, ...(line.match(/`+/g) ?? []).map((run) => run.length))),
  );
  const fence = '`'.repeat(longest + 1);
  return [`${fence}text`, ...body, fence];
}

export function contentReport({ changed, problems, translations, previewUrl, figures = [] }: ReportInput): string {
  const out = [REPORT_MARKER, '## Content report', ''];
  const changedSet = new Set(changed);
  const content = changed.filter((f) => f.startsWith('content/') || f.startsWith(`${IMAGES_DIR}/`));
  if (!content.length) {
    out.push('This change touches no content.');
    return out.join('\n') + '\n';
  }

  out.push('### Problems', '');
  if (!problems.length) out.push('None: `npm run content:check` passes.');
  else {
    out.push(
      `${problems.length} problem${problems.length > 1 ? 's' : ''} (\`file:line:column\`); fix them and the check passes:`,
      '',
    );
    const lines = problems.map((p) => `${changedSet.has(p.file) ? '' : '(not in this change) '}${formatProblem(p)}`);
    out.push(...fenced(lines));
  }

  out.push('', '### Translations', '');
  const waiting = translations.filter(
    (r) => r.state !== 'up to date' && (changedSet.has(r.source) || changedSet.has(r.file)),
  );
  if (!waiting.length) out.push('No translation waits on this change.');
  else {
    out.push('Once a translation matches its English file, run the command beside it:', '');
    for (const r of waiting) {
      const what =
        r.state === 'missing'
          ? 'missing: the page shows the English text'
          : r.state === 'unrecorded'
            ? 'records no version of the English file'
            : r.changed?.length
              ? `outdated: ${r.changed.map(codeSpan).join(', ')} changed in English`
              : 'outdated';
      out.push(`- ${codeSpan(r.file)} ${what}: ${codeSpan(`npm run content:translated -- ${r.file}`)}`);
    }
  }

  out.push('', '### Pages to look at', '');
  // The environment may give the deploy's URL with a trailing slash; an origin ends without one (absoluteUrl()).
  const previewOrigin = (previewUrl || PREVIEW_PLACEHOLDER).replace(/\/+$/, '');
  const pages = new Map<string, TouchedPage>();
  for (const file of content) for (const page of pagesOfFile(file)) pages.set(page.url, page);
  if (!pages.size) out.push('No page shows these files directly (pictures appear where content names them).');
  else {
    if (!previewUrl) out.push("(The deploy preview's URL is not known here: set `DEPLOY_PRIME_URL`.)", '');
    const byLocale = LOCALES.map((l) => [l, [...pages.values()].filter((p) => p.locale === l)] as const);
    for (const [locale, list] of byLocale)
      if (list.length)
        out.push(`- **${locale}**: ${list.map((p) => `[${p.url}](${absoluteUrl(previewOrigin, p.url)})`).join(', ')}`);
  }
  for (const collection of ENTRY_COLLECTIONS.filter(onNoPage)) {
    const files = content.filter((file) => collectionOfFile(file) === collection);
    if (files.length)
      out.push('', `Entries of \`${collection.key}\`, which no page shows yet: ${files.map(codeSpan).join(', ')}.`);
  }
  if (figures.length)
    out.push(
      '',
      '### Solar figures to read again',
      '',
      'Warnings only: nothing fails on a date.',
      '',
      ...fenced(figures.map(formatProblem)),
    );
  return out.join('\n') + '\n';
}
