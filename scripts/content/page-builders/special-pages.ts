import { DEFAULT_LOCALE } from '../../../src/schemas/index';
import type { BlockPageLayout, PageEntry } from '../../../src/schemas/page';
import { ARTICLE_SECTION, PAGE_IDS, PAGE_PATHS, type PageId } from '../../../src/paths';
import type { Collection } from '../load/load';

/** A fixed page: its id (its file name in content/pages/) and its path (src/paths/pages.ts). */
export interface FixedPage {
  id: PageId;
  path: string;
}

/**
 * The pages other pages and steps lead to: the breadcrumbs, the shell's links, the quote links, the site's
 * JSON-LD, the feeds and the redirects. Each but the home page and the contact page is the one block page of its
 * layout, so what a page does follows from its layout, whatever its id or path.
 */
export interface SpecialPages {
  /** The site's root: it shows its blocks like most pages, so no layout names it; src/paths/pages.ts does. */
  home: FixedPage;
  /**
   * Where every quote is asked: the shell's contact link, the products' quote links and the functions, which read
   * no content and so find it by its id (netlify/lib/page-urls.ts), lead to it. Its blocks, not a layout, make it
   * what it is: the content check holds that it shows a contact form in every language (../checks/checks.ts).
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

/** The contact page, by the id the functions know it by (see `SpecialPages`). */
export const CONTACT_PAGE: FixedPage = fixedPage('contact');

/**
 * The fixed pages of `pages` (content/pages/) that have `layout`. A page has one layout in every language
 * (../checks/checks.ts), so its English file says which.
 */
export function pagesOfLayout(pages: Collection<PageEntry>, layout: BlockPageLayout): PageId[] {
  return PAGE_IDS.filter((id) => pages.get(id)?.get(DEFAULT_LOCALE)?.data.layout === layout);
}

/** Why `ids`, the pages of a special layout, are not one page; undefined when they are. */
export function notOnePage(ids: readonly string[], layout: BlockPageLayout): string | undefined {
  if (ids.length === 1) return undefined;
  const holders = ids.length ? `the pages ${ids.join(', ')} have` : 'no page has';
  return `${holders} the layout "${layout}": give it to exactly one page of content/pages/ (\`layout: ${layout}\` in each of its files)`;
}

/**
 * Why `id`, the one page of `layout`, cannot have it; undefined when it can. The article list must be the articles'
 * section: its path is the one articlePath() puts the articles under, which the unknown-article redirect and the
 * articles' own urls start with.
 */
export function notItsPage(id: PageId, layout: BlockPageLayout): string | undefined {
  if (layout !== LAYOUTS.articleList || id === ARTICLE_SECTION) return undefined;
  return `the articles are under ${PAGE_PATHS[ARTICLE_SECTION]} (ARTICLE_SECTION in src/paths/place.ts), so their list is the ${ARTICLE_SECTION} page: move \`layout: ${layout}\` from content/pages/${id}.*.yaml to content/pages/${ARTICLE_SECTION}.*.yaml, or move the section with ARTICLE_SECTION`;
}

/**
 * The special pages of `pages` (content/pages/), each but the home and contact pages found by its layout; throws
 * unless one page has each, and that page may have it.
 */
export function specialPages(pages: Collection<PageEntry>): SpecialPages {
  const withLayout = (layout: BlockPageLayout): FixedPage => {
    const ids = pagesOfLayout(pages, layout);
    const problem = notOnePage(ids, layout) ?? notItsPage(ids[0]!, layout);
    if (problem) throw new Error(problem);
    return fixedPage(ids[0]!);
  };
  return {
    home: fixedPage('home'),
    contact: CONTACT_PAGE,
    articleList: withLayout(LAYOUTS.articleList),
    search: withLayout(LAYOUTS.search),
    notFound: withLayout(LAYOUTS.notFound),
  };
}
