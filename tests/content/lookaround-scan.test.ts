import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { scanOf, withoutLookarounds } from '../../scripts/content/style/lookaround-scan';
import { compileGuide, maskNonProse } from '../../scripts/content/style/style-rules';
import { styleGuideSchema } from '../../src/schemas/style-guide';

const content = resolve(import.meta.dirname, '../../content');

/** Every match of a global expression, as repeated `exec` gives them: [index, text, groups]. */
function byExec(regex: RegExp, text: string) {
  const out: [number, string, (string | undefined)[]][] = [];
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m; m = regex.exec(text)) {
    out.push([m.index, m[0], [...m]]);
    if (m[0] === '') regex.lastIndex++;
  }
  return out;
}

function byScan(regex: RegExp, text: string) {
  const scan = scanOf(regex);
  const out: [number, string, (string | undefined)[]][] = [];
  for (let m = scan(text, 0); m; m = scan(text, m.index + m[0].length + (m[0] === '' ? 1 : 0)))
    out.push([m.index, m[0], [...m]]);
  return out;
}

describe('withoutLookarounds', () => {
  it('drops each lookaround, nested or not, and keeps classes, escapes and named groups', () => {
    expect(withoutLookarounds('(?<!a(?=b)c)x(?<n>y)(?!\\)[)(?=])z')).toBe('(?:)x(?<n>y)(?:)z');
    expect(withoutLookarounds('[(?=a]\\(?=b')).toBeUndefined();
    expect(withoutLookarounds('(?<=a)\\1b')).toBeUndefined();
  });
});

describe('scanOf', () => {
  it('finds what exec finds, where a lookbehind reads back over the sentence', () => {
    const regex = /(?<!France[^.!?]*)(?<![\p{L}])declaración(?![\p{L}])/gu;
    const text = 'En France, una declaración. Una declaración en Suiza; otra declaraciónes. declaración';
    expect(byScan(regex, text)).toEqual(byExec(regex, text));
    expect(byScan(regex, text).map(([i]) => i)).toEqual([32, 74]);
  });

  it('finds a match that starts inside a looser match, and steps over astral characters', () => {
    const regex = /(?:(?<=x)|(?=b))ab?|(?<=😀)a/gu;
    const text = 'xab 😀a ab xa';
    expect(byScan(regex, text)).toEqual(byExec(regex, text));
  });

  it('finds what exec finds for every rule of every style guide, over the texts of its language', () => {
    const articles = resolve(content, 'articles');
    for (const file of readdirSync(resolve(content, 'style'))) {
      const locale = file.replace('.yaml', '');
      const guide = styleGuideSchema.parse(parse(readFileSync(resolve(content, 'style', file), 'utf8')));
      const texts = readdirSync(articles)
        .filter((name) => name.endsWith(`.${locale}.mdx`))
        .map((name) => maskNonProse(readFileSync(resolve(articles, name), 'utf8')));
      const rules = compileGuide(guide).filter((rule) => withoutLookarounds(rule.regex.source) !== undefined);
      for (const { regex } of rules) for (const text of texts) expect(byScan(regex, text)).toEqual(byExec(regex, text));
    }
  });
});
