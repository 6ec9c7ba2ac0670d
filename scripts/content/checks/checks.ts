import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_LOCALE,
  LOCALES,
  REQUIRED_LOCALES,
  placeholders,
  relativeLinkProblem,
  schemeProblem,
} from '../../../src/schemas/index';
import { PAGE_PATHS, SITE_FILES, isFileLink, parseUrl, type PageId } from '../../../src/paths';
import type { ProductCategory } from '../../../src/schemas/product';
import type { MenuCategory } from '../../../src/schemas/navigation';
import { isWritten, type Collection, type Content, type Entry } from '../load/load';
import {
  COMMENTED_COLLECTION,
  ENTRY_COLLECTIONS,
  entryFile,
  folderOf,
  type EntryCollection,
  localeFileFor,
} from '../collections';
import { formatFieldPath, type Problem } from '../problems';
import { valueAt } from '../load/references';
import { didYouMean } from './did-you-mean';
import { componentAttributeErrors } from '../mdx/component-attributes';
import { languageName } from '../language/language';
import { pluralCategories, type PluralCategory } from '../../../src/i18n/plural';
import { deriveCategory } from '../../../src/lib/articles';
import { ARTICLE_CATEGORIES } from '../../../src/schemas/article-categories';
import {
  CONTACT_SCHEMA_TYPE,
  notItsPage,
  notOneContactPage,
  notOnePage,
  pagesOfSchemaType,
  pagesOfLayout,
  SPECIAL_LAYOUTS,
} from '../page-builders/special-pages';
import { entryPagePaths } from './page-paths';
import { redirectChecks } from './redirect-checks';

/** Files an author links to that the build itself writes (into public/ or dist/), so a fresh checkout lacks them. */
export const GENERATED_FILES: readonly string[] = [SITE_FILES.colourChart, SITE_FILES.sitemap, SITE_FILES.robots];

/*
 * The counts below are the specification's, for the pages and menu columns it names: keyed by page id and by
 * product category, so a page or category renamed or removed fails the typecheck here, and a category added
 * fails it until its numbers are written.
 */
/**
 * How many FAQ questions each category page shows; null where the specification fixes none: the solar page's
 * FAQ works the solar estimator's example (tests/content/solar-faq.test.ts).
 */
const CATEGORY_FAQ_COUNTS: Record<ProductCategory, number | null> = {
  pergolas: 7,
  carports: 7,
  vitrage: 7,
  'energie-solaire': null,
};
/** How many FAQ questions each page shows, checked per page: the home page's 10, the category pages'. */
const FAQ_COUNTS: Partial<Record<PageId, number | null>> = { home: 10, ...CATEGORY_FAQ_COUNTS };
/** How many pictures each page's gallery shows: the portfolio's 14. */
const GALLERY_COUNTS: Partial<Record<PageId, number>> = { realisations: 14 };
/** The reviews block holds 5. */
const REVIEW_COUNT = 5;
/** The fewest products each menu column lists: 5 pergolas, 3 carports and 3 glazing products. */
const DROPDOWN_COUNTS: Record<MenuCategory, number> = { pergolas: 5, carports: 3, vitrage: 3 };

/** Where the checks put what they find: at a field of an entry, or at a whole (maybe missing) file. */
function reporter(problems: Problem[]) {
  return {
    at: <T>(entry: Entry<T>, fieldPath: PropertyKey[], message: string) => {
      const { line, column } = entry.source.locate(fieldPath);
      problems.push({ file: entry.file, line, column, field: formatFieldPath(fieldPath), message });
    },
    missingFile: (file: string, message: string) => problems.push({ file, line: 1, column: 1, field: '', message }),
    push: (problem: Problem) => problems.push(problem),
  };
}
type Report = ReturnType<typeof reporter>;

/** Checks that need every file loaded: references resolve, translations complete, counts hold. */
export function crossChecks(root: string, content: Content): Problem[] {
  const problems: Problem[] = [];
  const report = reporter(problems);
  uiStringChecks(content, report);
  requiredLocaleChecks(root, content, report);
  referenceChecks(root, content, report);
  catalogueCountChecks(content, report);
  layoutChecks(content, report);
  contactPageChecks(content, report);
  navigationChecks(content, report);
  articleCategoryChecks(content, report);
  estimatorProductChecks(content, report);
  commentChecks(content, report);
  glossaryChecks(content, report);
  problems.push(...redirectChecks(content, (path) => servesFile(root, path)));
  return problems;
}

/**
 * UI strings: every catalogue has exactly the reference keys, with the same placeholders. Counted strings
 * (a key `<base>.other` in English) have one key per plural category of each language instead.
 */
function uiStringChecks(content: Content, { at, push }: Report) {
  const reference = content.strings.get('en');
  if (reference) {
    const bases = new Set(
      Object.keys(reference.data).flatMap((k) => (k.endsWith('.other') ? [k.slice(0, -'.other'.length)] : [])),
    );
    const pluralOf = (key: string) => {
      const m = /^(.+)\.(zero|one|two|few|many|other)$/.exec(key);
      return m && bases.has(m[1]!) ? { base: m[1]!, category: m[2] as PluralCategory } : undefined;
    };
    for (const locale of LOCALES) {
      const entry = content.strings.get(locale);
      if (!entry) continue;
      const categories = pluralCategories(locale);
      for (const base of bases) {
        const missing = categories.filter((c) => entry.data[`${base}.${c}`] === undefined);
        if (!missing.length) continue;
        // At the forms the language already has, where the missing ones go; at the file when it has none.
        const present = categories.find((c) => entry.data[`${base}.${c}`] !== undefined);
        const { line } = entry.source.locate(present ? [`${base}.${present}`] : []);
        push({
          file: entry.file,
          line,
          column: 1,
          field: '',
          message: `missing plural form${missing.length > 1 ? 's' : ''} ${missing.map((c) => `"${base}.${c}"`).join(', ')}; ${languageName(locale)} counts with ${categories.join(', ')} (Intl.PluralRules)`,
        });
      }
      for (const [key, own] of Object.entries(entry.data)) {
        const plural = pluralOf(key);
        if (!plural) continue;
        if (!categories.includes(plural.category)) {
          at(
            entry,
            [key],
            `${languageName(locale)} has no "${plural.category}" plural form (only ${categories.join(', ')}); remove the key`,
          );
          continue;
        }
        const allowed = placeholders(reference.data[`${plural.base}.other`]!);
        if (placeholders(own).some((p) => !allowed.includes(p)))
          at(
            entry,
            [key],
            `placeholders must be among English "${plural.base}.other": ${allowed.map((p) => `{${p}}`).join(' ') || 'none'}`,
          );
      }
      if (locale === 'en') continue;
      for (const [key, value] of Object.entries(reference.data)) {
        if (pluralOf(key)) continue;
        const own = entry.data[key];
        if (own === undefined) at(entry, [], `missing key "${key}" (English: "${value}"); add its translation`);
        else if (placeholders(own).join() !== placeholders(value).join())
          at(
            entry,
            [key],
            `placeholders must match English: ${
              placeholders(value)
                .map((p) => `{${p}}`)
                .join(' ') || 'none'
            }`,
          );
      }
      for (const key of Object.keys(entry.data))
        if (!(key in reference.data) && !pluralOf(key))
          at(entry, [key], `unknown key; ${reference.file} has no "${key}" (typo?)`);
    }
  }
}

/** Every entry exists in the required locales; no unknown page or product ids. */
function requiredLocaleChecks(root: string, content: Content, { at, missingFile }: Report) {
  const requireLocales = <T>(col: Collection<T>, collection: EntryCollection) => {
    const { folder, known } = collection;
    for (const id of known ?? []) {
      for (const locale of REQUIRED_LOCALES)
        if (!isWritten(join(root, entryFile(collection, id, locale))))
          missingFile(
            entryFile(collection, id, locale),
            `missing: every ${folder.replace(/s$/, '')} needs an "${locale}" version`,
          );
    }
    for (const [id, byLocale] of col) {
      if (known?.includes(id)) continue;
      // Problems point at the English file when there is one: the original authors translate from.
      const e = byLocale.get(DEFAULT_LOCALE) ?? [...byLocale.values()][0]!;
      if (known) {
        at(e, [], `unknown ${folder.replace(/s$/, '')} "${id}"; known: ${known.join(', ')}`);
        continue;
      }
      for (const locale of REQUIRED_LOCALES) {
        if (!isWritten(join(root, e.file.replace(`.${e.locale}.`, `.${locale}.`)))) {
          missingFile(
            e.file.replace(`.${e.locale}.`, `.${locale}.`),
            `missing: "${id}" exists in ${e.locale} but every entry needs an "${locale}" version`,
          );
        }
      }
    }
  };
  for (const collection of ENTRY_COLLECTIONS)
    requireLocales(content[collection.key] as Collection<unknown>, collection);
}

/** True when the site serves the file at `path` (`/downloads/x.pdf`): from public/, or the build writes it. */
function servesFile(root: string, path: string): boolean {
  return existsSync(join(root, 'public', path)) || GENERATED_FILES.includes(path);
}

/**
 * Links and images resolve, in YAML fields and MDX bodies, and a site link is written from the site's root (the
 * schema of a YAML field refuses any other first, with the same words); MDX components have the attributes they need.
 * Each link is read as the path it names, which the content step made of it once (../load/content-links.ts), so a
 * link written with a section's old name is named by the section's path now.
 */
function referenceChecks(root: string, content: Content, { at, push }: Report) {
  const paths = entryPagePaths(content);
  const checkLink = (link: string, report: (message: string) => void) => {
    const refused = schemeProblem(link) ?? relativeLinkProblem(link);
    if (refused) return report(refused);
    // Any other link not from the root leaves the site (`https:`, `mailto:`) or stays on the page (`#x`, `?x`).
    if (!link.startsWith('/')) return;
    if (link.startsWith('//')) return report(`write another site's address in full: "https:${link}"`);
    const path = link.replace(/[?#].*$/, '');
    if (isFileLink(path)) {
      if (!servesFile(root, path)) report(`no file public${path}; add it or fix the link`);
      return;
    }
    if (!path.endsWith('/')) return report(`write site paths with a trailing slash: "${path}/"`);
    if (parseUrl(path).locale !== DEFAULT_LOCALE)
      return report("write links without a language prefix; the page adds the visitor's own");
    if (!paths.has(path)) report(`no page at "${path}"; ${didYouMean(path, paths)}`);
  };
  const checkImage = (src: string, report: (message: string) => void) => {
    if (!existsSync(join(root, 'public', src))) report(`image not found: public${src}`);
  };
  const walk = <T>(entry: Entry<T>) => {
    for (const { type, fieldPath } of entry.references) {
      const value = valueAt(entry.data, fieldPath) as string;
      const report = (message: string) => at(entry, fieldPath, message);
      if (type === 'link') checkLink(value, report);
      else checkImage(value, report);
    }
    for (const l of entry.mdx?.links ?? [])
      checkLink(l.url, (message) => push({ file: entry.file, line: l.line, column: l.column, field: '', message }));
    for (const i of entry.mdx?.images ?? [])
      checkImage(i.src, (message) => push({ file: entry.file, line: i.line, column: i.column, field: '', message }));
    for (const e of componentAttributeErrors(entry.mdx?.components ?? [])) push({ file: entry.file, ...e, field: '' });
  };
  for (const { key } of ENTRY_COLLECTIONS)
    for (const byLocale of (content[key] as Collection<unknown>).values())
      for (const entry of byLocale.values()) walk(entry);
  if (content.site) walk(content.site);
}

/** Counts the catalogue fixes: FAQ questions, portfolio pictures, reviews; each page's first block. */
function catalogueCountChecks(content: Content, { at }: Report) {
  for (const [id, byLocale] of content.pages) {
    for (const entry of byLocale.values()) {
      const blocks = entry.data.blocks;
      // Ids the site does not know are refused by requiredLocaleChecks; they have no count.
      const expectedFaq = FAQ_COUNTS[id as PageId];
      const expectedGallery = GALLERY_COUNTS[id as PageId];
      blocks.forEach((b, i) => {
        if (b.type === 'faq' && typeof expectedFaq === 'number' && b.items.length !== expectedFaq)
          at(
            entry,
            ['blocks', i, 'items'],
            `the ${id} FAQ has exactly ${expectedFaq} questions; found ${b.items.length}`,
          );
        if (b.type === 'gallery' && expectedGallery && b.images.length !== expectedGallery)
          at(
            entry,
            ['blocks', i, 'images'],
            `the ${id} gallery shows exactly ${expectedGallery} pictures; found ${b.images.length}`,
          );
      });
      const first = blocks[0];
      if (
        // Pages laid out other than as blocks render their own h1, so their blocks start anywhere.
        entry.data.layout === 'blocks' &&
        blocks.length &&
        first &&
        !['hero', 'textSection', 'newsletterUnsubscribe', 'newsletterConfirm'].includes(first.type)
      )
        at(
          entry,
          ['blocks', 0, 'type'],
          'the first block of a page is a "hero", "textSection", "newsletterUnsubscribe" or "newsletterConfirm": its title is the page heading',
        );
    }
  }
  for (const entry of content.blocks.get('reviews')?.values() ?? []) {
    const reviews = (entry.data as { reviews: unknown[] }).reviews;
    if (reviews.length !== REVIEW_COUNT)
      at(entry, ['reviews'], `exactly ${REVIEW_COUNT} reviews; found ${reviews.length}`);
  }
}

/**
 * A page has one layout in every language: the article list is the article list in each. The article list, the
 * search page and the 404 page are each the one page of their layout, and the article list is the articles'
 * section (../page-builders/special-pages.ts).
 */
function layoutChecks(content: Content, { at, missingFile }: Report) {
  for (const layout of SPECIAL_LAYOUTS) {
    const ids = pagesOfLayout(content.pages, layout);
    const problem = notOnePage(ids, layout, content.files) ?? notItsPage(ids[0]!, layout, content.files);
    if (!problem) continue;
    if (!ids.length) missingFile(content.files.folder('pages'), problem);
    for (const id of ids) at(content.pages.get(id)!.get(DEFAULT_LOCALE)!, ['layout'], problem);
  }
  for (const [id, byLocale] of content.pages) {
    const source = byLocale.get(DEFAULT_LOCALE);
    if (!source) continue;
    for (const entry of byLocale.values())
      if (entry.data.layout !== source.data.layout)
        at(
          entry,
          ['layout'],
          `the ${id} page has the layout "${source.data.layout}" in ${source.file}; write \`layout: ${source.data.layout}\` here too`,
        );
  }
}

/**
 * One page is the contact page (../page-builders/special-pages.ts), and it shows a contact form in each of its files:
 * the products' quote links, the shell's contact link and the functions lead there, the estimators' answer without
 * JavaScript writing the request into its form (netlify/lib/estimate-page.ts). A language without its own file
 * shows the English one, checked with the others.
 */
function contactPageChecks(content: Content, { at, missingFile }: Report) {
  const ids = pagesOfSchemaType(content.pages, CONTACT_SCHEMA_TYPE);
  const notOne = notOneContactPage(ids, content.files);
  if (notOne) {
    if (!ids.length) missingFile(content.files.folder('pages'), notOne);
    for (const id of ids) at(content.pages.get(id)!.get(DEFAULT_LOCALE)!, ['schemaType'], notOne);
    return;
  }
  const id = ids[0]!;
  const path = PAGE_PATHS[id];
  for (const entry of content.pages.get(id)?.values() ?? [])
    if (!entry.data.blocks.some((b) => b.type === 'contactForm'))
      at(
        entry,
        ['blocks'],
        `the ${id} page (${path}) is where every quote button and the estimators send visitors, but it shows no contact form in ${languageName(entry.locale)}: add a block \`- type: contactForm\` to its blocks`,
      );
}

/**
 * Each menu page has its label in the UI strings and the Solutions menu opens under a page of the main menu; the
 * Solutions menu lists enough products per column, each one existing and of its column's category.
 */
function navigationChecks(content: Content, { at }: Report) {
  if (content.navigation) {
    const nav = content.navigation;
    const english = content.strings.get(DEFAULT_LOCALE)?.data ?? {};
    const stringsFile = localeFileFor('strings', DEFAULT_LOCALE);
    const labelled = (list: 'main' | 'legal', prefix: string) =>
      nav.data[list].forEach((id, i) => {
        if (english[`${prefix}.${id}`] === undefined)
          at(nav, [list, i], `the page "${id}" has no label: add ${prefix}.${id} to ${stringsFile}, then translate it`);
      });
    labelled('main', 'nav');
    labelled('legal', 'footer.legal');
    if (!nav.data.main.includes(nav.data.dropdownUnder))
      at(
        nav,
        ['dropdownUnder'],
        `"${nav.data.dropdownUnder}" is not in the main menu; name one of ${nav.data.main.join(', ')}`,
      );
    nav.data.dropdown.forEach((col, i) => {
      const expected = DROPDOWN_COUNTS[col.category];
      if (col.products.length < expected)
        at(
          nav,
          ['dropdown', i, 'products'],
          `the ${col.category} column lists at least ${expected} products; found ${col.products.length}`,
        );
      col.products.forEach((key, j) => {
        if (!content.products.has(key))
          at(
            nav,
            ['dropdown', i, 'products', j],
            `no product "${key}" in ${content.files.folder('products')}; ${didYouMean(key, content.products.keys())}`,
          );
        const product = content.products.get(key)?.get('en');
        if (product && product.data.category !== col.category)
          at(
            nav,
            ['dropdown', i, 'products', j],
            `"${key}" is in category "${product.data.category}", not "${col.category}"`,
          );
      });
    });
  }
}

/** Every category button of the article list leads to at least one article. */
function articleCategoryChecks(content: Content, { missingFile }: Report) {
  const categories = new Set(
    [...content.articles.values()].map((byLocale) => {
      const en = byLocale.get(DEFAULT_LOCALE) ?? [...byLocale.values()][0]!;
      return en.data.category ?? deriveCategory(en.data.title);
    }),
  );
  for (const category of ARTICLE_CATEGORIES)
    if (!categories.has(category))
      missingFile(
        content.files.folder('articles'),
        `no article is in the category "${category}": its filter button would show nothing; write one (set \`category: ${category}\`)`,
      );
}

/** The estimator's product pages exist. */
function estimatorProductChecks(content: Content, { at }: Report) {
  if (content.estimator) {
    const estimator = content.estimator;
    for (const [type, { products }] of Object.entries(estimator.data.types))
      products.forEach((key, i) => {
        if (!content.products.has(key))
          at(
            estimator,
            ['types', type, 'products', i],
            `no product "${key}" in ${content.files.folder('products')}; ${didYouMean(key, content.products.keys())}`,
          );
      });
  }
}

/** Published comments belong to an existing article, each once. */
function commentChecks(content: Content, { push }: Report) {
  for (const comments of content.comments.values()) {
    const locate = (fieldPath: PropertyKey[]) => comments.source.locate(fieldPath);
    if (!content.articles.has(comments.slug)) {
      const articles = new Set(content.articles.keys());
      push({
        file: comments.file,
        line: 1,
        column: 1,
        field: '',
        message: `no article "${comments.slug}" in ${folderOf(COMMENTED_COLLECTION)} (${didYouMean(comments.slug, articles)}); name the file after its article`,
      });
    }
    const seen = new Set<string>();
    comments.data.comments.forEach((c, i) => {
      if (seen.has(c.id))
        push({
          file: comments.file,
          ...locate(['comments', i, 'id']),
          field: `comments[${i}].id`,
          message: `comment "${c.id}" is listed twice; remove one`,
        });
      seen.add(c.id);
    });
  }
}

/** Each language calls products and categories by its glossary's names. */
function glossaryChecks(content: Content, { at }: Report) {
  for (const [locale, glossary] of content.glossaries) {
    for (const [key, name] of Object.entries(glossary.data.products)) {
      if (!content.products.has(key))
        at(
          glossary,
          ['products', key],
          `no product "${key}" in ${content.files.folder('products')}; ${didYouMean(key, content.products.keys())}`,
        );
      const product = content.products.get(key)?.get(locale);
      if (product && product.data.navLabel !== name)
        at(product, ['navLabel'], `the glossary (${glossary.file}) names this product "${name}"; use the same words`);
    }
    const strings = content.strings.get(locale);
    for (const [key, name] of Object.entries(glossary.data.categories)) {
      const own = strings?.data[`nav.category.${key}`];
      if (strings && own !== undefined && own !== name)
        at(
          strings,
          [`nav.category.${key}`],
          `the glossary (${glossary.file}) names this category "${name}"; use the same words`,
        );
    }
  }
}
