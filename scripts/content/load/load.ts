import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale, type LocaleInfo, type CommentFile } from '../../../src/schemas/index';
import {
  COMMENT_FILES,
  ENTRY_COLLECTIONS,
  ENTRY_FOLDERS,
  LOCALE_FILES,
  COMMENTED_COLLECTION,
  collectionOf,
  entryFile,
  folderOf,
  localeFileOf,
  singleFile,
  SINGLE_FILES,
  type EntryCollection,
  type EntryCollectionKey,
  type EntryData,
  type LocaleFileData,
  type LocaleFileKey,
  type SingleFileData,
} from '../collections';
import type { MdxFacts } from '../mdx/mdx';
import { checkMdxBodies, type MdxCheckOptions } from '../mdx/mdx-pool';
import type { CompiledFacts } from '../mdx/mdx-compile';
import type { BodyTree } from '../../../src/lib/route-data';
import { formatFieldPath, type Problem } from '../problems';
import { parseYamlSource, splitTranslates, type YamlSource } from './yaml-source';
import { splitMdx } from './split-mdx';
import { referenceFieldsOf, type ReferenceField } from './references';
import { isLocale } from '../../../src/paths/place';
import { PAGE_NAME } from '../../../src/paths/pages';

/** One content file in one locale, validated. */
export interface Entry<T> {
  id: string;
  locale: Locale;
  /** Path relative to the repository root. */
  file: string;
  data: T;
  source: YamlSource;
  /** MDX files: what the body links to and uses. */
  mdx?: MdxFacts;
  /** Translations: the version of the English file this one translates (`source:`, see ../checks/freshness.ts). */
  translates?: string;
  /** MDX files: the body as written, and the line of the file it starts on. */
  body?: { text: string; line: number };
  /** MDX files the check compiled for the build: their HTML tree, which goes into the page's data file. */
  bodyTree?: BodyTree;
  /**
   * Where its data holds links and images, the fields its schema marks so (./references.ts), found once when the file
   * is read: the links' paths (./content-links.ts), the cross-file checks and each page's urls
   * (../page-builders/link-urls.ts) read the values at these fields of `data`.
   */
  references: ReferenceField[];
}
export type Collection<T> = Map<string, Map<Locale, Entry<T>>>;
/** A file per language (../collections.ts `LOCALE_FILES`): each language's, where it has one. */
export type ByLocale<T> = Map<Locale, Entry<T>>;

/** Each single file (../collections.ts), once valid; `locales` typed by its locale codes. */
type SingleFiles = { [K in Exclude<keyof SingleFileData, 'locales'>]?: Entry<SingleFileData[K]> } & {
  locales?: Entry<Record<Locale, LocaleInfo>>;
};
/** Each collection of entries (../collections.ts), by id and locale. */
type EntryCollections = { [K in EntryCollectionKey]: Collection<EntryData[K]> };
/**
 * Each file per language (../collections.ts): the UI strings, the glossaries (the names of products and
 * categories) and the style guides (the house style every text of the language is held to).
 */
type LocaleFiles = { [K in LocaleFileKey]: ByLocale<LocaleFileData[K]> };

export type Content = SingleFiles &
  EntryCollections &
  LocaleFiles & {
    /** Published comments by article slug (`content/comments/<slug>.yaml`), as the file lists them. */
    comments: Map<string, CommentsFile>;
    problems: Problem[];
    /** How many files were read. */
    fileCount: number;
    /**
     * Where each collection's files are, as problems name them: the page builders ask it here when they have a
     * problem to name, so they need not import the collections' list.
     */
    files: ContentFiles;
  };

/** The folder of a collection's entries (`content/pages/`) and the file of one entry in one locale. */
export interface ContentFiles {
  folder: (key: EntryCollectionKey) => string;
  entry: (key: EntryCollectionKey, id: string, locale: Locale) => string;
}

/** The content's `files`, from the collections' list (../collections.ts). */
export const CONTENT_FILES: ContentFiles = {
  folder: (key) => folderOf(collectionOf(key)),
  entry: (key, id, locale) => entryFile(collectionOf(key), id, locale),
};

/** One article's published comments: not per locale, each comment says its own language. */
export interface CommentsFile {
  slug: string;
  /** The file, relative to the repository root. */
  file: string;
  data: CommentFile;
  source: YamlSource;
}

/** `content/comments/<article-slug>.yaml`. */
const COMMENTS_FILE = new RegExp(`^(${PAGE_NAME})\\.yaml$`);

/** The file name pattern of collection folders: `<id>.<locale>.<ext>`, the id a name a page's path takes (`PAGE_NAME`). */
const ENTRY_FILE = new RegExp(`^(${PAGE_NAME})\\.([a-z]{2})\\.(yaml|mdx)$`);
const entryName = (name: string) => {
  const m = ENTRY_FILE.exec(name);
  return m && isLocale(m[2]) ? { id: m[1]!, locale: m[2], ext: m[3]! } : undefined;
};
/** Folders whose MDX files are read (pages holds both YAML pages and MDX prose pages). */
const MDX_FOLDERS = ENTRY_FOLDERS.filter((f) => f.collections.some((c) => c.extension === 'mdx')).map((f) => f.folder);

/**
 * A translation's `source:` line is bookkeeping, not content: it is taken out before the schema
 * sees the file, so every collection accepts it (checked by ../checks/freshness.ts).
 */
function takeTranslates(source: YamlSource): string | undefined {
  const { data, translates } = splitTranslates(source.data);
  source.data = data;
  return translates;
}

/** An MDX file as read, and the check of its body once it has one. */
interface MdxFile {
  raw: string;
  facts?: Promise<CompiledFacts>;
}

/** Reads and validates every file under `content/`; never throws on bad content. */
/** A content file that exists and holds something: an empty one is a translation not written yet. */
export function isWritten(abs: string): boolean {
  const size = statSync(abs, { throwIfNoEntry: false })?.size;
  return size !== undefined && (size >= 8 || readFileSync(abs, 'utf8').trim() !== '');
}

export async function loadContent(root: string, options: MdxCheckOptions = {}): Promise<Content> {
  // MDX bodies are nearly all the work: they are all sent to be checked first (in worker threads
  // when there are many), and the YAML files are validated while they are parsed.
  const mdxFiles = new Map<string, MdxFile>();
  for (const folder of MDX_FOLDERS) {
    const dir = join(root, 'content', folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir))
      if (entryName(name)?.ext === 'mdx' && statSync(join(dir, name)).isFile())
        mdxFiles.set(join(dir, name), { raw: readFileSync(join(dir, name), 'utf8') });
  }
  const bodies = [...mdxFiles].flatMap(([file, mdxFile]) => {
    const split = splitMdx(mdxFile.raw);
    if ('error' in split) return [];
    const source = options.compile ? { file } : {};
    return [{ mdxFile, body: split.body, lineOffset: split.bodyStartLine - 1, ...source }];
  });
  const checks = checkMdxBodies(bodies, options);
  bodies.forEach((b, i) => (b.mdxFile.facts = checks.results[i]));
  try {
    return await validateContent(root, mdxFiles, parseYamlSource);
  } finally {
    await checks.done;
  }
}

async function validateContent(
  root: string,
  mdxFiles: Map<string, MdxFile>,
  parseYaml: (text: string, lineOffset?: number) => YamlSource,
): Promise<Content> {
  const content = emptyContent();
  const reader = contentReader(root, mdxFiles, parseYaml, content);
  readSingleFiles(reader, content);
  readLocaleFiles(reader, content);
  const mdxEntries = readEntryFolders(reader, content);
  readCommentFiles(reader, content);
  // MDX files are finished last, in the order they are listed, so no YAML file waits for them.
  for (const finish of mdxEntries) await finish();
  return content;
}

function emptyContent(): Content {
  return {
    ...(Object.fromEntries(LOCALE_FILES.map((f) => [f.key, new Map()])) as LocaleFiles),
    ...(Object.fromEntries(ENTRY_COLLECTIONS.map((c) => [c.key, new Map()])) as EntryCollections),
    comments: new Map(),
    problems: [],
    fileCount: 0,
    files: CONTENT_FILES,
  };
}

type Reader = ReturnType<typeof contentReader>;

/** Reading one file: its problems go to `content.problems`, the count of files read up by one. */
function contentReader(
  root: string,
  mdxFiles: Map<string, MdxFile>,
  parseYaml: (text: string, lineOffset?: number) => YamlSource,
  content: Content,
) {
  const contentDir = join(root, 'content');
  const rel = (abs: string) => relative(root, abs).split('\\').join('/');
  const report = (file: string, line: number, column: number, field: string, message: string): void => {
    content.problems.push({ file, line, column, field, message });
  };

  function validate<T>(schema: z.ZodType<T>, abs: string, source: YamlSource): T | undefined {
    const file = rel(abs);
    for (const e of source.syntaxErrors) report(file, e.line, e.column, '', `YAML syntax: ${e.message}`);
    if (source.syntaxErrors.length) return undefined;
    const result = schema.safeParse(source.data ?? {}, { reportInput: true });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const { line, column } = source.locate(issue.path);
      report(file, line, column, formatFieldPath(issue.path), describeIssue(issue));
    }
    return undefined;
  }

  function readYaml<T>(schema: z.ZodType<T>, abs: string, id: string, locale: Locale) {
    content.fileCount++;
    const source = parseYaml(readFileSync(abs, 'utf8'));
    const translates = takeTranslates(source);
    const data = validate(schema, abs, source);
    if (data === undefined) return undefined;
    return { id, locale, file: rel(abs), data, source, translates, references: referenceFieldsOf(schema, data) };
  }

  async function readMdx<T>(schema: z.ZodType<T>, abs: string, id: string, locale: Locale) {
    content.fileCount++;
    const { raw, facts } = mdxFiles.get(abs)!;
    const file = rel(abs);
    const split = splitMdx(raw);
    if ('error' in split) {
      report(file, 1, 1, '', split.error);
      return undefined;
    }
    // Line 1 is the opening "---", so the YAML starts on line 2.
    const source = parseYaml(split.yaml, 1);
    const translates = takeTranslates(source);
    const data = validate(schema, abs, source);
    const { tree, ...mdx } = await facts!;
    for (const e of mdx.errors) report(file, e.line, e.column, '', e.message);
    if (data === undefined || mdx.errors.length) return undefined;
    const body = { text: split.body, line: split.bodyStartLine };
    return {
      id,
      locale,
      file,
      data,
      source,
      mdx,
      body,
      translates,
      references: referenceFieldsOf(schema, data),
      ...(tree === undefined ? {} : { bodyTree: tree }),
    };
  }

  return { contentDir, rel, report, validate, readYaml, readMdx, parseYaml };
}

/** Adds an entry to its collection, by id and locale. */
const put = <T>(col: Collection<T>, entry: Entry<T> | undefined) => {
  if (!entry) return;
  if (!col.has(entry.id)) col.set(entry.id, new Map());
  col.get(entry.id)!.set(entry.locale, entry);
};

/** The files every language shares (../collections.ts), each required. */
function readSingleFiles({ contentDir, report, readYaml }: Reader, content: Content): void {
  const entries = content as Record<string, unknown>;
  for (const { key, file, schema } of SINGLE_FILES) {
    const abs = join(contentDir, file);
    if (!existsSync(abs)) report(singleFile(key), 1, 1, '', 'file is missing; it is required');
    else entries[key] = readYaml(schema as z.ZodType, abs, file, 'en');
  }
}

/** The files written once per language (../collections.ts), each language's where it exists. */
function readLocaleFiles({ contentDir, report, readYaml }: Reader, content: Content): void {
  for (const { key, folder, schema, missing } of LOCALE_FILES) {
    const byLocale = content[key] as ByLocale<unknown>;
    for (const locale of LOCALES) {
      const abs = join(contentDir, folder, `${locale}.yaml`);
      if (existsSync(abs)) {
        const entry = readYaml(schema as z.ZodType, abs, locale, locale);
        if (entry) byLocale.set(locale, entry);
      } else if (missing)
        report(localeFileOf({ folder }, locale), 1, 1, '', missing(locale, localeFileOf({ folder }, DEFAULT_LOCALE)));
    }
  }
}

/**
 * Every entry of every collection (../collections.ts), folder by folder: YAML files at once, MDX files
 * returned to be finished once their bodies are checked.
 */
function readEntryFolders(reader: Reader, content: Content): (() => Promise<void>)[] {
  const { rel, report, readYaml, readMdx } = reader;
  const mdxEntries: (() => Promise<void>)[] = [];
  for (const { folder, collections } of ENTRY_FOLDERS) {
    eachEntryFile(reader, folder, (abs, id, locale, ext) => {
      const collection = collections.find((c) => c.extension === ext) as EntryCollection | undefined;
      if (!collection) return report(rel(abs), 1, 1, '', `files in this folder are .${collections[0]!.extension}`);
      const schema = collection.schemaOf(id);
      if (!schema) return report(rel(abs), 1, 1, '', collection.refuse!(id));
      const col = content[collection.key as EntryCollectionKey] as Collection<unknown>;
      if (ext === 'yaml') put(col, readYaml(schema, abs, id, locale));
      else mdxEntries.push(async () => put(col, await readMdx(schema, abs, id, locale)));
    });
  }
  return mdxEntries;
}

/** Calls `handle` for each file of a collection folder named `<id>.<locale>.<ext>`; reports the others. */
function eachEntryFile(
  reader: Reader,
  folder: string,
  handle: (abs: string, id: string, locale: Locale, ext: string) => void,
): void {
  const { contentDir, rel, report } = reader;
  const dir = join(contentDir, folder);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    const abs = join(dir, name);
    if (refusedFolder(reader, abs, folder)) continue;
    const entry = entryName(name);
    if (!entry) {
      report(
        rel(abs),
        1,
        1,
        '',
        `file name must be <name>.<locale>.yaml or .mdx, the name words of a-z and 0-9 joined by single hyphens (carports-v), with locale one of ${LOCALES.join(', ')}`,
      );
      continue;
    }
    // An empty translation is one not written yet: the editor leaves one for each language an author did not
    // fill in. It is shown in English, like a missing file, and content:status lists it as missing.
    if (entry.locale !== DEFAULT_LOCALE && !isWritten(abs)) continue;
    handle(abs, entry.id, entry.locale, entry.ext);
  }
}

/** True, with a problem reported, when `abs` is a folder: a collection's folder holds content files only. */
function refusedFolder({ rel, report }: Reader, abs: string, folder: string): boolean {
  if (statSync(abs).isFile()) return false;
  report(
    rel(abs),
    1,
    1,
    '',
    `a folder in content/${folder}/, which holds content files only: move its files up, or remove it`,
  );
  return true;
}

/** Published comments, one file per article (../collections.ts). */
function readCommentFiles(reader: Reader, content: Content): void {
  const { contentDir, rel, report, validate, parseYaml } = reader;
  const commentsDir = join(contentDir, COMMENT_FILES.folder);
  for (const name of existsSync(commentsDir) ? readdirSync(commentsDir).sort() : []) {
    const abs = join(commentsDir, name);
    if (refusedFolder(reader, abs, COMMENT_FILES.folder)) continue;
    const slug = COMMENTS_FILE.exec(name)?.[1];
    if (!slug) {
      report(
        rel(abs),
        1,
        1,
        '',
        `file name must be <article-slug>.yaml, lowercase, the slug of an article in ${folderOf(COMMENTED_COLLECTION)}`,
      );
      continue;
    }
    content.fileCount++;
    const source = parseYaml(readFileSync(abs, 'utf8'));
    // An empty file (every comment removed by hand) is an article without comments.
    if (source.data === null) source.data = { comments: [] };
    const data = validate(COMMENT_FILES.schema, abs, source);
    if (data) content.comments.set(slug, { slug, file: rel(abs), data, source });
  }
}

/** Turns a zod issue into a sentence that says what is expected. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'required'
        : `expected ${issue.expected}, received ${describeValue(issue.input)}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}; check the spelling against the schema in src/schemas/`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return issue.message;
  }
}

function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  return `${typeof v} ${JSON.stringify(v)}`;
}
