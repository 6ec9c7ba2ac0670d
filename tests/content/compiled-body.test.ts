// The prerender evaluates each compiled MDX body as a function (src/lib/compiled-body.ts) rather than
// importing it as a module: both must render the same page, and a body only a module can hold is no function.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileMdxFile } from '../../scripts/content/mdx/mdx-compile';
import { mdxBodyFunction } from '../../src/lib/compiled-body';
import { MDX_COMPONENT_NAMES } from '../../src/schemas/mdx-component-names';

const ROOT = join(import.meta.dirname, '../..');
const GENERATED = join(ROOT, 'src/generated');
/** Inside the project, so that a body imported as a module finds react/jsx-runtime. */
const MODULES = join(ROOT, 'node_modules/.cache/compiled-body-test');

/** Every compiled body the content step put in a page's data file, by the page's url. */
function compiledBodies(): [string, string][] {
  const manifest = JSON.parse(readFileSync(join(GENERATED, 'route-manifest.json'), 'utf8')) as {
    url: string;
    dataFile: string;
  }[];
  return manifest.flatMap(({ url, dataFile }) => {
    const { compiledBody } = JSON.parse(readFileSync(join(GENERATED, dataFile), 'utf8')) as { compiledBody?: string };
    return compiledBody ? [[url, compiledBody] as [string, string]] : [];
  });
}

type Body = ComponentType<{ components?: Record<string, unknown> }>;

/** Every component a body may use, as a plain element that shows its props, so two renders can be compared. */
const components = Object.fromEntries(
  MDX_COMPONENT_NAMES.map((name) => [
    name,
    ({ children, ...props }: { children?: ReactNode }) =>
      createElement('div', { 'data-component': name, 'data-props': JSON.stringify(props) }, children),
  ]),
);

const render = (Body: Body) => renderToStaticMarkup(createElement(Body, { components }));

const asFunction = (code: string) => mdxBodyFunction<Body>(code)?.(runtime);

describe('compiled MDX bodies evaluated as functions', () => {
  it('render every body of the site as the imported module does', async () => {
    const bodies = compiledBodies();
    expect(bodies.length).toBeGreaterThan(40);
    mkdirSync(MODULES, { recursive: true });
    try {
      for (const [url, code] of bodies) {
        const evaluated = asFunction(code);
        expect(evaluated, url).toBeDefined();
        const file = join(MODULES, `${url.replace(/\W+/g, '-')}.mjs`);
        writeFileSync(file, code);
        const imported = ((await import(file)) as { default: Body }).default;
        // The module's component calls the rest of its file, so the whole body is compared.
        const html = render(evaluated!);
        expect(html.length, url).toBeGreaterThan(500);
        expect(html, url).toBe(render(imported));
      }
    } finally {
      rmSync(MODULES, { recursive: true, force: true });
    }
  });

  it('is no function for a body with its author’s own import, export or import.meta', async () => {
    const compile = async (mdx: string) =>
      (await compileMdxFile(mdx, join(ROOT, 'content/articles/x.en.mdx'), () => {})).js!;
    const plain = await compile('# Title\n\nSome *text* and a <Callout title="Note">tip</Callout>.\n');
    expect(render(asFunction(plain)!)).toContain('data-component="Callout"');
    expect(asFunction(await compile('export const year = 2026\n\nIn {year}.\n'))).toBeUndefined();
    expect(asFunction(await compile('import data from "./data.json"\n\n{data.title}\n'))).toBeUndefined();
    expect(asFunction(await compile('Served from {import.meta.url}.\n'))).toBeUndefined();
    expect(asFunction('export default 1;\n')).toBeUndefined();
  });
});
