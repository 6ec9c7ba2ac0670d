import { BlockRenderer } from '../components/blocks/BlockRenderer';
import { PageFrame } from '../components/PageFrame';
import { Island } from '../islands/Island';
import type { BlockPageRoute, PageProps } from '../lib/route-data';

/** /conseils: its heading, then the article list with its search and category filter (an island). */
export default function ArticleListPage({ route }: PageProps<BlockPageRoute>) {
  return (
    <PageFrame route={route}>
      <header className="page-header">
        <h1>{route.data.title}</h1>
        {route.data.subtitle && <p>{route.data.subtitle}</p>}
      </header>
      <Island name="article-list" props={{ articles: route.articles }} />
      <BlockRenderer
        blocks={route.data.blocks}
        shared={route.shared}
        firstIsHeading={false}
        contactForm={route.contactForm}
      />
    </PageFrame>
  );
}
