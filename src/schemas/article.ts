import { z } from 'zod';
import { image, link, text } from './common';

import { ARTICLE_CATEGORIES } from './article-categories';

export { ARTICLE_CATEGORIES, type ArticleCategory } from './article-categories';

/**
 * Frontmatter of an advice article: `content/articles/<slug>.<locale>.mdx`.
 * The body is the article's sections, written as MDX headings and paragraphs.
 */
export const articleSchema = z.strictObject({
  title: text(),
  /** Publication date, YYYY-MM-DD. Shown per locale ("2 déc. 2024" in French). */
  date: z.iso.date('expected a date written YYYY-MM-DD'),
  /** Date of the last substantial change, YYYY-MM-DD. */
  modified: z.iso.date('expected a date written YYYY-MM-DD').optional(),
  author: text(),
  /** Leave out to derive it from the title (spec rule: carport, then énergie, else pergola). */
  category: z.enum(ARTICLE_CATEGORIES).optional(),
  featuredImage: image,
  introduction: z.strictObject({ title: text(), content: text() }),
  cta: z.strictObject({ text: text(), buttonText: text(), link }),
  seo: z.strictObject({
    title: text().max(70, 'keep titles under 70 characters so search engines do not cut them'),
    description: text().max(180, 'keep descriptions under 180 characters'),
    keywords: z.array(text()).default([]),
    /** schema.org articleSection, for example "Pergolas". */
    section: text(),
  }),
});
export type ArticleFrontmatter = z.infer<typeof articleSchema>;
