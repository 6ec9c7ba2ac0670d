// Every step that goes over the collections reads them from their one list (scripts/content/collections.ts): a
// collection added by its entry there is typeset and held to its language's style guide, and a collection's folder
// is named in the content check's problems as its entry gives it, with no other list to edit.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { EntryCollection, LocaleFile } from '../../scripts/content/collections';
import { loadContent, type Collection, type Content } from '../../scripts/content/load/load';
import { formatProblem } from '../../scripts/content/problems';
import type { PageEntry } from '../../src/schemas/page';
import { removeTempDirs, tempDir } from '../helpers/content-copy';

const ROOT = resolve(import.meta.dirname, '../..');
const COLLECTIONS = '../../scripts/content/collections';
const NBSP = '\u00a0';

/** Common questions, one file per question and language, written by authors like the articles. */
const faqs: EntryCollection = {
  key: 'faqs',
  folder: 'faqs',
  extension: 'yaml',
  schemaOf: () => z.strictObject({ question: z.string(), answer: z.string() }),
};

/** A file per language shown on every page and written in its language, as the UI strings are. */
const notices: LocaleFile = {
  key: 'notices',
  folder: 'notices',
  schema: z.strictObject({ notice: z.string() }),
  everyPage: true,
  styled: true,
};

/** A file per language the pages never show, in no language's style: typeset and checked as neither. */
const codes: LocaleFile = {
  key: 'codes',
  folder: 'codes',
  schema: z.strictObject({ code: z.string() }),
  everyPage: false,
  styled: false,
};

/** The content steps, loaded again with `faqs`, `notices` and `codes` added to the lists of collections. */
async function withAddedCollections() {
  vi.doMock(COLLECTIONS, async (original) => {
    const real = await original<typeof import('../../scripts/content/collections')>();
    const entryCollections = [...real.ENTRY_COLLECTIONS, faqs];
    return {
      ...real,
      ENTRY_COLLECTIONS: entryCollections,
      ENTRY_FOLDERS: [{ folder: faqs.folder, collections: [faqs] }, ...real.ENTRY_FOLDERS],
      LOCALE_FILES: [...real.LOCALE_FILES, notices, codes],
    };
  });
  vi.resetModules();
  return {
    load: await import('../../scripts/content/load/load'),
    typeset: await import('../../scripts/content/style/typeset-content'),
    style: await import('../../scripts/content/style/style-checks'),
  };
}

/**
 * A project holding the French style guide and one French file of each added collection, each text with an
 * amount the typography holds together and a "!" without the space French writes before it.
 */
function projectWithAddedCollections(): string {
  const root = tempDir('collection-lists-');
  const put = (file: string, text: string) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  mkdirSync(join(root, 'content/style'), { recursive: true });
  copyFileSync(join(ROOT, 'content/style/fr.yaml'), join(root, 'content/style/fr.yaml'));
  put('content/faqs/prix.fr.yaml', 'question: Dès CHF 630 ?\nanswer: Oui!\n');
  put('content/notices/fr.yaml', 'notice: Dès CHF 630, merci!\n');
  put('content/codes/fr.yaml', 'code: CHF 630, merci!\n');
  return root;
}

afterEach(() => {
  vi.doUnmock(COLLECTIONS);
  vi.resetModules();
});
afterAll(removeTempDirs);

describe('a collection added by its one entry', () => {
  it('is typeset, entries and the files per language the pages show, and no other file', async () => {
    const { load, typeset } = await withAddedCollections();
    const content = await load.loadContent(projectWithAddedCollections());
    const typed = typeset.typesetContent(content) as unknown as Record<string, Map<string, Map<string, unknown>>>;
    const data = (key: string, ...at: string[]) =>
      at.reduce<unknown>((map, k) => (map as Map<string, unknown>).get(k), typed[key]) as { data: unknown };
    expect(data('faqs', 'prix', 'fr').data).toEqual({ question: `Dès CHF${NBSP}630\u202f?`, answer: 'Oui!' });
    expect(data('notices', 'fr').data).toEqual({ notice: `Dès CHF${NBSP}630, merci!` });
    expect(data('codes', 'fr').data).toEqual({ code: 'CHF 630, merci!' });
  });

  it("is held to its language's style guide, entries and files per language written in it, and no other file", async () => {
    const { load, style } = await withAddedCollections();
    const content = await load.loadContent(projectWithAddedCollections());
    const problems = style.styleChecks(content).map(formatProblem);
    const about = (file: string) => problems.filter((p) => p.startsWith(`${file}:`));
    expect(about('content/faqs/prix.fr.yaml')).toEqual([
      'content/faqs/prix.fr.yaml:2:11 punctuation.space-before-mark: found "i!", write "i !"',
    ]);
    expect(about('content/notices/fr.yaml')).toEqual([
      'content/notices/fr.yaml:1:26 punctuation.space-before-mark: found "i!", write "i !"',
    ]);
    expect(about('content/codes/fr.yaml')).toEqual([]);
  });
});

describe("a collection's folder in the content check's problems", () => {
  let content: Content;
  beforeAll(async () => {
    content = await loadContent(ROOT);
  }, 60_000);

  /**
   * The content check and the page context, loaded again with the folders of `renamed` renamed in their entries, and
   * the content with the files its loader names from the renamed list.
   */
  async function withFoldersRenamed(renamed: Record<string, string>) {
    vi.resetModules();
    const collections = await import('../../scripts/content/collections');
    for (const collection of collections.ENTRY_COLLECTIONS) {
      const folder = renamed[collection.key];
      if (folder) Object.assign(collection, { folder });
    }
    const { CONTENT_FILES } = await import('../../scripts/content/load/load');
    return {
      checks: await import('../../scripts/content/checks/checks'),
      context: await import('../../scripts/content/page-builders/context'),
      renamedContent: { ...content, files: CONTENT_FILES },
    };
  }

  it('is the folder its entry names, for pages, articles, products and comments', async () => {
    const { checks, renamedContent } = await withFoldersRenamed({
      pages: 'seiten',
      articles: 'ratgeber',
      products: 'produkte',
    });
    const noContactPage: Collection<PageEntry> = new Map(
      [...content.pages].map(([id, byLocale]) => [
        id,
        new Map([...byLocale].map(([l, e]) => [l, { ...e, data: { ...e.data, schemaType: 'WebPage' as const } }])),
      ]),
    );
    const [someArticle, byLocale] = [...content.articles][0]!;
    const oneArticle = new Map([[someArticle, byLocale]]);
    const nav = content.navigation!;
    const unknownProduct = {
      ...nav,
      data: { ...nav.data, dropdown: [{ ...nav.data.dropdown[0]!, products: ['no-such-product'] }] },
    };
    const onNoArticle = {
      slug: 'no-such-article',
      file: 'content/comments/no-such-article.yaml',
      data: { comments: [] },
    };
    const comments = new Map([[onNoArticle.slug, onNoArticle]]);
    const changed = {
      ...renamedContent,
      pages: noContactPage,
      articles: oneArticle,
      navigation: unknownProduct,
      comments,
    };
    const problems = checks.crossChecks(ROOT, changed as unknown as Content).map(formatProblem);
    expect(problems.filter((p) => p.startsWith('content/seiten/:'))).toHaveLength(1);
    expect(problems.filter((p) => p.startsWith('content/ratgeber/:')).length).toBeGreaterThan(0);
    expect(problems.some((p) => p.includes('no product "no-such-product" in content/produkte/;'))).toBe(true);
    expect(problems.some((p) => p.includes('no article "no-such-article" in content/ratgeber/ ('))).toBe(true);
  });

  it("is the shared blocks' folder its entry names, in the page builders' missing block", async () => {
    const { context, renamedContent } = await withFoldersRenamed({ blocks: 'bausteine' });
    const ctx = context.pageContext({ ...renamedContent, blocks: new Map() }, '2027-03-01');
    expect(() => ctx.shared('fr', ['banner'] as never, 'content/pages/home.fr.yaml')).toThrow(
      'content/pages/home.fr.yaml uses the shared block "banner", which has no content/bausteine/banner.fr.yaml nor content/bausteine/banner.en.yaml',
    );
  });
});
