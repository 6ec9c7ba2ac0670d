import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  changedParagraphs,
  outdatedMessage,
  sourceHash,
  translatableFields,
  translationStatus,
  withSourceLine,
} from '../../scripts/content/checks/freshness';
import { loadContent } from '../../scripts/content/load/load';
import { DEFAULT_LOCALE, LOCALES } from '../../src/schemas/locales';

/** The locales an English entry is translated into. */
const TRANSLATED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

const ROOT = resolve(import.meta.dirname, '../..');
const read = (f: string) => readFileSync(join(ROOT, f), 'utf8');

describe('translatable fields and their fingerprint', () => {
  it('covers prose and the MDX body, not links, images or the source line', () => {
    const yaml =
      'source: abc\ntitle: A carport\ncta:\n  label: Ask us\n  link: /contact/\nimage:\n  src: /images/x.svg\n  alt: A roof\n';
    expect([...translatableFields(yaml, 'x.en.yaml')]).toEqual([
      ['title', 'A carport'],
      ['cta.label', 'Ask us'],
      ['image.alt', 'A roof'],
    ]);
    const moved = yaml
      .replace('/images/x.svg', '/images/y.svg')
      .replace('/contact/', '/carports/')
      .replace('abc', 'def');
    expect(sourceHash(translatableFields(moved, 'x.en.yaml'))).toBe(sourceHash(translatableFields(yaml, 'x.en.yaml')));
    const mdx = '---\ntitle: T\n---\n\nFirst paragraph.\n\n## Heading\n\nSecond.\n';
    expect([...translatableFields(mdx, 'x.en.mdx')]).toEqual([
      ['title', 'T'],
      ['body ¶1', 'First paragraph.'],
      ['body ¶2', '## Heading'],
      ['body ¶3', 'Second.'],
    ]);
    expect(sourceHash(translatableFields(mdx.replace('Second.', 'Second, changed.'), 'x.en.mdx'))).not.toBe(
      sourceHash(translatableFields(mdx, 'x.en.mdx')),
    );
  });

  it('writes the source line once, at the top of the data, keeping the comment first', () => {
    expect(withSourceLine('# Comment\ntitle: T\n', 'x.de.yaml', '111111111111')).toBe(
      '# Comment\nsource: 111111111111\ntitle: T\n',
    );
    expect(withSourceLine('# C\nsource: 111111111111\ntitle: T\n', 'x.de.yaml', '222222222222')).toBe(
      '# C\nsource: 222222222222\ntitle: T\n',
    );
    expect(withSourceLine('---\ntitle: T\n---\n\nBody\n', 'x.de.mdx', '333333333333')).toBe(
      '---\nsource: 333333333333\ntitle: T\n---\n\nBody\n',
    );
  });

  it('writes the rest of an MDX file back as its author wrote it: byte order mark, fences and line endings', () => {
    const hash = '444444444444';
    for (const eol of ['\n', '\r\n', '\r']) {
      const file = ['\uFEFF--- ', 'title: T', '---', '', 'Body', ''].join(eol);
      expect(withSourceLine(file, 'x.fr.mdx', hash)).toBe(
        ['\uFEFF--- ', `source: ${hash}`, 'title: T', '---', '', 'Body', ''].join(eol),
      );
      const sourced = ['---', 'source: 111111111111', 'title: T', '---', 'Body'].join(eol);
      expect(withSourceLine(sourced, 'x.fr.mdx', hash)).toBe(sourced.replace('111111111111', hash));
    }
    // A line break YAML does not end a line at is no line of its own.
    const quoted = '---\ntitle: "a\u2028source: b"\n---\nBody\n';
    expect(withSourceLine(quoted, 'x.fr.mdx', hash)).toBe(
      `---\nsource: ${hash}\ntitle: "a\u2028source: b"\n---\nBody\n`,
    );
  });

  it('writes a YAML file back as its author wrote it: byte order mark, opening comments and line endings', () => {
    const hash = '555555555555';
    for (const eol of ['\n', '\r\n', '\r']) {
      const file = ['\uFEFF# A comment', '# on two lines', 'title: T', ''].join(eol);
      expect(withSourceLine(file, 'x.fr.yaml', hash)).toBe(
        ['\uFEFF# A comment', '# on two lines', `source: ${hash}`, 'title: T', ''].join(eol),
      );
      const sourced = ['\uFEFFtitle: T', 'source: 111111111111', ''].join(eol);
      expect(withSourceLine(sourced, 'x.fr.yaml', hash)).toBe(sourced.replace('111111111111', hash));
    }
  });
});

describe('the fingerprint of an English file', () => {
  it('does not change with its line endings, so a translation is not outdated by an editor that writes CRLF or CR', () => {
    const file = 'content/articles/choisir-carport.en.mdx';
    const lf = translatableFields(read(file), file);
    expect(lf.size).toBeGreaterThan(10);
    for (const ending of ['\r\n', '\r'])
      expect(sourceHash(translatableFields(read(file).replaceAll('\n', ending), file))).toBe(sourceHash(lf));
  });
});

describe('translation status', () => {
  it('finds every translation of the real content up to date', async () => {
    const rows = translationStatus(await loadContent(ROOT), read, () => []);
    expect(rows.filter((r) => r.state !== 'up to date')).toEqual([]);
    // 41 English entries, each translated into every other locale.
    expect(rows).toHaveLength(41 * TRANSLATED.length);
  });

  it('shows a changed English field as outdated, naming the field when history has the old version', async () => {
    const content = await loadContent(ROOT);
    const file = 'content/products/carports-v.en.yaml';
    const original = read(file);
    const changed = original.replace('Into the central gutter', 'Straight into the central gutter');
    expect(changed).not.toBe(original);
    const reader = (f: string) => (f === file ? changed : read(f));
    const rows = translationStatus(content, reader, (f) => (f === file ? [translatableFields(original, file)] : []));
    const outdated = rows.filter((r) => r.state === 'outdated');
    expect(outdated.map((r) => r.file)).toEqual(TRANSLATED.map((l) => `content/products/carports-v.${l}.yaml`));
    expect(outdated[1]!.changed).toEqual(['faqData[3].answer']);
    expect(outdatedMessage(outdated[1]!)).toBe(
      'translates an older carports-v.en.yaml (changed: faqData[3].answer); update it, then run `npm run content:translated -- content/products/carports-v.de.yaml`',
    );
    // Without the old version (a shallow clone), still outdated, only without the fields.
    const shallow = translationStatus(content, reader, () => []).find(
      (r) => r.file === 'content/products/carports-v.de.yaml',
    )!;
    expect(shallow.state).toBe('outdated');
    expect(outdatedMessage(shallow)).toMatch(/changed fields unknown/);
  });
});

describe('changed paragraphs of a body', () => {
  const old = ['Intro.', 'One.', 'Two.', 'Three.', 'Four.'];

  it('names a paragraph added near the top, not every one after it', () => {
    expect(changedParagraphs(old, ['Intro.', 'New.', 'One.', 'Two.', 'Three.', 'Four.'])).toEqual(['body ¶2']);
  });

  it('names an edited paragraph by its number', () => {
    expect(changedParagraphs(old, ['Intro.', 'One.', 'Two, edited.', 'Three.', 'Four.'])).toEqual(['body ¶3']);
  });

  it('says where paragraphs were removed, the start included', () => {
    expect(changedParagraphs(old, ['Intro.', 'One.', 'Four.'])).toEqual(['body: 2 removed after ¶2']);
    expect(changedParagraphs(old, ['One.', 'Two.', 'Three.', 'Four.'])).toEqual(['body: 1 removed at the start']);
    expect(changedParagraphs(old, old)).toEqual([]);
  });

  it('three paragraphs replaced by one list them as the new one and the rest removed', () => {
    expect(changedParagraphs(old, ['Intro.', 'All in one.', 'Four.'])).toEqual(['body ¶2', 'body: 2 removed after ¶2']);
  });

  it('keeps front matter fields beside the paragraphs', () => {
    const before = new Map([
      ['title', 'A'],
      ['body ¶1', 'x'],
      ['body ¶2', 'y'],
    ]);
    const after = new Map([
      ['title', 'B'],
      ['body ¶1', 'new'],
      ['body ¶2', 'x'],
      ['body ¶3', 'y'],
    ]);
    expect(changedFields(before, after)).toEqual(['title', 'body ¶1']);
  });
});
