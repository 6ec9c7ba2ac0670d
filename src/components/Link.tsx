import { useContext, type ReactNode, type RefAttributes } from 'react';
import {
  createPath,
  Link as RouterLink,
  parsePath,
  UNSAFE_NavigationContext as NavigationContext,
  type LinkProps,
} from 'react-router-dom';

/** The props React Router's Link takes for itself (and the ref): the rest are the <a>'s attributes. */
const ROUTER_PROPS = new Set([
  'onClick',
  'relative',
  'reloadDocument',
  'replace',
  'state',
  'target',
  'to',
  'preventScrollReset',
  'viewTransition',
  'ref',
]);

/**
 * React Router's Link as the prerender writes it, for the site's own absolute paths (`/fr/contact/`),
 * which are nearly every link of a page: the same <a>, attributes in the same order, without resolving
 * the path against the route's matches twice per link (for its href and again for its click handler,
 * which the HTML does not contain). With about 90 links a page, React Router's Link cost the prerender
 * about 8 of its 93 s of CPU at 9,702 pages. Any other link (relative, an object, a full URL, a router
 * with a basename) is React Router's own. tests/unit/link.test.tsx holds both to the same HTML.
 */
export function PrerenderLink(props: LinkProps & RefAttributes<HTMLAnchorElement>): ReactNode {
  const { basename } = useContext(NavigationContext);
  const { to, target } = props;
  if (typeof to !== 'string' || !to.startsWith('/') || basename !== '/') return <RouterLink {...props} />;
  const attributes: Record<string, unknown> = {};
  for (const name in props) if (!ROUTER_PROPS.has(name)) attributes[name] = props[name as keyof typeof props];
  // React Router's href is the path itself but for an empty query or fragment (`/fr/?`), which it drops.
  const href = to.includes('?') || to.includes('#') ? createPath(parsePath(to)) : to;
  return <a {...attributes} href={href} target={target} />;
}

/** Links between the site's pages: React Router's in the browser, where it navigates on click. */
export const Link: typeof RouterLink = import.meta.env.SSR ? (PrerenderLink as typeof RouterLink) : RouterLink;
