import { z } from 'zod';
import { image, link, seo, text } from './common';

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
  author: text().describe('Name shown under the heading ("By …").'),
  category: z
    .enum(ARTICLE_CATEGORIES)
    .optional()
    .describe('Leave empty to derive it from the title: carport, then énergie, else pergola.'),
  featuredImage: image.meta({ title: 'Featured picture' }),
  introduction: z
    .strictObject({
      title: text().describe('Heading of the opening paragraph.'),
      content: text().describe('The opening paragraph, between the picture and the body.'),
    })
    .describe('The opening paragraph, with its heading.'),
  cta: z
    .strictObject({
      text: text().describe('The sentence above the button.'),
      buttonText: text().meta({ title: 'Button text', description: 'Text on the button.' }),
      link,
    })
    .meta({ title: 'Call to action', description: 'The invitation at the end of the article.' }),
  seo: z
    .strictObject({
      title: seo.shape.title,
      description: seo.shape.description,
      keywords: seo.shape.keywords,
      section: text().describe('schema.org articleSection, for example "Pergolas".'),
    })
    .meta({ title: 'Search engines', description: seo.description }),
});
export type ArticleFrontmatter = z.infer<typeof articleSchema>;
