import { PageFrame } from '../components/PageFrame';
import { mdxComponents, type BodyComponent } from '../components/mdx/MDXComponents';
import { useT } from '../hooks/i18n';
import type { PageProps, ProseRoute } from '../lib/route-data';

/** Legal notice and privacy policy: an MDX body under a title. */
export default function ProsePage({ route, Body }: PageProps<ProseRoute> & { Body?: BodyComponent }) {
  const t = useT();
  return (
    <PageFrame route={route}>
      <article className="prose">
        <h1>{route.data.title}</h1>
        <p className="prose__updated">{t('legal.updated', { date: route.updatedLabel })}</p>
        {Body && <Body components={mdxComponents} />}
      </article>
    </PageFrame>
  );
}
