import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import {
  articleSchema,
  bannerSchema,
  coloursSchema,
  LOCALES,
  localesSchema,
  navigationSchema,
  pageSchema,
  productSchema,
  prosePageSchema,
  qualitySchema,
  reviewsSchema,
  servicesSchema,
  showcaseSchema,
  siteSchema,
  uiStringsSchema,
  type ArticleFrontmatter,
  type Colours,
  type Locale,
  type LocaleInfo,
  type Navigation,
  type PageEntry,
  type ProductEntry,
  type ProsePageEntry,
  type Site,
  type UiStrings,
} from '../../src/schemas/index';
import { compileMdxBody, type MdxFacts } from './mdx';
import { formatPath, type Problem } from './problems';
import { parseYamlSource, type YamlSource } from './yaml-source';

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
}
export type Collection<T> = Map<string, Map<Locale, Entry<T>>>;

export const SHARED_BLOCK_SCHEMAS = {
  reviews: reviewsSchema,
  quality: qualitySchema,
  services: servicesSchema,
  banner: bannerSchema,
  showcase: showcaseSchema,
} as const;
export type SharedBlockName = keyof typeof SHARED_BLOCK_SCHEMAS;
export type SharedBlocks = {
  [K in SharedBlockName]: z.infer<(typeof SHARED_BLOCK_SCHEMAS)[K]>;
};

export interface Content {
  site?: Entry<Site>;
  locales?: Entry<Record<Locale, LocaleInfo>>;
  navigation?: Entry<Navigation>;
  /** The RAL colour chart, rendered to a PDF by the build. */
  colours?: Entry<Colours>;
  strings: Collection<UiStrings>;
  pages: Collection<PageEntry>;
  prose: Collection<ProsePageEntry>;
  products: Collection<ProductEntry>;
  articles: Collection<ArticleFrontmatter>;
  blocks: Collection<SharedBlocks[SharedBlockName]>;
  problems: Problem[];
  /** How many files were read. */
  fileCount: number;
}

/** Reads and validates every file under `content/`; never throws on bad content. */
export async function loadContent(root: string): Promise<Content> {
  const contentDir = join(root, 'content');
  const content: Content = {
    strings: new Map(),
    pages: new Map(),
    prose: new Map(),
    products: new Map(),
    articles: new Map(),
    blocks: new Map(),
    problems: [],
    fileCount: 0,
  };
  const rel = (abs: string) => relative(root, abs).split('\\').join('/');
  const report = (file: string, line: number, column: number, field: string, message: string): void => {
    content.problems.push({ file, line, column, field, message });
  };

  function validate<T>(
    schema: z.ZodType<T>,
    abs: string,
    source: YamlSource,
  ): T | undefined {
    const file = rel(abs);
    for (const e of source.syntaxErrors) report(file, e.line, e.column, '', `YAML syntax: ${e.message}`);
    if (source.syntaxErrors.length) return undefined;
    const result = schema.safeParse(source.data ?? {}, { reportInput: true });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const { line, column } = source.locate(issue.path);
      report(file, line, column, formatPath(issue.path), describeIssue(issue));
    }
    return undefined;
  }

  function readYaml<T>(schema: z.ZodType<T>, abs: string, id: string, locale: Locale) {
    content.fileCount++;
    const source = parseYamlSource(readFileSync(abs, 'utf8'));
    const data = validate(schema, abs, source);
    return data === undefined ? undefined : { id, locale, file: rel(abs), data, source };
  }

  async function readMdx<T>(schema: z.ZodType<T>, abs: string, id: string, locale: Locale) {
    content.fileCount++;
    const raw = readFileSync(abs, 'utf8');
    const file = rel(abs);
    if (!raw.startsWith('---')) {
      report(file, 1, 1, '', 'an MDX file starts with frontmatter between two "---" lines');
      return undefined;
    }
    const front = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(raw);
    if (!front) {
      report(file, 1, 1, '', 'the frontmatter is not closed: add a line with "---" after it');
      return undefined;
    }
    // Line 1 is the opening "---", so the YAML starts on line 2.
    const source = parseYamlSource(front[1]!, 1);
    const data = validate(schema, abs, source);
    const body = raw.slice(front[0].length);
    const bodyStartLine = front[0].split('\n').length - (front[0].endsWith('\n') ? 1 : 0) + 1;
    const mdx = await compileMdxBody(body, bodyStartLine - 1);
    for (const e of mdx.errors) report(file, e.line, e.column, '', e.message);
    if (data === undefined || mdx.errors.length) return undefined;
    return { id, locale, file, data, source, mdx };
  }

  const single = <T>(name: string, schema: z.ZodType<T>) => {
    const abs = join(contentDir, name);
    if (!existsSync(abs)) {
      report(`content/${name}`, 1, 1, '', 'file is missing; it is required');
      return undefined;
    }
    return readYaml(schema, abs, name, 'en');
  };
  content.site = single('site.yaml', siteSchema);
  content.locales = single('locales.yaml', localesSchema) as Content['locales'];
  content.navigation = single('navigation.yaml', navigationSchema);
  content.colours = single('colours.yaml', coloursSchema);

  const each = async (
    folder: string,
    handle: (abs: string, id: string, locale: Locale, ext: string) => Promise<void> | void,
  ) => {
    const dir = join(contentDir, folder);
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      const abs = join(dir, name);
      const m = /^([a-z0-9-]+)\.([a-z]{2})\.(yaml|mdx)$/.exec(name);
      if (!m || !(LOCALES as readonly string[]).includes(m[2]!)) {
        report(
          rel(abs),
          1,
          1,
          '',
          `file name must be <name>.<locale>.yaml or .mdx, lowercase, with locale one of ${LOCALES.join(', ')}`,
        );
        continue;
      }
      await handle(abs, m[1]!, m[2] as Locale, m[3]!);
    }
  };
  const put = <T>(col: Collection<T>, entry: Entry<T> | undefined) => {
    if (!entry) return;
    if (!col.has(entry.id)) col.set(entry.id, new Map());
    col.get(entry.id)!.set(entry.locale, entry);
  };
  const wrongExt = (abs: string, expected: string) =>
    report(rel(abs), 1, 1, '', `files in this folder are ${expected}`);

  // UI string files are named `<locale>.yaml`.
  for (const locale of LOCALES) {
    const abs = join(contentDir, 'i18n', `${locale}.yaml`);
    if (!existsSync(abs)) {
      report(`content/i18n/${locale}.yaml`, 1, 1, '', `UI strings for "${locale}" are missing; copy en.yaml and translate it`);
      continue;
    }
    put(content.strings, readYaml(uiStringsSchema, abs, 'ui', locale));
  }

  await each('pages', async (abs, id, locale, ext) => {
    if (ext === 'yaml') put(content.pages, readYaml(pageSchema, abs, id, locale));
    else put(content.prose, await readMdx(prosePageSchema, abs, id, locale));
  });
  await each('products', (abs, id, locale, ext) => {
    if (ext !== 'yaml') return wrongExt(abs, '.yaml');
    put(content.products, readYaml(productSchema, abs, id, locale));
  });
  await each('articles', async (abs, id, locale, ext) => {
    if (ext !== 'mdx') return wrongExt(abs, '.mdx');
    put(content.articles, await readMdx(articleSchema, abs, id, locale));
  });
  await each('blocks', (abs, id, locale, ext) => {
    if (ext !== 'yaml') return wrongExt(abs, '.yaml');
    const schema = SHARED_BLOCK_SCHEMAS[id as SharedBlockName];
    if (!schema)
      return report(
        rel(abs),
        1,
        1,
        '',
        `unknown shared block "${id}"; known: ${Object.keys(SHARED_BLOCK_SCHEMAS).join(', ')}`,
      );
    put(content.blocks, readYaml(schema as z.ZodType<SharedBlocks[SharedBlockName]>, abs, id, locale));
  });
  return content;
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
