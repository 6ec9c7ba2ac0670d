import { BlockRenderer } from '../components/blocks/BlockRenderer';
import { PageFrame } from '../components/PageFrame';
import type { BlockPageRoute, PageProps } from '../lib/route-data';

/** Home, solutions, category, portfolio and contact pages: a list of blocks from content. */
export default function BlockPage({ route }: PageProps<BlockPageRoute>) {
  return (
    <PageFrame route={route}>
      <BlockRenderer
        blocks={route.data.blocks}
        shared={route.shared}
        articles={route.articles}
        contactForm={route.contactForm}
      />
    </PageFrame>
  );
}
