/**
 * The content's collections, listed once: where each collection's files live, the shape of its files, the
 * schema that validates them, the page it shows on and what an author sees of it in the editor. The loader
 * (./load/load.ts), the typesetting (./style/typeset-content.ts), the cross-file and style checks (./checks/checks.ts,
 * ./style/style-checks.ts), the editor's configuration (scripts/cms/collections.ts), the pull request's report
 * (scripts/authoring/pull-request-comment.ts) and the staff's comment commands (scripts/staff/) all read these lists.
 * The page builders do not import them: their problems name a collection's folder and files through the loaded
 * content (`content.files`, ./load/load.ts).
 *
 * Adding a collection: one entry here, its schema in src/schemas/, its files in content/.
 */
import type { z } from 'zod';
import {
  articleSchema,
  commentFileSchema,
  coloursSchema,
  estimatorSchema,
  glossarySchema,
  localesSchema,
  navigationSchema,
  pageSchema,
  productSchema,
  prosePageSchema,
  siteSchema,
  solarEstimatorSchema,
  styleGuideSchema,
  uiStringsSchema,
  type Locale,
} from '../../src/schemas/index';
import {
  SHARED_BLOCK_NAMES,
  SHARED_BLOCK_SCHEMAS,
  type SharedBlockName,
  type SharedBlocks,
} from '../../src/schemas/shared-blocks';
import { articlePath, PAGE_IDS, PAGE_PATHS, productPath, type PageId } from '../../src/paths';

/** What the editor shows of a collection (scripts/cms/collections.ts). */
export interface EditorFolder {
  name: string;
  label: string;
  /** The folder under public/images/ its pictures are chosen from and uploaded to, if it has any. */
  images?: string;
  /** Authors may add entries (articles, products); fixed pages they only edit. */
  create: boolean;
  description: string;
}

/** A folder of entries, one file per entry and locale: `content/<folder>/<id>.<locale>.<extension>`. */
export interface EntryCollection<K extends string = string, T = unknown> {
  /** Its field of the loaded content. */
  key: K;
  folder: string;
  extension: 'yaml' | 'mdx';
  /** The schema an entry's file is validated by; undefined for an id the collection does not know. */
  schemaOf: (id: string) => z.ZodType<T> | undefined;
  /** The ids that must exist, when the collection is a fixed set; any other id is refused. */
  known?: readonly string[];
  /** Why a file whose id has no schema is refused (see `schemaOf`). */
  refuse?: (id: string) => string;
  /** The site path (without language prefix) an entry shows on, for entries with a page of their own. */
  pathOf?: (id: string) => string | undefined;
  /**
   * Its entries may show on any page of their language (the shared blocks, which pages declare); a collection with
   * neither this nor `pathOf` shows on no page until a page builder shows it.
   */
  everyPage?: true;
  /**
   * What the editor shows of it: a folder of entries, or, for a fixed set of ids (`known`), each entry's file in
   * each language, side by side.
   */
  editor?: EditorFolder | EditorFiles;
}

/** A collection the editor shows file by file: each of its fixed ids (or languages), side by side. */
export interface EditorFiles {
  files: true;
  name: string;
  label: string;
  description: string;
}

const entryCollection = <const K extends string, T>(collection: EntryCollection<K, T>) => collection;

/**
 * The fixed pages written in MDX (the prose collection); every other fixed page is a YAML page. The one list of
 * which is which: the content cannot give it, since these lists say which files content/pages/ must hold.
 */
const PROSE_PAGE_IDS = ['mentions-legales', 'politique-confidentialite'] as const satisfies readonly PageId[];
const pagePath = (id: string): string | undefined => (PAGE_PATHS as Record<string, string>)[id];

/** The translated collections, in the editor's order. */
export const ENTRY_COLLECTIONS = [
  entryCollection({
    key: 'articles',
    folder: 'articles',
    extension: 'mdx',
    schemaOf: () => articleSchema,
    pathOf: articlePath,
    editor: {
      name: 'articles',
      label: 'Articles',
      images: 'articles',
      create: true,
      description: 'Advice articles: front matter and body, one file per language.',
    },
  }),
  entryCollection({
    key: 'products',
    folder: 'products',
    extension: 'yaml',
    schemaOf: () => productSchema,
    pathOf: productPath,
    editor: {
      name: 'products',
      label: 'Products',
      images: 'products',
      create: true,
      description: 'Product pages, one file per language.',
    },
  }),
  entryCollection({
    key: 'pages',
    folder: 'pages',
    extension: 'yaml',
    schemaOf: () => pageSchema,
    known: PAGE_IDS.filter((id) => !(PROSE_PAGE_IDS as readonly string[]).includes(id)),
    pathOf: pagePath,
    editor: {
      name: 'pages',
      label: 'Pages',
      images: 'pages',
      create: false,
      description: 'The fixed pages of the site, built from blocks.',
    },
  }),
  entryCollection({
    key: 'prose',
    folder: 'pages',
    extension: 'mdx',
    schemaOf: () => prosePageSchema,
    known: PROSE_PAGE_IDS,
    pathOf: pagePath,
    editor: {
      name: 'legal',
      label: 'Legal pages',
      images: 'pages',
      create: false,
      description: 'Legal notice and privacy policy.',
    },
  }),
  entryCollection({
    key: 'blocks',
    folder: 'blocks',
    extension: 'yaml',
    schemaOf: (id) => SHARED_BLOCK_SCHEMAS[id as SharedBlockName] as z.ZodType<SharedBlocks[SharedBlockName]>,
    known: SHARED_BLOCK_NAMES,
    everyPage: true,
    refuse: (id) => `unknown shared block "${id}"; known: ${Object.keys(SHARED_BLOCK_SCHEMAS).join(', ')}`,
    editor: {
      files: true,
      name: 'blocks',
      label: 'Shared blocks',
      description: 'The blocks every page of a language may show, written once per language.',
    },
  }),
];

export type EntryCollectionKey = (typeof ENTRY_COLLECTIONS)[number]['key'];
/** The data of one entry of each collection, as its schema gives it. */
export type EntryData = {
  [C in (typeof ENTRY_COLLECTIONS)[number] as C['key']]: C extends EntryCollection<string, infer T> ? T : never;
};

/**
 * The folders that hold entries, each with the collections whose files it holds (pages holds both YAML pages and
 * MDX prose pages), in the order of the collections above: a collection's folder is read once it is listed.
 */
export const ENTRY_FOLDERS = [...new Set(ENTRY_COLLECTIONS.map((c) => c.folder))].map((folder) => ({
  folder,
  collections: ENTRY_COLLECTIONS.filter((c) => c.folder === folder),
}));

/** One file for every language: `content/<file>`. */
export const SINGLE_FILES = [
  {
    key: 'site',
    file: 'site.yaml',
    schema: siteSchema,
    everyPage: true,
    editor: { name: 'site', label: 'Site identity' },
  },
  { key: 'locales', file: 'locales.yaml', schema: localesSchema, everyPage: false },
  {
    key: 'navigation',
    file: 'navigation.yaml',
    schema: navigationSchema,
    everyPage: true,
    editor: { name: 'navigation', label: 'Navigation' },
  },
  { key: 'colours', file: 'colours.yaml', schema: coloursSchema, everyPage: false },
  {
    key: 'estimator',
    file: 'estimator.yaml',
    schema: estimatorSchema,
    everyPage: true,
    editor: { name: 'estimator', label: 'Estimator figures' },
  },
  {
    key: 'solarEstimator',
    file: 'solar-estimator.yaml',
    schema: solarEstimatorSchema,
    everyPage: false,
    editor: { name: 'solar-estimator', label: 'Solar estimator figures' },
  },
] as const;

/** The data of each single file, as its schema gives it. */
export type SingleFileData = { [S in (typeof SINGLE_FILES)[number] as S['key']]: z.infer<S['schema']> };

/** A file per language: `content/<folder>/<locale>.yaml`, read as `Content[key]`, by locale. */
export interface LocaleFile<K extends string = string, T = unknown> {
  key: K;
  folder: string;
  schema: z.ZodType<T>;
  /** What to do when a language's file is missing, given the English file to start from; undefined where a language may go without it. */
  missing?: (locale: Locale, english: string) => string;
  /** Its words show on every page of its language: typeset like the entries, and a change reaches each page. */
  everyPage: boolean;
  /** Its words are written in its language, so held to the language's style guide (./style/style-checks.ts). */
  styled: boolean;
  /** Offered in the editor, one file per language; none where the editor has no field for the file's shape. */
  editor?: { name: string; label: string; description: string };
}

const localeFile = <const K extends string, T>(file: LocaleFile<K, T>) => file;

/**
 * The files written once per language. None is offered in the editor: UI strings are a catalogue of free keys, a
 * glossary is keyed by product, a style guide holds patterns; the editor shows fields a schema names.
 */
export const LOCALE_FILES = [
  localeFile({
    key: 'strings',
    folder: 'i18n',
    schema: uiStringsSchema,
    missing: (locale, english) => `UI strings for "${locale}" are missing; copy ${english} and translate it`,
    everyPage: true,
    styled: true,
  }),
  // Optional: English names the products by their own names, and a language without one is held to no names.
  localeFile({ key: 'glossaries', folder: 'glossary', schema: glossarySchema, everyPage: false, styled: true }),
  localeFile({
    key: 'styleGuides',
    folder: 'style',
    schema: styleGuideSchema,
    missing: (locale, english) =>
      `the style guide for "${locale}" is missing; copy ${english} and write the language's own rules`,
    everyPage: false,
    styled: false,
  }),
];

export type LocaleFileKey = (typeof LOCALE_FILES)[number]['key'];
/** The data of each file per language, as its schema gives it. */
export type LocaleFileData = {
  [F in (typeof LOCALE_FILES)[number] as F['key']]: F extends LocaleFile<string, infer T> ? T : never;
};

/** Published comments: one file per article, every language in it (`content/comments/<article-slug>.yaml`). */
export const COMMENT_FILES = {
  folder: 'comments',
  /** The collection whose entries the comments are on, each file named after one of them. */
  commentsOn: 'articles' satisfies EntryCollectionKey,
  schema: commentFileSchema,
  pathOf: articlePath,
  editor: {
    name: 'comments',
    label: 'Comments',
    // New comments come from visitors, published by `npm run comments -- approve`; here they are corrected or removed.
    create: false,
    description:
      "Visitors' published comments, one entry per article (named after it). Correct a comment, or remove it to take it down.",
  },
} as const;

/** The collection whose entries visitors comment on (`COMMENT_FILES.commentsOn`): where an entry's file is. */
export const COMMENTED_COLLECTION = ENTRY_COLLECTIONS.find((c) => c.key === COMMENT_FILES.commentsOn)!;

/** The collection of entries read as `Content[key]`. */
export const collectionOf = (key: EntryCollectionKey): EntryCollection => ENTRY_COLLECTIONS.find((c) => c.key === key)!;

/** The folder of a collection's entries, as problems name it: `content/pages/`. */
export const folderOf = ({ folder }: Pick<EntryCollection, 'folder'>): string => `content/${folder}/`;

/** The file of the entry `id` of a collection in `locale`: `content/<folder>/<id>.<locale>.<extension>`. */
export const entryFile = (collection: Pick<EntryCollection, 'folder' | 'extension'>, id: string, locale: string) =>
  `${folderOf(collection)}${id}.${locale}.${collection.extension}`;

/** The file of the single file `key`: `content/site.yaml`. */
export const singleFile = (key: (typeof SINGLE_FILES)[number]['key']): string =>
  `content/${SINGLE_FILES.find((f) => f.key === key)!.file}`;

/** The file of the file per language `key` in `locale`: `content/i18n/en.yaml`. */
export const localeFileFor = (key: LocaleFileKey, locale: string): string =>
  localeFileOf(
    LOCALE_FILES.find((f) => f.key === key)!,
    locale,
  );

/** The file of a file per language in `locale`: `content/<folder>/<locale>.yaml`. */
export const localeFileOf = ({ folder }: Pick<LocaleFile, 'folder'>, locale: string): string =>
  `content/${folder}/${locale}.yaml`;
