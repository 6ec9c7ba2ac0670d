import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Content, Entry } from '../../scripts/content/load/load';
import type { BodyTree } from '../../src/lib/route-data';

afterEach(() => {
  vi.doUnmock('../../src/paths/pages.ts');
  vi.resetModules();
});

/** `resolveContentLinks` as it is once the article section is at `/ratgeber/`. */
async function withSectionRenamed() {
  vi.doMock('../../src/paths/pages.ts', async (original) => {
    const real = await original<typeof import('../../src/paths/pages')>();
    return { ...real, PAGE_PATHS: { ...real.PAGE_PATHS, conseils: '/ratgeber/' } };
  });
  vi.resetModules();
  return load();
}

/**
 * The function, and entries read as the loader reads them (their references found by the schema), of one module graph:
 * the registry that marks links is its own.
 */
async function load() {
  const { resolveContentLinks } = await import('../../scripts/content/load/content-links');
  const { referenceFieldsOf } = await import('../../scripts/content/load/references');
  const { link } = await import('../../src/schemas/common');
  const schema = schemaWith(link);
  const entry = (data: Data) =>
    ({
      id: 'home',
      locale: 'en',
      file: 'content/pages/home.en.yaml',
      data,
      references: referenceFieldsOf(schema, data),
    }) as unknown as Entry<Data>;
  return { resolve: resolveContentLinks, entry };
}

const schemaWith = (link: z.ZodType<string>) =>
  z.strictObject({ title: z.string(), cta: link, more: z.array(z.strictObject({ to: link })) });
type Data = { title: string; cta: string; more: { to: string }[] };
const contentOf = (page: Entry<Data>) =>
  ({
    pages: new Map([['home', new Map([['en', page]])]]),
    articles: new Map(),
    products: new Map(),
    prose: new Map(),
    blocks: new Map(),
  }) as unknown as Content;
const pageOf = (content: Content) => content.pages.get('home')!.get('en')! as unknown as Entry<Data>;

describe('links of YAML entries and MDX bodies, as the content step passes them on', () => {
  it('name the section where it now is, in any field the schema marks as a link', async () => {
    const { resolve, entry } = await withSectionRenamed();
    const written = {
      title: '/conseils/',
      cta: '/conseils/',
      more: [{ to: '/conseils/budget-pergola-suisse/' }, { to: '/contact/' }],
    };
    const loaded = entry(written);
    const resolved = pageOf(resolve(contentOf(loaded))).data;
    expect(resolved).toEqual({
      title: '/conseils/',
      cta: '/ratgeber/',
      more: [{ to: '/ratgeber/budget-pergola-suisse/' }, { to: '/contact/' }],
    });
    expect(written.cta, 'the entry as loaded is left as it was written').toBe('/conseils/');
    expect(
      pageOf(resolve(contentOf(loaded))).references,
      'the fields the checks read the links at are where they were',
    ).toEqual(loaded.references);
  });

  it('name the section where it now is in an MDX body, in every Markdown link and only there', async () => {
    const { resolve, entry } = await withSectionRenamed();
    const body = (articles: string): BodyTree => [
      [
        'p',
        {},
        'See ',
        ['a', { href: `${articles}budget-pergola-suisse/#costs` }, 'the budget'],
        ' or ',
        ['a', { href: 'https://www.pronovo.ch/' }, 'Pronovo'],
        '.',
      ],
      ['Callout', { title: '/conseils/' }, ['p', {}, ['a', { href: articles }, 'every article'], ' /conseils/']],
    ];
    const written = { ...entry({ title: 'Budget', cta: '/contact/', more: [] }), bodyTree: body('/conseils/') };
    const resolved = pageOf(resolve(contentOf(written)));
    expect(resolved.bodyTree).toEqual(body('/ratgeber/'));
    expect(resolved.data, 'the data, whose links name no moved page').toBe(written.data);
    expect(written.bodyTree, 'the body as compiled is left as it was written').toEqual(body('/conseils/'));
  });

  it('are the entry itself when no link names a moved page', async () => {
    const { resolve, entry } = await load();
    const page = {
      ...entry({ title: 'Home', cta: '/conseils/', more: [{ to: '/contact/' }] }),
      bodyTree: [['p', {}, ['a', { href: '/conseils/' }, 'articles']]] satisfies BodyTree,
    };
    expect(pageOf(resolve(contentOf(page)))).toBe(page);
  });
});
