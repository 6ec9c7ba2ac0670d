import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { buildContent } from '../../scripts/content/build';
import { formatProblem, githubAnnotation } from '../../scripts/content/problems';
import { copyContent, editFile, removeTempDirs } from '../helpers/content-copy';
import { readGenerated } from '../helpers/generated';
import { LOCALES } from '../../src/schemas/locales';

const ROOT = resolve(import.meta.dirname, '../..');

async function problemsOf(dir: string) {
  const result = await buildContent(dir, { write: false });
  return result.problems.map(formatProblem);
}

afterEach(removeTempDirs);

describe('content check', () => {
  it('accepts the real content in every collection', async () => {
    const result = await buildContent(ROOT, { write: false });
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.content.products.size).toBe(12);
    expect(result.content.articles.size).toBe(6);
    expect(result.content.pages.size).toBe(16); // 11 + the 5 pages newsletter links land on
    expect(result.content.prose.size).toBe(2);
    expect(result.content.blocks.size).toBe(5);
    expect(result.content.strings.size).toBe(6);
  });

  it('reports YAML syntax errors with their line', async () => {
    const dir = copyContent('content-');
    editFile(dir, 'content/pages/contact.fr.yaml', (t) => `${t}\nblocks: [unclosed\n`);
    const problems = await problemsOf(dir);
    expect(problems[0]).toMatch(/^content\/pages\/contact\.fr\.yaml:\d+:\d+ YAML syntax: /);
  });

  it('checks the spec counts, links, images and required translations across files', async () => {
    const dir = copyContent('content-');
    editFile(dir, 'content/pages/carports.en.yaml', (t) => t.replace('/products/carports-v/', '/products/carport-v/'));
    editFile(dir, 'content/pages/home.fr.yaml', (t) => {
      const page = parse(t) as { blocks: { type: string; items?: unknown[] }[] };
      page.blocks.find((b) => b.type === 'faq')!.items!.pop();
      return stringify(page);
    });
    rmSync(join(dir, 'content/articles/budget-pergola-suisse.fr.mdx'));
    rmSync(join(dir, 'public/images/flags/fr.svg'));
    editFile(dir, 'content/pages/conseils.de.yaml', (t) => t.replace('layout: article-list', 'layout: blocks'));
    const layoutLine =
      readFileSync(join(dir, 'content/pages/conseils.de.yaml'), 'utf8').split('\n').indexOf('layout: blocks') + 1;
    const problems = await problemsOf(dir);
    expect(problems).toContain(
      `content/pages/conseils.de.yaml:${layoutLine}:9 layout: the conseils page has the layout "article-list" in content/pages/conseils.en.yaml; write \`layout: article-list\` here too`,
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/pages\/carports\.en\.yaml:\d+:\d+ blocks\[\d\]\.cta\.link: no page at "\/products\/carport-v\/"; did you mean "\/products\/carports-v\/"\?$/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/pages\/home\.fr\.yaml:\d+:\d+ blocks\[\d+\]\.items: the home FAQ has exactly 10 questions; found 9$/,
      ),
    );
    expect(problems).toContain(
      'content/articles/budget-pergola-suisse.fr.mdx:1:1 missing: "budget-pergola-suisse" exists in en but every entry needs an "fr" version',
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/site\.yaml:\d+:\d+ offices\[1\]\.flag\.src: image not found: public\/images\/flags\/fr\.svg$/,
      ),
    );
  });

  it('reports a layout of a special page that no page has, or two have, at the files that give it', async () => {
    const dir = copyContent('content-');
    for (const locale of LOCALES) {
      editFile(dir, `content/pages/rechercher.${locale}.yaml`, (t) =>
        t.replace('layout: search', 'layout: article-list'),
      );
      editFile(dir, `content/pages/contact.${locale}.yaml`, (t) =>
        t.replace(/^schemaType: .*$/m, '$&\nlayout: not-found'),
      );
    }
    const problems = await problemsOf(dir);
    expect(problems).toContain(
      'content/pages/:1:1 no page has the layout "search": give it to exactly one page of content/pages/ (`layout: search` in each of its files)',
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/pages\/rechercher\.en\.yaml:7:9 layout: the pages conseils, rechercher have the layout "article-list"/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/pages\/contact\.en\.yaml:16:9 layout: the pages 404, contact have the layout "not-found"/,
      ),
    );
  });

  it('fails on a UI catalogue missing a key or changing a placeholder', async () => {
    const dir = copyContent('content-');
    editFile(dir, 'content/i18n/de.yaml', (t) =>
      t.replace(/^nav\.home:.*\n/m, '').replace(/^blog\.by: (.*)\{author\}(.*)$/m, 'blog.by: $1{autor}$2'),
    );
    const problems = await problemsOf(dir);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/i18n\/de\.yaml:2:1 missing key "nav\.home" \(English: "Home"\); add its translation$/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/i18n\/de\.yaml:\d+:\d+ blog\.by: placeholders must match English: \{author\}$/),
    );
  });

  it('reports the same problems in the same order with MDX checked in threads, here, or from the cache', async () => {
    const dir = copyContent('content-');
    editFile(dir, 'content/articles/pergola-zones-cotieres.en.mdx', (t) =>
      t.replace(/\n## /, '\n# Title\n\n<Video />\n\n## '),
    );
    editFile(dir, 'content/articles/budget-pergola-suisse.fr.mdx', (t) => `${t}\n<Callout>unclosed\n`);
    editFile(dir, 'content/articles/pergola-ombrage-integre.en.mdx', (t) =>
      t.replace(/^title: .*$/m, 'title: 5').replace(/\n## /, '\n[a](/nowhere/)\n\n## '),
    );
    editFile(dir, 'content/pages/mentions-legales.fr.mdx', (t) => `${t}\nimport x from "y"\n`);
    const check = async (options: { threads: number; cache?: boolean }) =>
      (await buildContent(dir, { write: false, ...options })).problems.map(formatProblem);
    const here = await check({ threads: 0, cache: false });
    expect(here.length).toBeGreaterThanOrEqual(5);
    expect(here).toContainEqual(
      expect.stringMatching(/^content\/articles\/pergola-zones-cotieres\.en\.mdx:\d+:1 start sections at "##"/),
    );
    expect(here).toContainEqual(
      expect.stringMatching(/^content\/articles\/budget-pergola-suisse\.fr\.mdx:\d+:\d+ MDX syntax: /),
    );
    expect(here).toContainEqual(
      expect.stringMatching(/^content\/pages\/mentions-legales\.fr\.mdx:\d+:1 imports and exports are not allowed/),
    );
    expect(await check({ threads: 2, cache: false })).toEqual(here);
    expect(await check({ threads: 0 })).toEqual(here);
    expect(await check({ threads: 2 })).toEqual(here);
  });

  it('prints GitHub annotations for pull requests', () => {
    expect(
      githubAnnotation({ file: 'content/a.yaml', line: 3, column: 5, field: 'seo.title', message: 'required' }),
    ).toBe('::error file=content/a.yaml,line=3,col=5,title=seo.title::required');
  });

  it('requires an article in every category of the article list', async () => {
    const dir = copyContent('content-');
    for (const l of LOCALES) rmSync(join(dir, `content/articles/choisir-carport.${l}.mdx`), { force: true });
    const problems = await problemsOf(dir);
    expect(problems).toEqual([
      'content/articles/:1:1 no article is in the category "carport": its filter button would show nothing; write one (set `category: carport`)',
    ]);
  });

  it('shows an entry not yet translated in English inside the language shell, kept out of search engines', async () => {
    const dir = copyContent('content-');
    rmSync(join(dir, 'content/products/carports-v.de.yaml'));
    const result = await buildContent(dir, { write: true });
    expect(result.problems).toEqual([]);
    const route = (locale: string) =>
      readGenerated<{
        route: {
          contentLocale: string;
          meta: { robots: string; canonical: string; alternates: { hreflang: string }[] };
        };
      }>(`data/${locale}/products/carports-v.json`, dir).route;
    const de = route('de');
    expect(de.contentLocale).toBe('en');
    expect(de.meta.robots).toBe('noindex,follow');
    expect(de.meta.canonical).toBe('https://www.terraluce.example/products/carports-v/');
    expect(route('en').meta.alternates.map((a) => a.hreflang)).not.toContain('de');
    expect(route('it').meta.alternates.map((a) => a.hreflang)).toContain('it');
  });
});

/**
 * Mistakes each confined to its own files, made in one copy and checked in one run: each test compares the
 * whole list of problems of its files, and the last the whole list, so no mistake hides or adds a problem of
 * another.
 */
describe('content check of one copy with a mistake in each of several files', () => {
  const FAQ = 'content/products/carports-v.fr.yaml';
  const REVIEWS = 'content/blocks/reviews.en.yaml';
  const ARTICLE = 'content/articles/pergola-zones-cotieres.en.mdx';
  const PASTED_YAML = 'content/products/carports-v.de.yaml';
  const PASTED_MDX = 'content/articles/choisir-carport.it.mdx';
  const BANNERS = ['content/blocks/banner.de.yaml', 'content/blocks/banner.fr.yaml'];
  const GLOSSARY = ['content/i18n/de.yaml', 'content/products/carports-v.it.yaml'];
  let dir: string;
  let problems: string[];
  let componentLine: number;
  const of = (...files: string[]) => problems.filter((p) => files.some((f) => p.startsWith(`${f}:`)));

  beforeAll(async () => {
    dir = copyContent('content-');
    // A product FAQ without its answer.
    const faq = readFileSync(join(dir, FAQ), 'utf8').split('\n');
    const answerLine = faq.findIndex(
      (l, i) => i > faq.findIndex((x) => x.startsWith('faqData:')) && /^\s+answer:/.test(l),
    );
    faq.splice(answerLine, 1);
    writeFileSync(join(dir, FAQ), faq.join('\n'));
    // An unknown field and a wrong type.
    editFile(dir, REVIEWS, (t) => t.replace(/rating: 5/, 'rating: five').replace(/^title:/m, 'titel: x\ntitle:'));
    // An unknown component in an article.
    const lines = readFileSync(join(dir, ARTICLE), 'utf8').split('\n');
    const bodyLine = lines.findIndex((l, i) => i > 0 && l.startsWith('## '));
    lines.splice(bodyLine + 1, 0, '', '<Video src="x" />', '');
    writeFileSync(join(dir, ARTICLE), lines.join('\n'));
    componentLine = bodyLine + 3;
    // English pasted into a German product and an Italian article.
    const english = (
      parse(readFileSync(join(dir, 'content/products/carports-v.en.yaml'), 'utf8')) as { faqData: { answer: string }[] }
    ).faqData[2]!.answer;
    editFile(dir, PASTED_YAML, (t) => {
      const doc = parse(t) as { faqData: { answer: string }[] };
      doc.faqData[2]!.answer = english;
      return stringify(doc);
    });
    editFile(dir, PASTED_MDX, (t) =>
      t.replace(
        /\n## /,
        '\nThe carport protects your car from hail, snow and sun all year round, and keeps it dry when you get in.\n\n## ',
      ),
    );
    // Typography the build cannot mend.
    editFile(dir, BANNERS[0]!, (t) => t.replace(/^title: .*$/m, 'title: Grosse Pläne, große Terrasse'));
    editFile(dir, BANNERS[1]!, (t) => t.replace(/^title: .*$/m, 'title: Votre terrasse, enfin!'));
    // Names the glossary gives otherwise.
    editFile(dir, GLOSSARY[1]!, (t) => t.replace(/^navLabel: .*$/m, 'navLabel: Tettoie a V'));
    editFile(dir, GLOSSARY[0]!, (t) => t.replace(/^nav\.category\.vitrage: .*$/m, 'nav.category.vitrage: Glas'));
    problems = (await buildContent(dir, { write: false })).problems.map(formatProblem);
  });

  it('names file, line, column and field of a missing product FAQ answer', () => {
    expect(of(FAQ)).toHaveLength(1);
    expect(of(FAQ)[0]).toMatch(/^content\/products\/carports-v\.fr\.yaml:\d+:\d+ faqData\[0\]\.answer: required$/);
  });

  it('reports an unknown field and a wrong type with the expected value', () => {
    expect(of(REVIEWS)).toEqual([
      'content/blocks/reviews.en.yaml:2:1 unknown field "titel"; check the spelling against the schema in src/schemas/',
      expect.stringMatching(
        /^content\/blocks\/reviews\.en\.yaml:\d+:\d+ reviews\[0\]\.rating: expected number, received string "five"$/,
      ),
    ]);
  });

  it('reports MDX syntax errors and unknown components at their line in the file', () => {
    expect(of(ARTICLE)).toEqual([
      `${ARTICLE}:${componentLine}:1 unknown component <Video>; available: <Figure>, <Callout>, <Estimator>, <SolarEstimator>, <CompanyDetails>, <OfficeDetails>, <Amount>, <EstimateAmount>, <EstimateHours>`,
    ]);
  });

  it('fails on an English paragraph pasted into a German file, naming the field', () => {
    expect(of(PASTED_MDX, PASTED_YAML)).toEqual([
      expect.stringMatching(
        /^content\/articles\/choisir-carport\.it\.mdx:\d+:1 reads as English, expected Italian; translate it/,
      ),
      expect.stringMatching(
        /^content\/products\/carports-v\.de\.yaml:\d+:\d+ faqData\[2\]\.answer: reads as English, expected German; translate it/,
      ),
    ]);
  });

  it("reports each language's typography the build cannot mend", () => {
    expect(of(...BANNERS)).toEqual([
      expect.stringMatching(/^content\/blocks\/banner\.de\.yaml:\d+:25 terms\.eszett: found "ß", write "ss"$/),
      expect.stringMatching(
        /^content\/blocks\/banner\.fr\.yaml:\d+:28 punctuation\.space-before-mark: found "n!", write "n !"$/,
      ),
    ]);
  });

  it('holds product and category names to the glossary of their language', () => {
    expect(of(...GLOSSARY)).toEqual([
      expect.stringMatching(
        /^content\/i18n\/de\.yaml:\d+:\d+ nav\.category\.vitrage: the glossary \(content\/glossary\/de\.yaml\) names this category "Verglasungen"; use the same words$/,
      ),
      expect.stringMatching(
        /^content\/products\/carports-v\.it\.yaml:\d+:\d+ navLabel: the glossary \(content\/glossary\/it\.yaml\) names this product "Carport a V"; use the same words$/,
      ),
    ]);
  });

  it('reports nothing else', () => {
    expect(of(FAQ, REVIEWS, ARTICLE, PASTED_MDX, PASTED_YAML, ...BANNERS, ...GLOSSARY)).toEqual(problems);
    expect(problems).toHaveLength(10);
  });
});
