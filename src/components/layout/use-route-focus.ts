import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The address last shown; module state, because changing language mounts a new layout. */
let shown: string | undefined;

/**
 * After client-side navigation the browser does neither of the things a page load does: start at the
 * top, and put keyboard and screen reader users at the start of the new page. This does both (or
 * scrolls to the `#fragment` the link names), once the new page has rendered.
 */
export function useRouteFocus(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const address = pathname + hash;
    const first = shown === undefined;
    if (address === shown) return;
    shown = address;
    if (first) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash]);
}
