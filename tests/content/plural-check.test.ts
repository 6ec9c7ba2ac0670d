import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { crossChecks } from '../../scripts/content/checks/checks';
import { formatProblem } from '../../scripts/content/problems';
import { codeCountChecks, countedPlaceholders, countsByCode } from '../../scripts/content/checks/plural-checks';
import { numericParams } from '../../scripts/content/checks/count-params';
import { loadContent } from '../../scripts/content/load/load';
import { copyContent, removeTempDirs } from '../helpers/content-copy';
import { rootWithSource } from '../helpers/source-root';

afterEach(removeTempDirs);

async function problems(dir: string) {
  const result = await buildContent(dir, { write: false });
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

describe('missing plural forms', () => {
  it("are reported at the line of the language's other forms of the key, not at the file's first key", async () => {
    const dir = copyContent('plural-missing-');
    const ar = join(dir, 'content/i18n/ar.yaml');
    const text = readFileSync(ar, 'utf8');
    expect(text).toMatch(/^comments\.count\.two: .*\n/m);
    writeFileSync(ar, text.replace(/^comments\.count\.two: .*\n/m, ''));
    const zero = text.split('\n').findIndex((l) => l.startsWith('comments.count.zero:')) + 1;
    expect(zero).toBeGreaterThan(2);
    expect((await problems(dir)).filter((p) => p.includes('missing plural'))).toEqual([
      `content/i18n/ar.yaml:${zero}:1 missing plural form "comments.count.two"; Arabic counts with zero, one, two, few, many, other (Intl.PluralRules)`,
    ]);
  });

  it('leave a language that has all its forms alone', async () => {
    const root = resolve(import.meta.dirname, '../..');
    const found = crossChecks(root, await loadContent(root)).map(formatProblem);
    expect(found.filter((p) => p.includes('missing plural'))).toEqual([]);
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

describe('counts known from the code', () => {
  const source = `
    const params = { consumption: n(input.consumption), region };
    export const surface = (input: Input) =>
      format(strings(\`garage.surface.\${input.mount}\`), { area: n(input.area), spaces: n(input.spaces) });
    export const progress = (i: number, t: T) => t('garage.progress', { current: i + 1, label: name });
    export const total = (hits: Hit[], t: T) => t('garage.found', { found: hits.length });
    export const quote = () => format(strings('garage.quote'), params);
  `;
  const numeric = numericParams(rootWithSource('src/lib/garage.ts', source));

  it('finds the parameters the code fills with a number, at their call, template keys included', () => {
    expect(numeric.map((c) => [c.at, c.params])).toEqual([
      ['src/lib/garage.ts:4', ['area', 'spaces']],
      ['src/lib/garage.ts:5', ['current']],
      ['src/lib/garage.ts:6', ['found']],
      ['src/lib/garage.ts:7', ['consumption']],
    ]);
    expect(numeric[0]!.key.test('garage.surface.carport')).toBe(true);
    expect(numeric[0]!.key.test('garage.surface')).toBe(false);
  });

  it('a number followed by a word is a count in any language; a unit, a joint or the noun first is none', () => {
    expect(countsByCode('garage.surface.carport', '{spaces} parking spaces', numeric)).toEqual([
      { param: 'spaces', at: 'src/lib/garage.ts:4' },
    ]);
    expect(countsByCode('garage.surface.carport', '{spaces} مواقف سيارات', numeric)).toHaveLength(1);
    expect(countsByCode('garage.surface.carport', '{spaces} posti auto', numeric)).toHaveLength(1);
    expect(countsByCode('garage.surface.roof', '{area} m² of roof', numeric)).toEqual([]);
    expect(countsByCode('garage.surface.carport', 'Parking spaces: {spaces}', numeric)).toEqual([]);
    expect(countsByCode('garage.progress', 'Review {current} of {label}', numeric)).toEqual([]);
    expect(countsByCode('garage.quote', 'I use {consumption} kWh a year', numeric)).toEqual([]);
    expect(countsByCode('garage.other', '{spaces} parking spaces', numeric)).toEqual([]);
  });

  it('reports each language of a fixture catalogue at its line, the Arabic dual included, and passes plural forms', async () => {
    const dir = copyContent('plural-code-');
    const lines: Record<string, number> = {};
    const add = (locale: string, extra: string) => {
      const file = join(dir, `content/i18n/${locale}.yaml`);
      const text = readFileSync(file, 'utf8').trimEnd();
      lines[locale] = text.split('\n').length + 1;
      writeFileSync(file, `${text}\n${extra}\n`);
    };
    add('en', 'garage.surface.carport: "{spaces} parking spaces"');
    add('ar', 'garage.surface.carport: "{spaces} مواقف سيارات"');
    add('fr', 'garage.surface.carport: "Places de parc : {spaces}"');
    add('de', 'garage.surface.carport.one: "{spaces} Parkplatz"\ngarage.surface.carport.other: "{spaces} Parkplätze"');
    const content = await loadContent(dir);
    const found = codeCountChecks(content, numeric).map(formatProblem);
    expect(found).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/i18n/en\\.yaml:${lines.en}:\\d+ garage\\.surface\\.carport: \\{spaces\\} is a number \\(filled at src/lib/garage\\.ts:4\\)`,
        ),
      ),
      expect.stringMatching(new RegExp(`^content/i18n/ar\\.yaml:${lines.ar}:\\d+ garage\\.surface\\.carport: `)),
    ]);
  });

  it('sees the solar estimator’s say() and sayCount(), Math calls, names declared as numbers and spread params', () => {
    const solar = numericParams(
      rootWithSource(
        'src/lib/bays.ts',
        `
      export const bays = (w: W, x: number) => say(w, 'demo.bays', { bays: n(x) });
      export const rounded = (x: number) => t('demo.rounded', { bays: Math.round(x) });
      export const typed = (spaces: number) => t('demo.typed', { bays: spaces });
      export const shorthand = (bays: number) => t('demo.short', { bays });
      export const counted = (w: W, x: number) => sayCount(w, 'demo.counted', x, { bays: n(x) });
      const params = { bays: n(3), name: 'x' };
      export const either = (w: W, ok: boolean) => say(w, ok ? 'demo.full' : 'demo.partial', { ...params, note: name });
      export const label = (w: W, name: string) => say(w, 'demo.label', { bays: name });
    `,
      ),
    );
    expect(solar.map((c) => [c.at, c.params])).toEqual([
      ['src/lib/bays.ts:2', ['bays']],
      ['src/lib/bays.ts:3', ['bays']],
      ['src/lib/bays.ts:4', ['bays']],
      ['src/lib/bays.ts:5', ['bays']],
      ['src/lib/bays.ts:6', ['bays']],
      ['src/lib/bays.ts:8', ['bays']],
    ]);
    expect(solar[0]!.key.test('demo.bays')).toBe(true);
    expect(['demo.full', 'demo.partial', 'demo.other'].map((k) => solar[5]!.key.test(k))).toEqual([true, true, false]);
    // "{bays} parking bays" filled through say() is a count in every language.
    for (const message of [
      '{bays} parking bays',
      '{bays} places de parc',
      '{bays} Parkplätze',
      '{bays} posti auto',
      '{bays} plazas de aparcamiento',
      '{bays} مواقف سيارات',
      '{bays} وحدات',
    ])
      expect(countsByCode('demo.bays', message, solar)).toEqual([{ param: 'bays', at: 'src/lib/bays.ts:2' }]);
    // A unit (kWc, an Arabic unit after its preposition), a definite Arabic word on either side, or a word
    // before a unit counts nothing.
    for (const message of [
      '{bays} kWc par m² de toit',
      '{bays} بسنت اليورو لكل كيلوواط ساعة',
      '{bays} بالسنتيم لكل كيلوواط ساعة',
      'استبدال العاكس في السنة {bays} وتراجع الإنتاج',
      'versé sur les {bays} premiers kW seulement',
    ])
      expect(countsByCode('demo.bays', message, solar)).toEqual([]);
  });

  it('sees a number however the code writes it: typed properties, destructured props, methods, state, ?? and ?:', () => {
    const found = numericParams(
      rootWithSource(
        'src/lib/spaces.ts',
        `
      interface Input { spaces: number; name: string }
      export const typed = (input: Input) => t('demo.a', { spaces: input.spaces });
      export const props = ({ spaces }: Input) => t('demo.b', { spaces });
      export const fixed = (x: number) => t('demo.c', { spaces: x.toFixed(0), name: input.name });
      export const intl = (x: number) => t('demo.d', { spaces: new Intl.NumberFormat('fr').format(x) });
      export const either = (a?: number) => t('demo.e', { spaces: a ?? 0, other: ok ? a : 'none' });
      const [count] = useState(0);
      export const state = () => t('demo.f', { spaces: count, written: String(count) });
      export const sum = (xs: number[]) => t('demo.g', { spaces: xs.reduce((s, x) => s + x, 0), seen: seen.size });
      export const words = (s: string) => t('demo.h', { name: s.trim(), label: format(s), date: d.toISOString() });
    `,
      ),
    );
    expect(found.map((c) => [c.at, c.params])).toEqual([
      ['src/lib/spaces.ts:3', ['spaces']],
      ['src/lib/spaces.ts:4', ['spaces']],
      ['src/lib/spaces.ts:5', ['spaces']],
      ['src/lib/spaces.ts:6', ['spaces']],
      ['src/lib/spaces.ts:7', ['spaces']],
      ['src/lib/spaces.ts:9', ['spaces', 'written']],
      ['src/lib/spaces.ts:10', ['spaces', 'seen']],
    ]);
    // A collection's size is a number wherever it is; a property typed as a number in one place and as
    // anything else in another is not known to be one.
    expect(
      numericParams(
        rootWithSource(
          'src/lib/mixed.ts',
          `interface A { size: number } interface B { size: string } t('x', { n: b.size });`,
        ),
      ),
    ).toEqual([expect.objectContaining({ params: ['n'] })]);
    expect(
      numericParams(
        rootWithSource(
          'src/lib/mixed.ts',
          `interface A { spaces: number } interface B { spaces: string } t('x', { n: b.spaces });`,
        ),
      ),
    ).toEqual([]);
  });

  it('reports "{bays} parking bays" filled through say() in each of the six catalogues, at its line', async () => {
    const say = numericParams(
      rootWithSource('src/lib/bays.ts', "export const b = (w: W, x: number) => say(w, 'demo.bays', { bays: n(x) });"),
    );
    const dir = copyContent('plural-say-');
    const messages: Record<string, string> = {
      en: '{bays} parking bays',
      fr: '{bays} places de parc',
      de: '{bays} Parkplätze',
      it: '{bays} posti auto',
      es: '{bays} plazas de aparcamiento',
      ar: '{bays} مواقف سيارات',
    };
    const expected = Object.entries(messages).map(([locale, message]) => {
      const file = join(dir, `content/i18n/${locale}.yaml`);
      const text = readFileSync(file, 'utf8').trimEnd();
      writeFileSync(file, `${text}\ndemo.bays: "${message}"\n`);
      const line = text.split('\n').length + 1;
      return `content/i18n/${locale}.yaml:${line}:12 demo.bays: {bays} is a number (filled at src/lib/bays.ts:1)`;
    });
    const found = codeCountChecks(await loadContent(dir), say).map(formatProblem);
    expect(found.map((p) => p.slice(0, p.indexOf(') ') + 1)).sort()).toEqual(expected.sort());
  });

  it('the real catalogues: every number the code fills is a plural form or comes after its noun', async () => {
    const content = await loadContent(resolve(import.meta.dirname, '../..'));
    const found = codeCountChecks(content).map(formatProblem);
    expect(found).toEqual([]);
  });
});
