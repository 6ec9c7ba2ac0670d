import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { PagePlace } from '../paths';

/** What the components of a page know of where it is: its path and its url, as its manifest line gives them. */
export type PageAddress = Pick<PagePlace, 'path' | 'url'>;

const Page = createContext<PageAddress | null>(null);

/** Gives the components of a page its path and url (src/app/prerender.tsx). */
export function PageAddressProvider({ value, children }: { value: PageAddress; children?: ReactNode }) {
  return createElement(Page.Provider, { value }, children);
}

function usePageAddress(): PageAddress {
  const page = useContext(Page);
  if (page === null) throw new Error('a page component needs a PageAddressProvider above it (src/app/prerender.tsx).');
  return page;
}

/**
 * The url of the page being prerendered, trailing slash included (`/fr/contact/`): what forms post
 * as their page, so the answer without JavaScript comes back to it. Islands are given it as a prop.
 */
export function usePageUrl(): string {
  return usePageAddress().url;
}

/** The path of the page being prerendered (`/contact/`), the same in every locale: what the language menu links. */
export function usePagePath(): string {
  return usePageAddress().path;
}
