import { createContext, createElement, useContext, type ReactNode } from 'react';

const PageUrl = createContext<string | null>(null);

/** Gives the components of a page the url it is prerendered at (src/app/prerender.tsx). */
export function PageUrlProvider({ value, children }: { value: string; children?: ReactNode }) {
  return createElement(PageUrl.Provider, { value }, children);
}

/**
 * The url of the page being prerendered, trailing slash included (`/fr/contact/`): what forms post
 * as their page, so the answer without JavaScript comes back to it. Islands are given it as a prop.
 */
export function usePageUrl(): string {
  const url = useContext(PageUrl);
  if (url === null) throw new Error('usePageUrl() needs a PageUrlProvider above it (src/app/prerender.tsx).');
  return url;
}
