import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the prerendered HTML and during hydration, true once React runs in the browser. For what must
 * differ with and without JavaScript (a submit button the script may disable, code loaded after the page
 * is interactive) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
