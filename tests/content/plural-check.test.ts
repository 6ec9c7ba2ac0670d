import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { formatProblem } from '../../scripts/content/problems';
import { copyContent, removeTempDirs } from '../helpers/content-copy';

afterEach(removeTempDirs);

async function problems(dir: string) {
  const result = await buildContent(dir, { write: false, cache: false });
  return result.problems.map(formatProblem);
}

describe('counted strings', () => {
  it('asks for plural forms for a new string that shows a count, then for each language its own forms', async () => {
    const dir = copyContent('plural-');
    const en = join(dir, 'content/i18n/en.yaml');
    const text = readFileSync(en, 'utf8');
    writeFileSync(en, `${text.trimEnd()}\ngallery.photoCount: "{count} photos"\n`);
    const line = text.trimEnd().split('\n').length + 1;
    const first = (await problems(dir)).filter((p) => p.includes('gallery.photoCount'));
    expect(first).toContain(
      `content/i18n/en.yaml:${line}:21 gallery.photoCount: {count} is a count: write "gallery.photoCount.one" and "gallery.photoCount.other" (each language its own plural forms, as Intl.PluralRules names them) and show it with tn('gallery.photoCount', n)`,
    );

    writeFileSync(
      en,
      `${text.trimEnd()}\ngallery.photoCount.one: "{count} photo"\ngallery.photoCount.other: "{count} photos"\n`,
    );
    const arabic = (await problems(dir)).filter(
      (p) => p.startsWith('content/i18n/ar.yaml') && p.includes('photoCount'),
    );
    expect(arabic).toEqual([
      expect.stringContaining(
        'missing plural forms "gallery.photoCount.zero", "gallery.photoCount.one", "gallery.photoCount.two", "gallery.photoCount.few", "gallery.photoCount.many", "gallery.photoCount.other"',
      ),
    ]);
  });
});
