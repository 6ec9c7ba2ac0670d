/**
 * Every island of the site: the parts of a page a visitor operates that HTML and CSS cannot do alone.
 * The prerender renders each in place (./Island.tsx) and the browser hydrates each on its own root
 * (./loader.ts), loading its chunk only on the page that has it and only when its rule says:
 *
 * - `load`: at once, for a page whose main content is the island;
 * - `idle`: once the page has loaded and the browser is idle;
 * - `visible`: when the island scrolls into view;
 * - `interaction`: when the visitor first touches, clicks, focuses or types in it.
 *
 * Each rule is the latest that keeps the island whole: every island also wakes on a first interaction,
 * text typed before its code arrives stays in the fields, and a button pressed before then is pressed
 * again once it is hydrated. `strings` are the prefixes of the UI keys the island may use: only those
 * travel with it, and the prerender fails on any other.
 */
export const ISLANDS = {
  'contact-form': {
    load: () => import('../components/forms/ContactForm'),
    when: 'idle',
    strings: ['form.', 'toast.'],
  },
  'comment-form': {
    load: () => import('../components/forms/CommentForm'),
    when: 'interaction',
    strings: ['comments.', 'form.', 'toast.'],
  },
  'newsletter-form': {
    load: () => import('../components/layout/NewsletterForm'),
    when: 'interaction',
    strings: ['footer.newsletter.', 'form.', 'toast.'],
  },
  estimator: {
    load: () => import('../components/estimator/Estimator'),
    when: 'visible',
    strings: ['estimator.', 'form.'],
  },
  'article-list': {
    load: () => import('../components/article/ArticleList'),
    when: 'visible',
    strings: ['blog.', 'comments.count.'],
  },
  'site-search': {
    load: () => import('../components/search/SiteSearch'),
    when: 'load',
    strings: ['search.'],
  },
  reviews: {
    load: () => import('../components/blocks/Reviews'),
    when: 'visible',
    strings: ['reviews.'],
  },
  'before-after': {
    load: () => import('../components/blocks/BeforeAfter'),
    when: 'visible',
    strings: ['slider.'],
  },
  gallery: {
    load: () => import('../components/blocks/Gallery'),
    when: 'interaction',
    strings: ['gallery.'],
  },
  'share-button': {
    load: () => import('../components/product/ShareButton'),
    when: 'interaction',
    strings: ['product.share', 'toast.'],
  },
  'share-row': {
    load: () => import('../components/article/ShareRow'),
    when: 'interaction',
    strings: ['blog.share'],
  },
} as const satisfies Record<string, IslandDefinition>;

export type IslandRule = 'load' | 'idle' | 'visible' | 'interaction';

export interface IslandDefinition {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
  load: () => Promise<{ default: import('react').ComponentType<any> }>;
  when: IslandRule;
  strings: readonly string[];
}

export type IslandName = keyof typeof ISLANDS;

/** The props an island's component takes. */
export type IslandProps<N extends IslandName> = import('react').ComponentProps<
  Awaited<ReturnType<(typeof ISLANDS)[N]['load']>>['default']
>;

/** What the prerender writes beside an island for the browser: its props and the UI strings it uses. */
export interface IslandData {
  props: Record<string, unknown>;
  locale: import('../schemas/locales').Locale;
  strings: Record<string, string>;
}
