import type { PageProps } from './page-props';
import { PageFrame } from '../components/PageFrame';
import { mdxComponents } from '../components/mdx/MDXComponents';
import { useLocale, useT } from '../i18n/context';
import { formatLongDate } from '../lib/dates';
import type { ProseRoute } from '../lib/route-data';

/** Legal notice and privacy policy: an MDX body under a title. */
export default function ProsePage({ route, Body }: PageProps<ProseRoute>) {
  const t = useT();
  const locale = useLocale();
  return (
    <PageFrame route={route}>
      <article className="prose">
        <h1>{route.data.title}</h1>
        <p className="prose__updated">{t('legal.updated', { date: formatLongDate(route.data.updated, locale) })}</p>
        {Body && <Body components={mdxComponents} />}
      </article>
    </PageFrame>
  );
}
