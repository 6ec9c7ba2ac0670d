// Content YAML is read by js-yaml for speed and by the `yaml` package for positions and errors
// (scripts/content/load/yaml-source.ts): both must give the same data, and every problem must still be
// reported where the `yaml` package finds it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../helpers/seeded-random';
import { parseDocument } from 'yaml';
import { parseYamlSource, yamlData } from '../../scripts/content/load/yaml-source';

const CONTENT = resolve(import.meta.dirname, '../../content');

/** Every YAML text of the site: the YAML files and the MDX files' frontmatter. */
const texts = readdirSync(CONTENT, { recursive: true, encoding: 'utf8' })
  .sort()
  .flatMap((name) => {
    if (name.endsWith('.yaml')) return [readFileSync(join(CONTENT, name), 'utf8')];
    if (!name.endsWith('.mdx')) return [];
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(CONTENT, name), 'utf8'));
    return front ? [front[1]!] : [];
  });

/** What the `yaml` package reads, as the content step read every file before js-yaml. */
function reference(text: string): { data: unknown; errors: string[] } {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  return { data: doc.errors.length ? undefined : doc.toJS(), errors: doc.errors.map((e) => e.message) };
}

/** Slips an author makes: a character lost, one of YAML's own characters typed in, a line broken or indented. */
const SLIPS = [
  ':',
  ': ',
  '- ',
  '\t',
  '"',
  "'",
  '\n',
  '\n  ',
  '\n- ',
  '  ',
  '#',
  '{',
  '}',
  '[',
  ']',
  ',',
  '&a ',
  '*a',
  '|',
  '>',
  '? ',
  '!x ',
  '---\n',
  '<<: ',
];

function broken(text: string, next: (below: number) => number): string {
  let out = text;
  for (let k = 0; k <= next(2); k++) {
    const at = next(out.length);
    const slip = SLIPS[next(SLIPS.length)]!;
    const op = next(3);
    out =
      op === 0
        ? out.slice(0, at) + out.slice(at + 1 + next(3))
        : out.slice(0, at) + slip + out.slice(op === 1 ? at : at + 1);
  }
  return out;
}

describe('content YAML', () => {
  it('reads every content file of the site with js-yaml, to the data the yaml package gives', () => {
    expect(texts.length).toBeGreaterThan(250);
    const differ = texts.filter((text) => {
      const fast = yamlData(text);
      return !fast || !isDeepStrictEqual(fast.data, reference(text).data);
    });
    expect(differ).toEqual([]);
  });

  it('never gives data for a broken text the yaml package rejects, nor other data than it reads', () => {
    const next = seededRandom(13);
    const mismatches: string[] = [];
    let rejected = 0;
    for (let i = 0; i < 3000; i++) {
      const text = broken(texts[next(texts.length)]!, next);
      const fast = yamlData(text);
      const ref = reference(text);
      if (ref.errors.length) rejected++;
      if (fast && (ref.errors.length || !isDeepStrictEqual(fast.data, ref.data))) mismatches.push(text);
    }
    // The variants are broken often enough to test the errors, and not so often that they test nothing else.
    expect(rejected).toBeGreaterThan(300);
    expect(rejected).toBeLessThan(2700);
    expect(mismatches).toEqual([]);
  });

  it('leaves an empty key to the yaml package, which names it as it always did', () => {
    expect(yamlData('title: Pergola\n: Bioclimatique\n')).toBeUndefined();
    expect(parseYamlSource('title: Pergola\n: Bioclimatique\n').data).toEqual({
      title: 'Pergola',
      '': 'Bioclimatique',
    });
  });

  it('reports a syntax error where the yaml package finds it, below the frontmatter line', () => {
    const { data, syntaxErrors } = parseYamlSource('title: Pergola\nlead: Note: the roof opens\n', 1);
    expect(data).toBeUndefined();
    expect(syntaxErrors).toEqual([
      expect.objectContaining({ line: 3, message: expect.stringMatching(/^Nested mappings/) }),
    ]);
    expect(parseYamlSource('title: A\ntitle: B\n').syntaxErrors).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringMatching(/unique/) }),
    ]);
  });

  it('locates a field of data js-yaml read', () => {
    const text = 'hero:\n  title: Carports\nseo:\n  title: Carports sur mesure\n  description: Abris\n';
    const source = parseYamlSource(text, 3);
    expect(source.data).toEqual(yamlData(text)!.data);
    expect(source.locate(['seo', 'title'])).toEqual({ line: 7, column: 10 });
    // A missing field: where its parent's fields start.
    expect(source.locate(['seo', 'missing'])).toEqual({ line: 7, column: 3 });
  });
});
