import { DEFAULT_LOCALE } from '../../../src/schemas/index';
import type { BlockPageLayout, PageEntry } from '../../../src/schemas/page';
import { ARTICLE_SECTION, PAGE_IDS, PAGE_PATHS, ROOT_PATH, type PageId } from '../../../src/paths';
import type { Collection, Content, ContentFiles } from '../load/load';

/** How the messages below name the pages' folder (`content/pages/`): asked only once there is something to say. */
type Folders = Pick<ContentFiles, 'folder'>;

/** A fixed page: its id (its file name in content/pages/) and its path (src/paths/pages.ts). */
export interface FixedPage {
  id: PageId;
  path: string;
}

/**
 * The pages other pages and steps lead to: the breadcrumbs, the shell's links, the quote links, the site's
 * JSON-LD, the feeds and the redirects. Each is found by its data, whatever its id: the home page by its path, the
 * contact page by its schema.org type, the others each the one block page of its layout. The content step writes which page
 * has each role (src/generated/fixed-pages.json), which the functions (netlify/lib/page-urls.ts) and the 404 copy
 * (scripts/finish/postbuild.ts) read.
 */
export interface SpecialPages {
  /** The site's root, the page at the path `/`: it shows its blocks like most pages, so no layout names it. */
  home: FixedPage;
  /**
   * Where every quote is asked: the shell's contact link, the products' quote links and the functions lead to it.
   * Other pages may show a contact form too (the portfolio does), so its schema.org type names it: the one page whose
   * `schemaType` is `ContactPage`. The content check holds that it shows a contact form in every language
   * (../checks/checks.ts).
   */
  contact: FixedPage;
  /**
   * Every article, with its filters; the articles' breadcrumbs and feeds lead to it. It is the articles' section
   * (`ARTICLE_SECTION`, src/paths/place.ts), since articles' paths are under it.
   */
  articleList: FixedPage;
  /** The search box and its results, which the shell and the site's JSON-LD lead to. */
  search: FixedPage;
  /** The page every unknown url answers with. */
  notFound: FixedPage;
}

/** The layout each special page but the home page is found by. */
const LAYOUTS = {
  articleList: 'article-list',
  search: 'search',
  notFound: 'not-found',
} as const satisfies Record<Exclude<keyof SpecialPages, 'home' | 'contact'>, BlockPageLayout>;
/** The layouts exactly one page has. */
export const SPECIAL_LAYOUTS: readonly BlockPageLayout[] = Object.values(LAYOUTS);

const fixedPage = (id: PageId): FixedPage => ({ id, path: PAGE_PATHS[id] });

/** The schema.org type (`schemaType`) of the contact page, and of no other page. */
export const CONTACT_SCHEMA_TYPE = 'ContactPage' satisfies PageEntry['schemaType'];

/** The fixed pages of `pages` whose English file gives them the schema.org type `schemaType`. */
export function pagesOfSchemaType(pages: Collection<PageEntry>, schemaType: PageEntry['schemaType']): PageId[] {
  return PAGE_IDS.filter((id) => pages.get(id)?.get(DEFAULT_LOCALE)?.data.schemaType === schemaType);
}

/** Why `ids`, the pages of the contact page's schema type, are not one page; undefined when they are. */
export function notOneContactPage(ids: readonly string[], files: Folders): string | undefined {
  if (ids.length === 1) return undefined;
  const folder = files.folder('pages');
  const holders = ids.length ? `the pages ${ids.join(', ')} are` : 'no page is';
  return `${holders} of the schema type ${CONTACT_SCHEMA_TYPE}, the page every quote button and the estimators lead to: give \`schemaType: ${CONTACT_SCHEMA_TYPE}\` to exactly one page of ${folder} (in each of its files), one that shows a contact form`;
}

/**
 * The fixed pages of `pages` (content/pages/) that have `layout`. A page has one layout in every language
 * (../checks/checks.ts), so its English file says which.
 */
export function pagesOfLayout(pages: Collection<PageEntry>, layout: BlockPageLayout): PageId[] {
  return PAGE_IDS.filter((id) => pages.get(id)?.get(DEFAULT_LOCALE)?.data.layout === layout);
}

/** Why `ids`, the pages of a special layout, are not one page; undefined when they are. */
export function notOnePage(ids: readonly string[], layout: BlockPageLayout, files: Folders): string | undefined {
  if (ids.length === 1) return undefined;
  const folder = files.folder('pages');
  const holders = ids.length ? `the pages ${ids.join(', ')} have` : 'no page has';
  return `${holders} the layout "${layout}": give it to exactly one page of ${folder} (\`layout: ${layout}\` in each of its files)`;
}

/**
 * Why `id`, the one page of `layout`, cannot have it; undefined when it can. The article list must be the articles'
 * section: its path is the one articlePath() puts the articles under, which the unknown-article redirect and the
 * articles' own urls start with.
 */
export function notItsPage(id: PageId, layout: BlockPageLayout, files: Folders): string | undefined {
  if (layout !== LAYOUTS.articleList || id === ARTICLE_SECTION) return undefined;
  const folder = files.folder('pages');
  return `the articles are under ${PAGE_PATHS[ARTICLE_SECTION]} (ARTICLE_SECTION in src/paths/place.ts), so their list is the ${ARTICLE_SECTION} page: move \`layout: ${layout}\` from ${folder}${id}.*.yaml to ${folder}${ARTICLE_SECTION}.*.yaml, or move the section with ARTICLE_SECTION`;
}

/** The fixed page at the site's root. */
function homePage(): FixedPage {
  const id = PAGE_IDS.find((page) => PAGE_PATHS[page] === ROOT_PATH);
  if (!id) throw new Error(`no fixed page is at ${ROOT_PATH}: give the home page that path in src/paths/pages.ts`);
  return fixedPage(id);
}

/**
 * The special pages of `pages` (content/pages/): the home page by its path, the contact page by its schema.org type, the
 * others by their layout; throws unless one page has each, and that page may have it.
 */
export function specialPages({ pages, files }: Pick<Content, 'pages' | 'files'>): SpecialPages {
  const withLayout = (layout: BlockPageLayout): FixedPage => {
    const ids = pagesOfLayout(pages, layout);
    const problem = notOnePage(ids, layout, files) ?? notItsPage(ids[0]!, layout, files);
    if (problem) throw new Error(problem);
    return fixedPage(ids[0]!);
  };
  const contacts = pagesOfSchemaType(pages, CONTACT_SCHEMA_TYPE);
  const notOne = notOneContactPage(contacts, files);
  if (notOne) throw new Error(notOne);
  return {
    home: homePage(),
    contact: fixedPage(contacts[0]!),
    articleList: withLayout(LAYOUTS.articleList),
    search: withLayout(LAYOUTS.search),
    notFound: withLayout(LAYOUTS.notFound),
  };
}
