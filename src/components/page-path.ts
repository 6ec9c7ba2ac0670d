import { createContext, createElement, useContext, type ReactNode } from 'react';

const PagePath = createContext<string | null>(null);

/** Gives the components of a page the address it is prerendered at (src/app/prerender.tsx). */
export function PagePathProvider({ value, children }: { value: string; children?: ReactNode }) {
  return createElement(PagePath.Provider, { value }, children);
}

/**
 * The address of the page being prerendered, trailing slash included (`/fr/contact/`): what forms post
 * as their page, so the answer without JavaScript comes back to it. Islands are given it as a prop.
 */
export function usePagePath(): string {
  const path = useContext(PagePath);
  if (path === null) throw new Error('usePagePath() needs a PagePathProvider above it (src/app/prerender.tsx).');
  return path;
}
