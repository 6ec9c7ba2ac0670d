// What the code leads visitors to, held to the content by the content check: the contact page every quote goes to
// shows a form, the article list is where the articles are, every redirect leads to a page the build makes, and
// links lead to the pages each collection builds.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { crossChecks } from '../../scripts/content/checks/checks';
import { loadContent, type Collection, type Content, type Entry } from '../../scripts/content/load/load';
import { formatProblem } from '../../scripts/content/problems';
import { referenceFieldsOf } from '../../scripts/content/load/references';
import { collectionOf } from '../../scripts/content/collections';
import { specialPages } from '../../scripts/content/page-builders/special-pages';
import type { PageEntry } from '../../src/schemas/page';
import { contentWithLayouts } from '../helpers/page-layouts';

const ROOT = resolve(import.meta.dirname, '../..');
let content: Content;
beforeAll(async () => {
  content = await loadContent(ROOT);
}, 60_000);

/** The problems the content check finds in `changed`, as an author reads them, in `file` alone. */
const problemsIn = (changed: Content, file: string) =>
  crossChecks(ROOT, changed)
    .filter((p) => p.file === file)
    .map(formatProblem);

/** The content with the page `id`'s file in `locale` changed by `change`, its references found again as the loader finds them. */
function withPage(id: string, locale: string, change: (data: PageEntry) => PageEntry, from = content): Content {
  const pages: Collection<PageEntry> = new Map(
    [...from.pages].map(([pageId, byLocale]) => [
      pageId,
      new Map(
        [...byLocale].map(([l, entry]) =>
          pageId === id && l === locale ? [l, changed(entry, change(entry.data))] : [l, entry],
        ),
      ),
    ]),
  );
  return { ...from, pages };
}

const changed = (entry: Entry<PageEntry>, data: PageEntry): Entry<PageEntry> => ({
  ...entry,
  data,
  references: referenceFieldsOf(collectionOf('pages').schemaOf(entry.id)!, data),
});

const ofSchemaType =
  (schemaType: PageEntry['schemaType']) =>
  (data: PageEntry): PageEntry => ({ ...data, schemaType });

describe('the content check', () => {
  it('finds nothing to name in the real content', () => {
    expect(crossChecks(ROOT, content).map(formatProblem)).toEqual([]);
  });

  it('names a language whose contact page, where every quote leads, shows no contact form', () => {
    const noForm = withPage('contact', 'de', (data) => ({
      ...data,
      blocks: data.blocks.filter((b) => b.type !== 'contactForm'),
    }));
    const problems = problemsIn(noForm, 'content/pages/contact.de.yaml');
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/pages\/contact\.de\.yaml:\d+:\d+ blocks: the contact page \(\/contact\/\) is where every quote button and the estimators send visitors, but it shows no contact form in German: add a block `- type: contactForm` to its blocks$/,
      ),
    ]);
    expect(problemsIn(noForm, 'content/pages/contact.fr.yaml')).toEqual([]);
  });

  it('finds the contact page by its schema.org type and the home page by its path, whatever their ids', () => {
    expect(specialPages(content)).toMatchObject({
      home: { id: 'home', path: '/' },
      contact: { id: 'contact', path: '/contact/' },
    });
    const moved = withPage(
      'realisations',
      'en',
      ofSchemaType('ContactPage'),
      withPage('contact', 'en', ofSchemaType('WebPage')),
    );
    expect(specialPages(moved).contact).toEqual({ id: 'realisations', path: '/realisations/' });
  });

  it('names every page of the contact page schema.org type when more than one has it', () => {
    const two = withPage('realisations', 'en', ofSchemaType('ContactPage'));
    const problem = expect.stringContaining(
      'schemaType: the pages realisations, contact are of the schema type ContactPage, the page every quote button and the estimators lead to',
    );
    expect(problemsIn(two, 'content/pages/realisations.en.yaml')).toEqual([problem]);
    expect(problemsIn(two, 'content/pages/contact.en.yaml')).toEqual([problem]);
    expect(() => specialPages(two)).toThrow(/give `schemaType: ContactPage` to exactly one page/);
  });

  it('refuses the article list on a page other than the section the articles are under', () => {
    const apart = contentWithLayouts(content, { conseils: 'blocks', realisations: 'article-list' });
    expect(problemsIn(apart, 'content/pages/realisations.en.yaml')).toEqual([
      expect.stringMatching(
        /^content\/pages\/realisations\.en\.yaml:\d+:\d+ layout: the articles are under \/conseils\/ \(ARTICLE_SECTION in src\/paths\/place\.ts\), so their list is the conseils page: move `layout: article-list` from content\/pages\/realisations\.\*\.yaml to content\/pages\/conseils\.\*\.yaml/,
      ),
    ]);
  });

  it('names an old path that leads to a product no longer there, at its line of the old paths', () => {
    const renamed = new Map(
      [...content.products].map(([key, byLocale]) => [
        key === 'stores-coffre-de-pergolas' ? 'stores-coffre-pergola' : key,
        byLocale,
      ]),
    );
    const source = readFileSync(resolve(ROOT, 'src/paths/old-paths.ts'), 'utf8').split('\n');
    const lineOf = (from: string) => source.findIndex((l) => l.includes(`['${from}',`)) + 1;
    const problems = problemsIn({ ...content, products: renamed }, 'src/paths/old-paths.ts');
    expect(problems).toEqual(
      ['/products/pergola-storage-boxes', '/products/stores-coffre-pergolas'].map(
        (from) =>
          `src/paths/old-paths.ts:${lineOf(from)}:1 the redirect from "${from}" leads to "/products/stores-coffre-de-pergolas/", where the build makes no page in every language (did you mean "/products/stores-coffre-pergola/"?): lead it to the page's path now, or remove it`,
      ),
    );
  });

  it('names a redirect passing a name on to where no page is: no article left under the section', () => {
    const problems = problemsIn({ ...content, articles: new Map() }, 'src/paths/old-paths.ts');
    expect(problems).toContainEqual(
      expect.stringContaining('the redirect from "/blog/:slug" leads to "/conseils/:slug/"'),
    );
  });

  it("accepts links to every collection's pages and to no other path", () => {
    const [article] = content.articles.keys();
    const links = [
      `/conseils/${article}/`,
      '/mentions-legales/',
      '/products/carports-v/',
      '/conseils/no-such-article/',
    ];
    const linking = withPage('home', 'en', (data) => ({
      ...data,
      blocks: links.map((link) => ({
        type: 'textSection',
        title: link,
        text: link,
        cta: { label: link, link },
      })) as never,
    }));
    const unknown = problemsIn(linking, 'content/pages/home.en.yaml').filter((p) => p.includes('no page at'));
    expect(unknown).toEqual([expect.stringContaining('no page at "/conseils/no-such-article/"')]);
  });
});
