import { PageFrame } from '../components/PageFrame';
import { useShell } from '../hooks/i18n';
import { Island } from '../islands/Island';
import type { BlockPageRoute, PageProps } from '../lib/route-data';

/** /rechercher/?q=: the page's heading, then the search form and its results (an island). */
export default function SearchPage({ route }: PageProps<BlockPageRoute>) {
  return (
    <PageFrame route={route}>
      <header className="page-header">
        <h1>{route.data.title}</h1>
      </header>
      <Island name="site-search" props={{ search: useShell().search }} />
    </PageFrame>
  );
}
