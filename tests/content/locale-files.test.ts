// The files written once per language (UI strings, glossaries, style guides) are one kind of collection of
// scripts/content/collections.ts: a new one, added by its entry there, is read by the loader, offered in the
// editor and reported on pull requests, with no other list to edit.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { LocaleFile } from '../../scripts/content/collections';
import { removeTempDirs, tempDir } from '../helpers/content-copy';

const COLLECTIONS = '../../scripts/content/collections';

/** A file per language of answers to common questions, offered in the editor and shown on every page. */
const answers: LocaleFile = {
  key: 'answers',
  folder: 'answers',
  schema: z.strictObject({ question: z.string(), answer: z.string() }),
  missing: (locale) => `the answers in "${locale}" are missing; copy content/answers/en.yaml`,
  everyPage: true,
  styled: true,
  editor: { name: 'answers', label: 'Answers', description: 'Common questions, one file per language.' },
};

/** The modules, loaded again with `answers` added to the list of files per language. */
async function withAnswers() {
  vi.doMock(COLLECTIONS, async (original) => {
    const real = await original<typeof import('../../scripts/content/collections')>();
    return { ...real, LOCALE_FILES: [...real.LOCALE_FILES, answers] };
  });
  vi.resetModules();
  return {
    load: await import('../../scripts/content/load/load'),
    cms: await import('../../scripts/cms/collections'),
    report: await import('../../scripts/authoring/pull-request-comment'),
  };
}

afterEach(() => {
  vi.doUnmock(COLLECTIONS);
  vi.resetModules();
});
afterAll(removeTempDirs);

describe('a file per language added by its one entry', () => {
  it('is read in each language that has it, and its missing languages are reported', async () => {
    const { load } = await withAnswers();
    const root = tempDir('locale-files-');
    mkdirSync(join(root, 'content/answers'), { recursive: true });
    writeFileSync(join(root, 'content/answers/en.yaml'), 'question: Why?\nanswer: Because.\n');
    writeFileSync(join(root, 'content/answers/fr.yaml'), 'question: Pourquoi ?\nanswer: 3\nextra: no\n');
    const content = (await load.loadContent(root)) as unknown as Record<string, unknown> & {
      problems: { file: string; field: string; message: string }[];
    };
    const read = content.answers as Map<string, { data: unknown; file: string }>;
    expect([...read.keys()]).toEqual(['en']);
    expect(read.get('en')).toMatchObject({ data: { question: 'Why?', answer: 'Because.' } });
    const about = (file: string) => content.problems.filter((p) => p.file === file).map((p) => p.message);
    expect(about('content/answers/fr.yaml').length).toBeGreaterThan(0);
    expect(about('content/answers/de.yaml')).toEqual(['the answers in "de" are missing; copy content/answers/en.yaml']);
  });

  it('is offered in the editor, one file per language', async () => {
    const { cms } = await withAnswers();
    const locales = { en: { name: 'English' }, fr: { name: 'Français' } };
    const offered = cms.editorCollections(locales).find((c) => c.name === 'answers');
    expect(offered).toMatchObject({ type: 'files', label: 'Answers' });
    expect(offered?.type === 'files' && offered.files.map((f) => f.file)).toEqual([
      'content/answers/en.yaml',
      'content/answers/fr.yaml',
    ]);
  });

  it('is reported on a pull request as touching every page of its language, as the UI strings are', async () => {
    const { report } = await withAnswers();
    expect(report.pagesOfFile('content/answers/de.yaml').map((p) => p.url)).toEqual(['/de/']);
    expect(report.pagesOfFile('content/i18n/fr.yaml').map((p) => p.url)).toEqual(['/fr/']);
    // A glossary's names show on no page by themselves: the content check holds the pages to them.
    expect(report.pagesOfFile('content/glossary/fr.yaml')).toEqual([]);
  });
});

describe("the editor's shared blocks", () => {
  it('lists each block the collection knows, in each language', async () => {
    vi.doMock(COLLECTIONS, async (original) => {
      const real = await original<typeof import('../../scripts/content/collections')>();
      const collections = real.ENTRY_COLLECTIONS.map((c) => (c.key === 'blocks' ? { ...c, known: ['banner'] } : c));
      return { ...real, ENTRY_COLLECTIONS: collections };
    });
    vi.resetModules();
    const cms = await import('../../scripts/cms/collections');
    const blocks = cms.editorCollections({ en: { name: 'English' } }).find((c) => c.name === 'blocks');
    expect(blocks?.type === 'files' && blocks.files.map((f) => [f.file, f.label])).toEqual([
      ['content/blocks/banner.en.yaml', 'Banner (English)'],
    ]);
  });
});
