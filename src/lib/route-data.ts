import type { ArticleCategory, ArticleFrontmatter } from '../schemas/article';
import type { PublishedComment } from '../schemas/comment';
import type { SharedBlocks } from '../schemas/shared-blocks';
import type { BlockOf } from '../schemas/blocks';
import type { Image, Locale } from '../schemas/common';
import type { PageEntry, ProsePageEntry } from '../schemas/page';
import type { ProductEntry } from '../schemas/product';
import type { EstimatorConfig, EstimatorType } from '../schemas/estimator';
import type { SolarEstimatorConfig } from '../schemas/solar-estimator';
import type { SolarCalendar } from './solar-format';
import type { Mount } from '../schemas/solar-options';
import type { Site } from '../schemas/site';
import type { ContactRequired } from '../schemas/contact-fields';
import type { BlockPageLayout } from '../schemas/page';
import type { PagePlace } from '../paths/place';
import type { Alternate, SitemapPage } from './seo';

/*
 * A page has one shape from the content step to its HTML, declared here. A page builder
 * (scripts/content/page-builders/) makes Page values; the content step (scripts/content/emit/emit.ts) writes
 * each page's data file (src/generated/data/, its route data: what its view renders) and its line of the route
 * manifest as projections of it; the prerender (src/app/prerender.tsx) reads them back. Each page loads only
 * its own data file, in its own locale.
 */

/** Everything the <Seo> component writes into <head>, resolved at build time. */
export interface PageMeta {
  /** Full title, site name included. */
  title: string;
  description: string;
  keywords: string[];
  /** The canonical link: the page's absolute URL. */
  canonical: string;
  robots: string;
  image: { absoluteUrl: string; alt: string };
  ogType: 'website' | 'article' | 'product';
  ogLocale: string;
  /** Real translations only, plus x-default. */
  alternates: readonly Alternate[];
  /**
   * On a page the site search indexes, what the search reads back: the urls of its copies in the locales it has no
   * translation in (`fallbacks:de=/de/a/`, src/lib/search.ts); none on a page it leaves out.
   */
  searchMeta?: string;
  publishedTime?: string;
  modifiedTime?: string;
  section?: string;
  author?: string;
  tags?: string[];
  jsonLd: object[];
}

export interface Breadcrumb {
  name: string;
  /** Where the page answers in this locale (`/fr/conseils/`). */
  url: string;
}

export interface ArticleSummary {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  /** Date as the locale writes it ("2 déc. 2024"). */
  dateLabel: string;
  author: string;
  /** How many comments are published (content/comments/<slug>.yaml). */
  comments: number;
  category: ArticleCategory;
  image: Image;
  /** Where the article answers in this locale (`/fr/conseils/choisir-carport/`). */
  url: string;
}

/** What a page showing the pergola budget estimator needs (src/components/estimator/). */
export interface EstimatorData {
  config: EstimatorConfig;
  /** The pergola type chosen when the page opens (a product page's own). */
  preset?: EstimatorType;
}

/** What a page showing the solar estimator needs (src/components/solar-estimator/). */
export interface SolarEstimatorData {
  config: SolarEstimatorConfig;
  /** Where the panels go when the page opens (a carport product's: on a carport). */
  mount?: Mount;
  /** The day the page was built for: its figures are the periods in force then, until the visitor's day is known. */
  day: string;
  calendar: SolarCalendar;
}

/*
 * The route data of each kind of page carries exactly the shared blocks its builder
 * (scripts/content/page-builders/) names, all of them present, so a page component reading a block its kind is
 * not given fails to compile instead of rendering nothing.
 */
interface RouteBase<Shared> {
  /** Language the content is written in: the page's locale, or `en` when not yet translated. */
  contentLocale: Locale;
  meta: PageMeta;
  breadcrumbs: Breadcrumb[];
  /** The shared blocks of content/blocks/ the page shows, in its locale or else in English. */
  shared: Shared;
  /** Present on pages that show the estimator: its code loads only for them (src/components/estimator/). */
  estimator?: EstimatorData;
  /** Present on pages that show the solar estimator (src/components/solar-estimator/). */
  solarEstimator?: SolarEstimatorData;
}

/** A block page gets the shared blocks its YAML places, which vary from page to page. */
export interface BlockPageRoute extends RouteBase<Partial<SharedBlocks>> {
  data: PageEntry;
  /** Article summaries, newest first, for the article list and the blog teaser. */
  articles: ArticleSummary[];
  /** Present on a page with the contact form (a page has at most one). */
  contactForm?: ContactFormData;
}

/** What a page's contact form reads beside its block, worked out once by the content step. */
export interface ContactFormData {
  /** What the form requires, from its block's flags and the defaults; /api/contact requires the same. */
  required: ContactRequired;
  /** Each product's title in the page's language, for the subject a product's quote button asks for. */
  products: Record<string, string>;
}

export interface ProductRoute extends RouteBase<
  Pick<SharedBlocks, 'reviews' | 'showcase' | 'services' | 'banner' | 'quality'>
> {
  /**
   * What the page shows of the product's entry: its hero and its questions. Its paragraphs are given as the blocks the
   * page shows (`paragraphs`), its SEO fields as the page's `meta`; its category and menu label go to the builder and
   * the menus (the shell data), not to the page.
   */
  data: Pick<ProductEntry, 'heroBanner' | 'accordions' | 'faqSection' | 'faqData'>;
  /** Its paragraphs, each button's link resolved (its own, or the contact page asking for this product). */
  paragraphs: BlockOf<'imageText'>[];
}

export interface ArticleRoute extends RouteBase<Pick<SharedBlocks, 'banner' | 'quality'>> {
  data: ArticleFrontmatter & { category: ArticleCategory };
  summary: ArticleSummary;
  /** Published comments, oldest first, each with its date as the page's locale writes it. */
  comments: (PublishedComment & { dateLabel: string })[];
  related: ArticleSummary[];
}

export interface ProseRoute extends RouteBase<Pick<SharedBlocks, never>> {
  data: ProsePageEntry;
  /** `data.updated` as running text writes it in the page's language: "15 January 2025". */
  updatedLabel: string;
}

/** What the view of any kind of page renders (its kind is the page's, `Page` below). */
export type RouteData = BlockPageRoute | ProductRoute | ArticleRoute | ProseRoute;

/**
 * The kinds of page, each with the route data its view renders: each has its page builder
 * (scripts/content/page-builders/) and its view (src/app/views.ts).
 */
export interface RouteOfKind {
  'block-page': BlockPageRoute;
  product: ProductRoute;
  article: ArticleRoute;
  prose: ProseRoute;
}
export type PageKind = keyof RouteOfKind;

/**
 * An MDX body as the content step compiled it: its HTML tree (hast) written compactly, as the children of its
 * root. Text is a string; an element or a component the body names is `[name, properties, ...children]`:
 * an element's name is HTML's, in lower case, with hast's properties (`className: ['x']`); a component's is
 * capitalised (`Callout`), with its attributes as written, `true` for one without a value. Nothing runs.
 */
export type BodyTree = BodyNode[];
export type BodyNode = string | [name: string, properties: BodyProperties, ...children: BodyNode[]];
export type BodyProperties = Record<string, string | number | boolean | (string | number)[] | null>;

/**
 * One page in one locale, where it is (`PagePlace`: its locale, path, url and files) computed once by its
 * builder.
 */
export interface Page<K extends PageKind = PageKind> extends PagePlace {
  /** Its absolute URL (`https://…/fr/contact/`): its canonical link, its JSON-LD's, its feed entry's. */
  absoluteUrl: string;
  kind: K;
  /** The page's id in its collection: a page id, a product key, an article slug. */
  id: string;
  /** A block page's layout; the other kinds have one each. */
  layout?: BlockPageLayout;
  /** The MDX body's file, from the repository root (`content/articles/choisir-carport.en.mdx`). */
  bodyFile?: string;
  /** Its MDX body's HTML tree, as the content step compiled it (scripts/content/mdx/mdx-compile.ts). */
  bodyTree?: BodyTree;
  /** What the page component renders. */
  route: RouteOfKind[K];
  /** The page's line in the sitemap: set on the English page of what the sitemap lists. */
  sitemap?: SitemapPage;
}

/**
 * What a line of src/generated/route-manifest.json keeps of a page, in this order: enough to list it and
 * find its data file, its body and its HTML, never its data, so the one list of every page stays small.
 * The prerender renders what it lists; the build's checks, the benchmark and the tests read it.
 */
export const MANIFEST_FIELDS = [
  'locale',
  'path',
  'kind',
  'id',
  'layout',
  'bodyFile',
  'url',
  'htmlFile',
  'dataFile',
] as const;
export type ManifestEntry = Pick<Page, (typeof MANIFEST_FIELDS)[number]>;

/**
 * What a page's data file (src/generated/data/<locale>/<path>.json) keeps of it: what the prerender renders
 * beside its manifest line, none of that line's fields again.
 */
export const ROUTE_FILE_FIELDS = ['bodyTree', 'route'] as const;
export type RouteFile = Pick<Page, (typeof ROUTE_FILE_FIELDS)[number]>;

/** The fields of a page, in the order given: a field the page does not have is left out of its JSON. */
export function pageFields<K extends keyof Page>(page: Page, fields: readonly K[]): Pick<Page, K> {
  return Object.fromEntries(fields.map((field) => [field, page[field]])) as Pick<Page, K>;
}

/** What the view of a page takes (src/app/views.ts): its route data, everything it renders. */
export interface PageProps<T extends RouteData = RouteData> {
  route: T;
}

/** The locale's shell: menu, footer and language list, loaded once per locale. */
export interface ShellData {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** What the header, footer and legal pages show of the company (content/site.yaml). */
  site: Pick<
    Site,
    | 'name'
    | 'legalName'
    | 'registerNumber'
    | 'vatNumber'
    | 'logo'
    | 'copyrightYear'
    | 'offices'
    | 'social'
    | 'officeHours'
  >;
  languages: { code: Locale; name: string }[];
  /** The url of the locale's home page, where the logo leads. */
  home: string;
  /** The url of the locale's contact page, where the 404 page sends a visitor who is lost. */
  contact: string;
  /** The url of the locale's search page, where the header's search box sends its query. */
  search: string;
  /** The url of the locale's Atom feed of articles, which every page's head names (src/lib/feed.ts `Feed.url`). */
  feed: string;
  /** The main menu (content/navigation.yaml), its urls in the locale; `dropdown` on the item the Solutions menu opens under. */
  menu: { label: string; url: string; dropdown: boolean }[];
  /** The footer's other list (content/navigation.yaml `legal`). */
  legal: { label: string; url: string }[];
  dropdown: {
    category: string;
    label: string;
    url: string;
    items: { label: string; url: string }[];
  }[];
}
