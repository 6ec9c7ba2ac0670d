import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { labelParams } from '../../scripts/content/checks/count-params';
import { labelChecks } from '../../scripts/content/checks/label-checks';
import { loadContent, type Content } from '../../scripts/content/load/load';
import { formatProblem } from '../../scripts/content/problems';
import { removeTempDirs } from '../helpers/content-copy';
import { rootWithSource } from '../helpers/source-root';

afterAll(removeTempDirs);

/** A catalogue per language, each string on its own line, as labelChecks reads them. */
function catalogues(byLocale: Record<string, Record<string, string>>): Content {
  const entries = Object.entries(byLocale).map(([locale, data]) => {
    const keys = Object.keys(data);
    const locate = (path: PropertyKey[]) => ({ line: keys.indexOf(String(path[0])) + 1, column: 1 });
    return [locale, { locale, data, file: `content/i18n/${locale}.yaml`, source: { locate } }] as const;
  });
  return { strings: new Map(entries) } as unknown as Content;
}

describe('labels that enter a sentence', () => {
  const source = `
    const params = {
      side: strings(\`garage.side.\${input.side}\`),
      kind: lowerFirst(strings(\`garage.kind.\${input.kind}\`), locale),
      country: strings(\`office.country.\${office.country}\`),
    };
    export const message = () => format(strings('garage.message'), params);
  `;
  const labels = labelParams(rootWithSource('src/lib/garage.ts', source));

  it('finds the parameters a call fills with a label as it is, not one it lower-cases', () => {
    expect(labels.map((l) => [l.param, l.at])).toEqual([
      ['side', 'src/lib/garage.ts:7'],
      ['country', 'src/lib/garage.ts:7'],
    ]);
  });

  it('finds a label passed through a variable or by its shorthand, and not one lower-cased on the way', () => {
    const named = labelParams(
      rootWithSource(
        'src/lib/garage.ts',
        `
      const side = strings(\`garage.side.\${input.side}\`);
      const kind = strings('garage.kind.open').toLowerCase();
      export const a = () => format(strings('garage.message'), { side, kind });
      export const b = () => format(strings('garage.other'), { facing: side });
    `,
      ),
    );
    expect(named.map((l) => [l.param, l.at, l.label.test('garage.side.south')])).toEqual([
      ['side', 'src/lib/garage.ts:4', true],
      ['facing', 'src/lib/garage.ts:5', true],
    ]);
  });

  it('reports a label with a capital after a word, in each language but German; passes one after a colon', () => {
    const content = catalogues({
      en: { 'garage.message': 'A carport facing {side}.', 'garage.side.label': 'Side', 'garage.side.south': 'South' },
      fr: { 'garage.message': 'Un carport orienté {side}.', 'garage.side.label': 'Côté', 'garage.side.south': 'Sud' },
      it: { 'garage.message': 'Orientamento: {side}.', 'garage.side.label': 'Lato', 'garage.side.south': 'Sud' },
      de: { 'garage.message': 'Ein Carport nach {side}.', 'garage.side.label': 'Seite', 'garage.side.south': 'Süden' },
      es: {
        'garage.message': 'Un carport orientado al {side}.',
        'garage.side.label': 'Lado',
        'garage.side.south': 'sur',
      },
    });
    expect(labelChecks(content, labels).map(formatProblem)).toEqual([
      'content/i18n/en.yaml:1:1 garage.message: {side} enters this sentence after a word, filled with a label that starts with a capital (garage.side.south: "South", at src/lib/garage.ts:7): lower-case the label where the call fills it, or put it after a colon',
      expect.stringMatching(/^content\/i18n\/fr\.yaml:1:1 garage\.message: \{side\} enters this sentence/),
    ]);
  });

  it('finds a label the solar estimator fills with say(), not a message say() fills with parameters', () => {
    const solar = labelParams(
      rootWithSource(
        'src/lib/garage-solar.ts',
        `
      export const message = (w: W, input: Input) =>
        say(w, 'garage.message', {
          side: say(w, \`garage.side.\${input.side}\`),
          area: say(w, 'garage.unit', { value: n(input.area) }),
        });
    `,
      ),
    );
    expect(solar.map((l) => [l.param, l.at])).toEqual([['side', 'src/lib/garage-solar.ts:3']]);
    const content = catalogues({
      en: { 'garage.message': 'A carport facing {side}.', 'garage.side.south': 'South' },
      fr: { 'garage.message': 'Un carport orienté {side}.', 'garage.side.south': 'Sud' },
    });
    expect(labelChecks(content, solar).map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/i18n\/en\.yaml:1:1 garage\.message: \{side\} enters this sentence .*garage-solar\.ts:3/,
      ),
      expect.stringMatching(/^content\/i18n\/fr\.yaml:1:1 garage\.message: \{side\} enters this sentence/),
    ]);
  });

  it('reports a label after an elided article or in parentheses mid-sentence; passes one in quotation marks', () => {
    const content = catalogues({
      en: { 'garage.message': 'A carport (facing {side}).', 'garage.side.south': 'south' },
      fr: { 'garage.message': 'Toit orienté plein sud (côté {side}), à l’{side} du mur.', 'garage.side.south': 'Est' },
      it: { 'garage.message': 'Tetto del carport ({side}).', 'garage.side.south': 'Sud' },
      es: { 'garage.message': 'La opción «{side}» del formulario.', 'garage.side.south': 'Sur' },
    });
    expect(labelChecks(content, labels).map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/i18n\/fr\.yaml:1:1 garage\.message: \{side\} enters this sentence/),
      expect.stringMatching(/^content\/i18n\/it\.yaml:1:1 garage\.message: \{side\} enters this sentence/),
    ]);
  });

  it('leaves a region’s name alone: a proper name keeps its capital in every sentence', () => {
    const regions = labelParams(
      rootWithSource('src/lib/r.ts', "say(w, 'garage.basis', { region: say(w, `solar.region.${r}`) });"),
    );
    const content = catalogues({ en: { 'garage.basis': 'Sun in {region}.', 'solar.region.GE': 'Geneva' } });
    expect(regions).toHaveLength(1);
    expect(labelChecks(content, regions)).toEqual([]);
  });

  it('the real catalogues: no label keeps its capital mid-sentence, the solar estimator’s included', async () => {
    const content = await loadContent(resolve(import.meta.dirname, '../..'));
    expect(labelChecks(content).map(formatProblem)).toEqual([]);
  });
});
