/**
 * Decap's editor component for one MDX component an article may use: how the toolbar inserts it, how the
 * editor finds it again in the Markdown and shows it. The description comes from scripts/cms/mdx-components.ts.
 */
import type { CmsField } from '../zod-fields';

export interface ComponentDescription {
  id: string;
  label: string;
  fields: CmsField[];
  attributes: string[];
  /** The component wraps text, edited as its `children` field. */
  children: boolean;
}

type Data = Record<string, string | undefined>;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const unescapeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

export function editorComponent({ id, label, fields, attributes, children }: ComponentDescription) {
  const attrs = '((?:\\s+[A-Za-z]+="[^"]*")*)';
  const pattern = children
    ? new RegExp(`^<${id}${attrs}\\s*>\\n?([\\s\\S]*?)\\n?</${id}>$`, 'm')
    : new RegExp(`^<${id}${attrs}\\s*/>$`, 'm');
  const write = (data: Data) =>
    attributes
      .filter((name) => data[name])
      .map((name) => ` ${name}="${escapeAttribute(data[name]!)}"`)
      .join('');
  return {
    id,
    label,
    fields,
    pattern,
    fromBlock(match: RegExpMatchArray): Data {
      const data: Data = {};
      for (const [, name, value] of (match[1] ?? '').matchAll(/([A-Za-z]+)="([^"]*)"/g))
        data[name!] = unescapeAttribute(value!);
      if (children) data.children = match[2] ?? '';
      return data;
    },
    toBlock(data: Data): string {
      return children ? `<${id}${write(data)}>\n${data.children ?? ''}\n</${id}>` : `<${id}${write(data)} />`;
    },
    toPreview(data: Data): string {
      const text = [label, ...attributes.map((name) => data[name]).filter(Boolean)].join(' · ');
      const holder = document.createElement('div');
      holder.textContent = children ? `${text}: ${data.children ?? ''}` : text;
      return holder.outerHTML;
    },
  };
}
