/**
 * Categories of advice articles; the list page filters by them. Without zod, so the list page does not
 * load the schema library for a constant.
 */
export const ARTICLE_CATEGORIES = ['carport', 'energie', 'pergola'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
