import { describe, expect, it } from 'vitest';
import { MANIFEST_FIELDS, pageFields, ROUTE_FILE_FIELDS, type Page } from '../../src/lib/page';
import type { ProseRoute } from '../../src/lib/route-data';

// Only the fields the projections read: a whole route record is the builders' business.
const route = { kind: 'prose', id: 'mentions-legales', locale: 'fr', path: '/fr/mentions-legales/' } as ProseRoute;
const page: Page<ProseRoute> = {
  sitemap: { path: '/mentions-legales/', translated: ['en', 'fr'] },
  route,
  body: '/content/pages/mentions-legales.fr.mdx',
  id: route.id,
  kind: route.kind,
  path: 'mentions-legales',
  locale: 'fr',
  contactForm: { email: true },
};

describe('a page and what the content step writes of it', () => {
  it('lists a page in the manifest by its fields in a fixed order, without its data', () => {
    expect(JSON.stringify(pageFields(page, MANIFEST_FIELDS))).toBe(
      '{"locale":"fr","path":"mentions-legales","kind":"prose","id":"mentions-legales","body":"/content/pages/mentions-legales.fr.mdx"}',
    );
  });

  it("writes a page's data file with its body and route record, and nothing the builder adds", () => {
    expect(JSON.parse(JSON.stringify(pageFields(page, ROUTE_FILE_FIELDS)))).toEqual({
      body: '/content/pages/mentions-legales.fr.mdx',
      route,
    });
  });

  it("names a block page's layout in the manifest and its data file, never a component", () => {
    const list = {
      ...page,
      kind: 'block-page',
      id: 'conseils',
      path: 'conseils',
      layout: 'article-list',
      body: undefined,
    };
    expect(JSON.stringify(pageFields(list as never, MANIFEST_FIELDS))).toBe(
      '{"locale":"fr","path":"conseils","kind":"block-page","id":"conseils","layout":"article-list"}',
    );
    expect(Object.keys(JSON.parse(JSON.stringify(pageFields(list as never, ROUTE_FILE_FIELDS))))).toEqual([
      'layout',
      'route',
    ]);
  });

  it("names a body's compiled JavaScript in the data file only, for the prerender to read as it is", () => {
    const compiled = { ...page, compiledBody: 'mdx/abc.js' };
    expect(Object.keys(JSON.parse(JSON.stringify(pageFields(compiled, ROUTE_FILE_FIELDS))))).toEqual([
      'body',
      'compiledBody',
      'route',
    ]);
    expect(JSON.stringify(pageFields(compiled, MANIFEST_FIELDS))).not.toContain('mdx/abc.js');
  });

  it('leaves out of the JSON a body the page does not have', () => {
    const withoutBody: Page<ProseRoute> = { ...page, body: undefined };
    expect(JSON.stringify(pageFields(withoutBody, MANIFEST_FIELDS))).toBe(
      '{"locale":"fr","path":"mentions-legales","kind":"prose","id":"mentions-legales"}',
    );
    expect(Object.keys(JSON.parse(JSON.stringify(pageFields(withoutBody, ROUTE_FILE_FIELDS))))).toEqual(['route']);
  });
});
