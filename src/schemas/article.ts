import { z } from 'zod';
import { image, link, text } from './common';

import { ARTICLE_CATEGORIES } from './article-categories';

export { ARTICLE_CATEGORIES, type ArticleCategory } from './article-categories';

/**
 * Frontmatter of an advice article: `content/articles/<slug>.<locale>.mdx`.
 * The body is the article's sections, written as MDX headings and paragraphs.
 */
export const articleSchema = z.strictObject({
  title: text().describe('The heading of the article and the name of its page.'),
  date: z.iso
    .date('expected a date written YYYY-MM-DD')
    .describe('Publication date, YYYY-MM-DD. Shown in each language\'s own way ("2 déc. 2024" in French).'),
  modified: z.iso
    .date('expected a date written YYYY-MM-DD')
    .optional()
    .describe('Date of the last substantial change, YYYY-MM-DD.'),
  author: text(),
  category: z
    .enum(ARTICLE_CATEGORIES)
    .optional()
    .describe('Leave empty to derive it from the title: carport, then énergie, else pergola.'),
  featuredImage: image.meta({ title: 'Featured picture' }),
  introduction: z.strictObject({ title: text(), content: text() }).describe('The opening paragraph, with its heading.'),
  cta: z
    .strictObject({ text: text(), buttonText: text(), link })
    .meta({ title: 'Call to action', description: 'The invitation at the end of the article.' }),
  seo: z
    .strictObject({
      title: text().max(70, 'keep titles under 70 characters so search engines do not cut them'),
      description: text().max(180, 'keep descriptions under 180 characters'),
      keywords: z.array(text()).default([]),
      section: text().describe('schema.org articleSection, for example "Pergolas".'),
    })
    .meta({ title: 'Search engines' }),
});
export type ArticleFrontmatter = z.infer<typeof articleSchema>;
