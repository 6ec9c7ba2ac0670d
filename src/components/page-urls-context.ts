import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { Locale } from '../schemas/locales';

/**
 * What the components of a page know of where it is, as the route manifest gives it (`pageUrlsAt()`,
 * src/app/route-manifest.ts): its url, and the url of the same page in each locale (every page is built in every
 * locale).
 */
export interface PageUrls {
  url: string;
  urls: Partial<Record<Locale, string>>;
}

const PageUrlsContext = createContext<PageUrls | null>(null);

/** Gives the components of a page its url and its urls in every locale (src/app/prerender.tsx). */
export function PageUrlsProvider({ value, children }: { value: PageUrls; children?: ReactNode }) {
  return createElement(PageUrlsContext.Provider, { value }, children);
}

function usePageUrls(): PageUrls {
  const given = useContext(PageUrlsContext);
  if (given === null) throw new Error('a page component needs a PageUrlsProvider above it (src/app/prerender.tsx).');
  return given;
}

/**
 * The url of the page being prerendered, trailing slash included (`/fr/contact/`): what forms post
 * as their page, so the answer without JavaScript comes back to it. Islands are given it as a prop.
 */
export function usePageUrl(): string {
  return usePageUrls().url;
}

/**
 * The url of the page being prerendered in a locale (`/de/contact/` for `de` on `/fr/contact/`): what the language
 * menu links.
 */
export function usePageUrlIn(): (locale: Locale) => string {
  const { url, urls } = usePageUrls();
  return (locale) => {
    const there = urls[locale];
    if (there === undefined)
      throw new Error(`${url} has no page in ${locale} in src/generated/route-manifest.json; run \`npm run content\``);
    return there;
  };
}
