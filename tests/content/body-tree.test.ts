// The content step compiles each MDX body to its HTML tree and the prerender renders the tree
// (scripts/content/mdx/mdx-tree.ts, src/components/mdx/body-from-tree.ts): every body must give the HTML
// that MDX's own full compile to JavaScript gives, its site links the urls of their pages in the page's locale
// (scripts/content/page-builders/link-urls.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import { createElement, type ComponentType, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import remarkFrontmatter from 'remark-frontmatter';
import { compileMdxBodyTree, MDX_REMARK_PLUGINS } from '../../scripts/content/mdx/mdx-compile';
import { bodyFromTree } from '../../src/components/mdx/body-from-tree';
import type { BodyTree, ManifestEntry, RouteFile } from '../../src/lib/route-data';
import { MDX_COMPONENT_NAMES } from '../../src/schemas/mdx-component-names';
import { readGenerated } from '../helpers/generated';
import { linkUrl } from '../../scripts/content/page-builders/link-urls';
import { places } from '../../scripts/content/page-builders/places';
import { pathOfLink } from '../../src/paths';
import type { Locale } from '../../src/schemas/locales';

const ROOT = join(import.meta.dirname, '../..');

/** Every page with a body, with the tree the content step put in its data file. */
function pagesWithBodies(): { locale: Locale; url: string; bodyFile: string; tree: BodyTree }[] {
  const manifest = readGenerated<ManifestEntry[]>('route-manifest.json');
  return manifest.flatMap(({ locale, url, bodyFile, dataFile }) => {
    if (!bodyFile) return [];
    const { bodyTree } = readGenerated<RouteFile>(dataFile);
    return [{ locale, url, bodyFile, tree: bodyTree! }];
  });
}

type Body = ComponentType<{ components?: Record<string, unknown> }>;

/** Every component a body may use, and the Markdown elements the site replaces, as plain elements that show their props. */
const components = Object.fromEntries(
  [...MDX_COMPONENT_NAMES, 'a', 'table'].map((name) => [
    name,
    ({ children, ...props }: { children?: ReactNode }) =>
      createElement('div', { 'data-component': name, 'data-props': JSON.stringify(props) }, children),
  ]),
);

const render = (Body: Body, shown = components) => renderToStaticMarkup(createElement(Body, { components: shown }));

const placeAt = places('https://www.example.ch');
/** The components, the Markdown link given the url of its page in `locale`, as the content step gives it. */
const withLinksIn = (locale: Locale) => ({
  ...components,
  a: ({ href = '', ...props }: { href?: string; children?: ReactNode }) =>
    components.a!({ ...props, href: linkUrl(placeAt, pathOfLink(href), locale) } as never),
});

/**
 * The HTML of MDX's full compile of a file (its frontmatter too), with the build's remark plugins; on the page in
 * `locale` when one is given, its links as written otherwise.
 */
async function compiledByMdx(path: string, source: string, locale?: Locale): Promise<string> {
  const remarkPlugins = [remarkFrontmatter, ...MDX_REMARK_PLUGINS];
  const options = { ...runtime, remarkPlugins, development: false } as const;
  const { default: Content } = await evaluate(new VFile({ path, value: source }), options as never);
  return render(Content as Body, locale ? withLinksIn(locale) : components);
}

describe('MDX bodies rendered from their HTML tree', () => {
  it('give every body of the site the HTML of MDX’s own compile', { timeout: 120_000 }, async () => {
    const pages = pagesWithBodies();
    expect(pages.length).toBeGreaterThan(40);
    for (const { locale, url, bodyFile, tree } of pages) {
      const file = join(ROOT, bodyFile);
      const html = render(bodyFromTree(tree) as Body);
      expect(html.length, url).toBeGreaterThan(500);
      expect(html, url).toBe(await compiledByMdx(file, readFileSync(file, 'utf8'), locale));
    }
  });

  it.each([
    [
      'components alone in their paragraph',
      'Text.\n\n<Estimator type="bioclimatic" />\n\n<Amount chf="1" /> <Amount chf="2" />\n\n<Callout title="T">A *tip*.</Callout>\n\n<Callout>One</Callout> {/* c */}\n\nMore <Amount chf="1200" /> text.\n',
    ],
    [
      'comments, alone and in a sentence',
      'Before.\n\n{/* a note */}\n\nA {/* inline */} sentence.\n\n<Callout>{/* only */}</Callout>\n',
    ],
    [
      'Markdown inside a component, and an attribute without a value (which the check refuses)',
      '<Callout title="Note">\n  A *list*:\n\n  - one\n  - [two](/fr/contact/)\n</Callout>\n\n<Figure src="/a.svg" alt="A" caption="B" wide />\n',
    ],
    ['a table with alignment', '| a | b |\n| :- | -: |\n| 1 | 2 |\n'],
    [
      'white space MDX leaves out',
      '&#12; <Amount chf="0" />\n\n<Amount chf="1" />\u000b<Amount chf="2" />\n\nText.\n\n<Amount chf="3" /> &#12;\n',
    ],
    ['a comment first and last', '{/* first */} &#12;\n\nText.\n\n<Amount chf="3" /> {/* last */} &#12;\n'],
    ['footnotes, strikes, breaks and entities', 'A claim[^1] ~~old~~ and &amp; a\\\nbreak.\n\n[^1]: The source.\n'],
  ])('give %s the HTML of MDX’s own compile', async (_, mdx) => {
    const path = join(ROOT, 'content/articles/x.fr.mdx');
    const { tree, error } = await compileMdxBodyTree(mdx, path, () => {});
    expect(error).toBeUndefined();
    expect(render(bodyFromTree(tree!) as Body)).toBe(await compiledByMdx(path, mdx));
  });

  it('make no tree of a body that would run code, and name its line', async () => {
    const path = join(ROOT, 'content/articles/x.en.mdx');
    for (const mdx of ['Text.\n\nIn {2026 + 1}.\n', 'export const a = 1\n', 'A <Callout title={x}>b</Callout>\n']) {
      const { tree, error } = await compileMdxBodyTree(mdx, path, () => {});
      expect(tree, mdx).toBeUndefined();
      expect(error, mdx).toMatchObject({ line: mdx.split('\n').findIndex((l) => /[{]|export/.test(l)) + 1 });
    }
  });

  it('refuse to render a name that is no component', () => {
    const tree: BodyTree = [
      ['p', {}, 'Text.'],
      ['Nope', {}],
    ];
    expect(() => render(bodyFromTree(tree) as Body)).toThrow(/<Nope>, which is no component/);
  });
});
