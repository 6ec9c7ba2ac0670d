import type { ArticleCategory, ArticleFrontmatter } from '../schemas/article';
import type { PublishedComment } from '../schemas/comment';
import type { SharedBlocks } from '../schemas/shared-blocks';
import type { Image, Locale } from '../schemas/common';
import type { PageEntry, ProsePageEntry } from '../schemas/page';
import type { ProductEntry } from '../schemas/product';
import type { EstimatorConfig, EstimatorType } from '../schemas/estimator';
import type { SolarEstimatorConfig } from '../schemas/solar-estimator';
import type { SolarCalendar } from './solar-format';
import type { Mount } from '../schemas/solar-options';
import type { Site } from '../schemas/site';
import type { ContactRequired } from '../schemas/contact-fields';

/*
 * The shape of the per-route JSON the content build writes to src/generated/data/.
 * Each route loads only its own file, in its own locale.
 */

/** Everything the <Seo> component writes into <head>, resolved at build time. */
export interface PageMeta {
  /** Full title, site name included. */
  title: string;
  description: string;
  keywords: string[];
  /** Absolute canonical address. */
  canonical: string;
  robots: string;
  image: { url: string; alt: string };
  ogType: 'website' | 'article' | 'product';
  ogLocale: string;
  /** Real translations only, plus x-default. */
  alternates: { hreflang: string; href: string }[];
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
  /** The kind chosen when the page opens (a product page's own). */
  preset?: EstimatorType;
  /** BCP 47 tag of the locale's number format (`dateLocale` of content/locales.yaml). */
  numberLocale: string;
}

/** What a page showing the solar estimator needs (src/components/solar-estimator/). */
export interface SolarEstimatorData {
  config: SolarEstimatorConfig;
  /** Where the panels go when the page opens (a carport product's: on a carport). */
  mount?: Mount;
  /** BCP 47 tag of the locale's number format (`dateLocale` of content/locales.yaml). */
  numberLocale: string;
  /** The day the page was built for: its figures are the periods in force then, until the visitor's day is known. */
  day: string;
  calendar: SolarCalendar;
}

/*
 * Each kind of route carries exactly the shared blocks its builder (scripts/content/page-builders/) names, all of
 * them present, so a page component reading a block its kind is not given fails to compile instead of
 * rendering nothing.
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
  data: ProductEntry;
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

/** What the view of any kind of page renders (its kind is the page's, src/lib/page.ts). */
export type RouteData = BlockPageRoute | ProductRoute | ArticleRoute | ProseRoute;

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
  /** The main menu (content/navigation.yaml), its addresses in the locale; `dropdown` on the item the Solutions menu opens under. */
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
