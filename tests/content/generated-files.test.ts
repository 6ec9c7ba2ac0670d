// scripts/content/cache/generated-files.ts: a content run rewrites only what changed and removes what it no longer writes.
import { existsSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GeneratedFiles } from '../../scripts/content/cache/generated-files';
import { removeTempDirs, tempDir } from '../helpers/content-copy';

afterEach(removeTempDirs);

describe('generated files', () => {
  it('leaves a file with the same text untouched, rewrites a changed one, removes the rest', () => {
    const dir = tempDir('generated-');
    mkdirSync(join(dir, 'data/fr'), { recursive: true });
    mkdirSync(join(dir, 'data/old'), { recursive: true });
    writeFileSync(join(dir, 'data/fr/a.json'), '{"a":1}');
    writeFileSync(join(dir, 'data/fr/b.json'), '{"b":1}');
    writeFileSync(join(dir, 'data/old/c.json'), '{"c":1}');
    writeFileSync(join(dir, 'stale.txt'), 'x');
    const past = new Date('2020-01-01');
    utimesSync(join(dir, 'data/fr/a.json'), past, past);

    const files = new GeneratedFiles(dir);
    files.write('data/fr/a.json', '{"a":1}');
    files.write('data/fr/b.json', '{"b":2}');
    files.write('data/de/new.json', '{"n":1}');
    files.finish();

    expect(statSync(join(dir, 'data/fr/a.json')).mtime).toEqual(past);
    expect(readFileSync(join(dir, 'data/fr/b.json'), 'utf8')).toBe('{"b":2}');
    expect(readFileSync(join(dir, 'data/de/new.json'), 'utf8')).toBe('{"n":1}');
    expect(existsSync(join(dir, 'stale.txt'))).toBe(false);
    expect(existsSync(join(dir, 'data/old')), 'a folder left empty goes too').toBe(false);
    expect({ written: files.written, unchanged: files.unchanged, removed: files.removed }).toEqual({
      written: 2,
      unchanged: 1,
      removed: 2,
    });
  });

  it('rewrites a file of the same size with other text', () => {
    const dir = tempDir('generated-');
    writeFileSync(join(dir, 'a.json'), '{"a":1}');
    const files = new GeneratedFiles(dir);
    files.write('a.json', '{"a":2}');
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('{"a":2}');
    expect(files.written).toBe(1);
  });
});
