import type { AnchorHTMLAttributes } from 'react';

/**
 * A link to another page of the site. Every page is a document of its own, so a link is a plain <a>:
 * following it loads the page, which Speculation Rules (src/components/layout/SpeculationRules.tsx)
 * have usually fetched already. `to` is the path, as components pass it.
 */
export function Link({ to, ...attributes }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...attributes} href={to} />;
}
