import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Link as RouterLink, Outlet, type LinkProps } from 'react-router-dom';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { PrerenderLink } from '../../src/components/Link';

/** A page rendered as the prerender renders it: a data router at `url`, a layout and a page route under it. */
async function prerendered(url: string, page: ReactNode, basename = '/'): Promise<string> {
  const routes = [
    {
      path: '/fr',
      element: <Outlet />,
      children: [{ path: '*', element: page }],
    },
  ];
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`no page at ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const noop = () => {};

const CASES: LinkProps[] = [
  { to: '/fr/contact/' },
  { to: '/fr/contact' },
  { to: '/' },
  { to: '/fr/conseils/?tag=carport&page=2#list', className: 'card__link' },
  { to: '/fr/recherche/?' },
  { to: '/fr/#' },
  { to: '/fr/a b/é/' },
  { to: '/fr/produits/', className: 'menu__link', 'aria-current': 'page', id: 'x', title: 'Produits', lang: 'fr' },
  { to: '/fr/contact/', target: '_blank', rel: 'noopener' },
  { to: '/fr/contact/', replace: true, state: { from: 'menu' }, preventScrollReset: true, relative: 'path' },
  { to: '/fr/contact/', reloadDocument: true, onClick: noop, viewTransition: true, tabIndex: -1 },
  // Not the site's own absolute paths: React Router's Link renders these itself.
  { to: 'voisin/' },
  { to: '../' },
  { to: '.' },
  { to: '' },
  { to: '?tri=recent' },
  { to: { pathname: '/fr/contact/', search: '?a=1' } },
  { to: '//example.com/x' },
  { to: 'https://example.com/' },
];

describe('links as the prerender writes them', () => {
  it.each(CASES.map((props) => [JSON.stringify(props), props] as const))(
    'writes %s as React Router does',
    async (_, props) => {
      const url = '/fr/conseils/choisir-carport/';
      const ours = await prerendered(url, <PrerenderLink {...props}>Voir</PrerenderLink>);
      const theirs = await prerendered(url, <RouterLink {...props}>Voir</RouterLink>);
      expect(ours).toContain('<a ');
      expect(ours).toBe(theirs);
    },
  );

  it('leaves links under a basename to React Router', async () => {
    const props = { to: '/fr/contact/', children: 'Contact' };
    const ours = await prerendered('/site/fr/x/', <PrerenderLink {...props} />, '/site');
    expect(ours).toBe(await prerendered('/site/fr/x/', <RouterLink {...props} />, '/site'));
    expect(ours).toContain('href="/site/fr/contact/"');
  });
});
