import { useSyncExternalStore } from 'react';

/*
 * The query of the page's url for islands, which have no router: the page's own url, read after hydration
 * (the prerendered HTML has no query, so hydration reads none either, and both renders match), kept in
 * step with Back and Forward, and written in place without a new history entry.
 */

const CHANGED = 'terraluce:search-params';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

const current = () => window.location.search;
const prerendered = () => '';

/** The query, and a function that rewrites it in place (`replaceState`) and tells every island. */
export function useSearchParams(): [URLSearchParams, (update: (params: URLSearchParams) => URLSearchParams) => void] {
  const search = useSyncExternalStore(subscribe, current, prerendered);
  const set = (update: (params: URLSearchParams) => URLSearchParams) => {
    const next = update(new URLSearchParams(window.location.search)).toString();
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${next ? `?${next}` : ''}${hash}`);
    window.dispatchEvent(new Event(CHANGED));
  };
  return [new URLSearchParams(search), set];
}
