import { Head } from './Head';
import { useShell, useT } from '../hooks/i18n';
import type { PageMeta } from '../lib/route-data';

/** JSON in a <script> must not be able to close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Everything a page says to search engines and social networks, resolved by the content build. */
export function Seo({ meta }: { meta: PageMeta }) {
  const t = useT();
  const { feed } = useShell();
  return (
    <Head>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.keywords.length > 0 && <meta name="keywords" content={meta.keywords.join(', ')} />}
      <meta name="robots" content={meta.robots} />
      <link rel="canonical" href={meta.canonical} />
      {meta.alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      <link rel="alternate" type="application/atom+xml" title={t('blog.feed')} href={feed} />
      <meta property="og:type" content={meta.ogType} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={meta.canonical} />
      <meta property="og:image" content={meta.image.absoluteUrl} />
      <meta property="og:image:alt" content={meta.image.alt} />
      <meta property="og:locale" content={meta.ogLocale} />
      {meta.publishedTime && <meta property="article:published_time" content={meta.publishedTime} />}
      {meta.modifiedTime && <meta property="article:modified_time" content={meta.modifiedTime} />}
      {meta.section && <meta property="article:section" content={meta.section} />}
      {meta.author && <meta property="article:author" content={meta.author} />}
      {meta.tags?.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={meta.image.absoluteUrl} />
      <meta name="twitter:image:alt" content={meta.image.alt} />
      {meta.jsonLd.map((doc, i) => (
        <script key={i} type="application/ld+json">
          {safeJson(doc)}
        </script>
      ))}
    </Head>
  );
}
