import { useLocation } from 'react-router-dom';

/**
 * The address of the page being prerendered, trailing slash included (`/fr/contact/`): what forms post
 * as their page, so the answer without JavaScript comes back to it. The prerender's router knows it;
 * islands are given it as a prop.
 */
export function usePagePath(): string {
  const { pathname } = useLocation();
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}
