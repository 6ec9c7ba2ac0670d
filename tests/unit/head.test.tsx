// @vitest-environment node
// react-helmet-async writes its server-side head only where there is no DOM.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { headWithHelmet, helmetProps } from '../../src/components/Head';

// The react-helmet-async the prerender uses: vite-react-ssg's own copy, whose provider its Head reads.
const helmet = createRequire(join(import.meta.dirname, '../../node_modules/vite-react-ssg/package.json'))(
  'react-helmet-async',
) as {
  Helmet: ComponentType<{ children: ReactNode; htmlAttributes?: Record<string, string> }>;
  HelmetProvider: ComponentType<{ context: object; children: ReactNode }>;
};

type Heads = { children: ReactNode; htmlAttributes?: Record<string, string> }[];

/** The head HTML react-helmet-async makes of `heads`, rendered one after the other as a page renders them. */
function headHtml(heads: Heads, Head: ComponentType<Heads[number]>): Record<string, string> {
  const context: { helmet?: Record<string, { toString(): string }> } = {};
  renderToString(
    <helmet.HelmetProvider context={context}>
      {heads.map((props, i) => (
        <Head key={i} {...props} />
      ))}
    </helmet.HelmetProvider>,
  );
  return Object.fromEntries(Object.entries(context.helmet!).map(([key, value]) => [key, value.toString()]));
}

/** Head children as src/components/Seo.tsx gives them: a list of tags, some conditional. */
const seo = (title: string, tags: string[]): ReactNode =>
  (
    <>
      <title>{title}</title>
      <meta name="description" content={`About ${title} & "more" <here>`} />
      {tags.length > 0 && <meta name="keywords" content={tags.join(', ')} />}
      <link rel="canonical" href="https://example.com/fr/a/" />
      {['en', 'fr', 'x-default'].map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={`https://example.com/${lang}/a/`} />
      ))}
      <meta property="og:title" content={title} />
      {tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      {false}
      {null}
      <script type="application/ld+json">{'{"@type":"Thing","name":"a \\u003c b"}'}</script>
    </>
  ).props.children;

const CASES: [string, Heads][] = [
  [
    "a page's two heads: the layout's and the page's",
    [
      { children: <meta charSet="utf-8" />, htmlAttributes: { lang: 'fr', dir: 'ltr' } },
      { children: seo('Carports | Terraluce', ['carport', 'carport solaire']) },
    ],
  ],
  ['a page without tags', [{ children: seo('Contact', []) }]],
  [
    'a later head that repeats an earlier one’s tags',
    [{ children: seo('First', ['a', 'b']) }, { children: seo('Second', ['b', 'c']) }],
  ],
  [
    'attributes React and HTML spell differently, and nested fragments',
    [
      {
        children: [
          <meta key="1" httpEquiv="refresh" content="30" />,
          <Fragment key="2">
            <>
              <meta itemProp="name" content="x" />
            </>
            <link className="c" rel="preload" href="/f.woff2" crossOrigin="" />
          </Fragment>,
        ],
      },
    ],
  ],
  [
    'a title with attributes, styles and noscript',
    [
      {
        children: [
          <title key="t" itemProp="name">
            Titre
          </title>,
          <style key="s">{'body{color:red}'}</style>,
          <noscript key="n">{'<img src="/p.gif">'}</noscript>,
          <script key="j" src="/a.js" async />,
        ],
      },
    ],
  ],
  // Left to Helmet itself (helmetProps() gives undefined): a title of several text nodes.
  [
    'a title of several pieces',
    [
      {
        children: (
          <title>
            {'Page '}
            {'2'}
          </title>
        ),
      },
    ],
  ],
];

describe('head tags as the prerender writes them', () => {
  it.each(CASES)('%s: the same HTML as Helmet with children', (_, heads) => {
    const theirs = headHtml(heads, helmet.Helmet);
    expect(theirs.title).toMatch(/<title|^$/);
    expect(headHtml(heads, headWithHelmet(helmet.Helmet as never))).toEqual(theirs);
  });

  it('converts plain head elements and leaves anything else to Helmet', () => {
    expect(helmetProps(seo('T', ['a']))).toMatchObject({
      title: 'T',
      titleAttributes: {},
      meta: [{ name: 'description' }, { name: 'keywords', content: 'a' }, { property: 'og:title' }, { content: 'a' }],
      script: [{ type: 'application/ld+json', innerHTML: '{"@type":"Thing","name":"a \\u003c b"}' }],
    });
    expect(helmetProps(<meta charSet="utf-8" />)).toEqual({ meta: [{ charset: 'utf-8' }] });
    expect(
      helmetProps(
        <title>
          {'Page '}
          {'2'}
        </title>,
      ),
    ).toBeUndefined();
    expect(helmetProps(<div />)).toBeUndefined();
    expect(helmetProps(<>{seo('T', [])}</>)).toBeUndefined();
  });
});
