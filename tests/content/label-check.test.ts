import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { labelParamsIn } from '../../scripts/content/checks/count-params';
import { labelChecks } from '../../scripts/content/checks/label-checks';
import { loadContent, type Content } from '../../scripts/content/load/load';
import { formatProblem } from '../../scripts/content/problems';

/** A catalogue per language, each string on its own line, as labelChecks reads them. */
function catalogues(byLocale: Record<string, Record<string, string>>): Content {
  const entries = Object.entries(byLocale).map(([locale, data]) => {
    const keys = Object.keys(data);
    const locate = (path: PropertyKey[]) => ({ line: keys.indexOf(String(path[0])) + 1, column: 1 });
    return [locale, { locale, data, file: `content/i18n/${locale}.yaml`, source: { locate } }] as const;
  });
  return { strings: new Map([['ui', new Map(entries)]]) } as unknown as Content;
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
  const labels = labelParamsIn('src/lib/garage.ts', source);

  it('finds the parameters a call fills with a label as it is, not one it lower-cases', () => {
    expect(labels.map((l) => [l.param, l.at])).toEqual([
      ['side', 'src/lib/garage.ts:7'],
      ['country', 'src/lib/garage.ts:7'],
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

  it('the real catalogues: only the solar estimator’s quote message, which its rewrite fixes', async () => {
    const content = await loadContent(resolve(import.meta.dirname, '../..'));
    const found = labelChecks(content).map(formatProblem);
    expect(found.filter((p) => !p.includes(' solar.quote.message: '))).toEqual([]);
  });
});
