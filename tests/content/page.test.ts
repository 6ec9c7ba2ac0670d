import { describe, expect, it } from 'vitest';
import { MANIFEST_FIELDS, pageFields, type ManifestEntry, type Page, type RouteFile } from '../../src/lib/route-data';
import { placeOf } from '../../src/paths';
import { readGenerated } from '../helpers/generated';

// What the content step wrote (`npm run content`): the route manifest and one data file per page.
const manifest = readGenerated<ManifestEntry[]>('route-manifest.json');
const dataFileOf = (entry: ManifestEntry) => readGenerated<RouteFile>(entry.dataFile);

describe('a page and what the content step writes of it', () => {
  it('lists every page in the manifest by where it is, never by its data, and gives each its data file', () => {
    expect(manifest.length).toBeGreaterThan(0);
    for (const entry of manifest) {
      // A line says where the page is, as src/paths/ places its locale and path, and what it is: no other field.
      const { locale, path, url, htmlFile, dataFile } = entry;
      expect({ locale, path, url, htmlFile, dataFile }, entry.url).toEqual(placeOf(entry));
      const beyond = Object.keys(entry).filter((field) => !(MANIFEST_FIELDS as readonly string[]).includes(field));
      expect(beyond, `${entry.url}: fields beyond MANIFEST_FIELDS`).toEqual([]);
      // Where the page is and what it is are its manifest line's, never repeated in the route data its builder
      // made (the data file around it holds only the fields pageFields() is given, tested below).
      const { route } = dataFileOf(entry);
      for (const field of MANIFEST_FIELDS)
        expect(Object.keys(route), `${entry.url} route.${field}`).not.toContain(field);
    }
  });

  it('gives every page one url, one HTML file and one data file, each its own', () => {
    for (const field of ['url', 'htmlFile', 'dataFile'] as const)
      expect(new Set(manifest.map((entry) => entry[field])).size, field).toBe(manifest.length);
    for (const entry of manifest)
      expect(entry.url.startsWith(entry.locale === 'en' ? '/' : `/${entry.locale}/`), entry.url).toBe(true);
  });

  it('writes where the prerender and the later steps find a page: its HTML file in dist/, its data file', () => {
    const writtenPlace = (url: string) => {
      const entry = manifest.find((e) => e.url === url);
      return entry && { locale: entry.locale, path: entry.path, htmlFile: entry.htmlFile, dataFile: entry.dataFile };
    };
    expect(writtenPlace('/')).toEqual({
      locale: 'en',
      path: '/',
      htmlFile: 'index.html',
      dataFile: 'data/en/index.json',
    });
    expect(writtenPlace('/fr/contact/')).toEqual({
      locale: 'fr',
      path: '/contact/',
      htmlFile: 'fr/contact/index.html',
      dataFile: 'data/fr/contact.json',
    });
    expect(writtenPlace('/ar/')).toEqual({
      locale: 'ar',
      path: '/',
      htmlFile: 'ar/index.html',
      dataFile: 'data/ar/index.json',
    });
  });

  it('gives a page with an MDX body its HTML tree, in its data file only', () => {
    const withBody = manifest.filter((entry) => entry.bodyFile);
    expect(withBody.length).toBeGreaterThan(0);
    for (const entry of withBody) {
      const tree = dataFileOf(entry).bodyTree;
      expect(tree?.length, entry.path).toBeGreaterThan(0);
      // Only what the prerender renders: no positions, parser data or hast's node types (the compact tree has none).
      expect(JSON.stringify(tree), entry.path).not.toMatch(/"(position|data)":|"type":"(root|element|text|mdx\w+)"/);
    }
    for (const entry of manifest.filter((e) => !e.bodyFile))
      expect(dataFileOf(entry).bodyTree, entry.path).toBeUndefined();
  });

  it('leaves out of the JSON a field the page does not have, and keeps the order asked for', () => {
    const page = { locale: 'fr', path: 'mentions-legales', kind: 'prose', id: 'mentions-legales' } as Page<'prose'>;
    expect(JSON.stringify(pageFields(page, ['id', 'bodyFile', 'locale']))).toBe(
      '{"id":"mentions-legales","locale":"fr"}',
    );
  });
});
