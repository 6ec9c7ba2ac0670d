import type { ComponentProps, ComponentType } from 'react';
import type { Locale } from '../schemas/locales';
import { withQuoteStrings } from '../lib/quote-strings';

/**
 * Every island of the site: the parts of a page a visitor operates that HTML and CSS cannot do alone.
 * The prerender renders each in place (./Island.tsx) and the browser hydrates each on its own root
 * (./loader.ts), loading its chunk only on the page that has it and only when its rule says:
 *
 * - `visible`: when the island scrolls into view;
 * - `query`: at once when the page's url has a query (a search to show, a form to fill in from a link),
 *   else as `interaction`;
 * - `interaction`: when the visitor first touches, clicks, focuses or types in it.
 *
 * Each rule is the latest that keeps the island whole: every island also wakes on a first interaction,
 * text typed before its code arrives stays in the fields, and a button pressed before then is pressed
 * again once it is hydrated. `strings` are the prefixes of the UI keys the island may use: only those
 * travel with it, and the prerender fails on any other.
 *
 * Two lists with the same names, so the browser's entry script carries the chunks alone: the rules and
 * strings are the prerender's (the rule reaches the browser as the island's `data-when`).
 */
export const ISLANDS = {
  'contact-form': () => import('../components/forms/ContactForm'),
  'comment-form': () => import('../components/forms/CommentForm'),
  'newsletter-form': () => import('../components/shell/NewsletterForm'),
  estimator: () => import('../components/estimator/Estimator'),
  'solar-estimator': () => import('../components/solar-estimator/SolarEstimator'),
  'article-list': () => import('../components/article/ArticleList'),
  'site-search': () => import('../components/search/SiteSearch'),
  reviews: () => import('../components/blocks/Reviews'),
  'before-after': () => import('../components/blocks/BeforeAfter'),
  gallery: () => import('../components/blocks/Gallery'),
  'share-button': () => import('../components/product/ShareButton'),
  'share-row': () => import('../components/article/ShareRow'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof ISLANDS;

export type IslandRule = 'visible' | 'query' | 'interaction';

/** Each island's loading rule and the prefixes of the UI strings it may use. */
export const ISLAND_RULES: Record<IslandName, { when: IslandRule; strings: readonly string[] }> = {
  // The quote requests too: the shell writes one from a quote link in the page's language (src/shell/contact-prefill.ts).
  'contact-form': { when: 'query', strings: /* @__PURE__ */ withQuoteStrings(['form.', 'toast.']) },
  'comment-form': { when: 'interaction', strings: ['comments.', 'form.', 'toast.'] },
  'newsletter-form': { when: 'interaction', strings: ['footer.newsletter.', 'form.', 'toast.'] },
  estimator: { when: 'query', strings: ['estimator.', 'form.'] },
  'solar-estimator': {
    when: 'query',
    strings: ['solar.', 'estimator.range', 'estimator.quote.yes', 'estimator.quote.no'],
  },
  'article-list': { when: 'query', strings: ['blog.', 'comments.count.'] },
  'site-search': { when: 'query', strings: ['search.'] },
  reviews: { when: 'visible', strings: ['reviews.'] },
  'before-after': { when: 'visible', strings: ['slider.'] },
  gallery: { when: 'interaction', strings: ['gallery.'] },
  'share-button': { when: 'interaction', strings: ['product.share', 'toast.'] },
  'share-row': { when: 'interaction', strings: ['blog.share'] },
};

/** The props an island's component takes. */
export type IslandProps<N extends IslandName> = ComponentProps<Awaited<ReturnType<(typeof ISLANDS)[N]>>['default']>;

/**
 * What the page's shell reads beside an island, which the island's component never takes: the product titles
 * a quote link's subject names, written by the shell before the contact form wakes (src/shell/contact-prefill.ts).
 */
export interface IslandShellData {
  'contact-form': { products: Record<string, string> };
}

/** The shell's data of island `N`, for the islands that have some. */
export type ShellDataOf<N extends IslandName> = N extends keyof IslandShellData ? IslandShellData[N] : never;

/** What the prerender writes beside an island for the browser: its props, the UI strings it uses, the shell's data. */
export interface IslandData {
  props: Record<string, unknown>;
  locale: Locale;
  strings: Record<string, string>;
  shell?: Record<string, unknown>;
}
