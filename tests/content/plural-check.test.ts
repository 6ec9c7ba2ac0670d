import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { formatProblem } from '../../scripts/content/problems';
import { countedPlaceholders } from '../../scripts/content/plural-checks';
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
      `content/i18n/en.yaml:${line}:21 gallery.photoCount: {count} is a count: write "gallery.photoCount.one" and "gallery.photoCount.other" (each language its own plural forms, as Intl.PluralRules names them) and show it with tn('gallery.photoCount', n), or put the noun before the number ("Number of spaces: {count}")`,
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

describe('which placeholders are counts', () => {
  it('a placeholder before a noun in the plural, whatever its name', () => {
    expect(countedPlaceholders('Up to {max} photos per project.')).toEqual(['max']);
    expect(countedPlaceholders('{car} points more with a car')).toEqual(['car']);
  });

  it('the placeholders named as counts, even before a unit symbol', () => {
    expect(countedPlaceholders('Labour, {hours} h × {rate} per hour')).toEqual(['hours']);
  });

  it('no count before a unit symbol, a word that is no plural noun, or with the noun first', () => {
    expect(countedPlaceholders('Between {min} and {max} m².')).toEqual([]);
    expect(countedPlaceholders('Base contribution {base} plus {power} for the power.')).toEqual([]);
    expect(countedPlaceholders('Number of spaces: {min} to {max}.')).toEqual([]);
  });

  it('reports a new string with a count of another noun at its line', async () => {
    const dir = copyContent('plural-noun-');
    const en = join(dir, 'content/i18n/en.yaml');
    const text = readFileSync(en, 'utf8');
    writeFileSync(en, `${text.trimEnd()}\ngallery.limit: "Up to {max} photos per project."\n`);
    const line = text.trimEnd().split('\n').length + 1;
    expect(await problems(dir)).toContainEqual(
      expect.stringMatching(new RegExp(`^content/i18n/en\\.yaml:${line}:\\d+ gallery\\.limit: \\{max\\} is a count`)),
    );
  });
});
