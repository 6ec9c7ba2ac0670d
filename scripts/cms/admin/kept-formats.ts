/**
 * The file formats the editor reads and writes content with. Decap writes every language's file of an entry
 * each time it saves one; a file whose data did not change is written back exactly as it was read, so a saved
 * edit changes only the files an author changed, and keeps their comments and line breaks. A language
 * left empty is written as an empty file: a translation not written yet (scripts/content/load/load.ts).
 */
import { parse, stringify } from 'yaml';
import { splitMdx, withLineFeeds } from '../../content/load/split-mdx';

type Data = Record<string, unknown>;

/** The data in a canonical form: keys sorted, empty values left out, as Decap may drop or add them. */
export function canonical(value: unknown): string {
  const clean = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(clean);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, clean((v as Data)[k])] as const)
          .filter(([, x]) => x !== undefined && x !== null && x !== ''),
      );
    return v;
  };
  return JSON.stringify(clean(value));
}

const isEmpty = (data: Data) => canonical(data) === '{}';

export interface Format {
  fromFile(text: string): Data;
  toFile(data: Data): string;
}

/** Remembers each text read by the data it holds, to write it back unchanged. */
function keeping(read: (text: string) => Data, write: (data: Data) => string): Format {
  const texts = new Map<string, string>();
  return {
    fromFile(text) {
      const data = read(text);
      texts.set(canonical(data), text);
      return data;
    },
    toFile(data) {
      return texts.get(canonical(data)) ?? (isEmpty(data) ? '' : write(data));
    },
  };
}

const yamlText = (data: Data) => stringify(data, { lineWidth: 0 });

export function keptYaml(): Format {
  return keeping((text) => (parse(text) as Data | null) ?? {}, yamlText);
}

/** MDX with YAML front matter; the body is the `body` field, as in Decap's own front-matter format. */
export function keptFrontMatter(): Format {
  return keeping(
    (text) => {
      // The file cut where the content step cuts it; its body as written, line endings and all.
      const split = splitMdx(text);
      if ('error' in split) return text.trim() ? { body: text } : {};
      return { ...((parse(withLineFeeds(split.yaml)) as Data | null) ?? {}), body: text.slice(split.bodyOffset) };
    },
    ({ body, ...data }) => `---\n${yamlText(data)}---\n${typeof body === 'string' ? body : ''}`,
  );
}
