import type { ReactNode } from 'react';
import { isExternal, isFileLink } from '../paths';

/**
 * A link of the content, as the content step passes it on: a site link is already the url of the page it leads
 * to in the page's locale (scripts/content/page-builders/link-urls.ts) and is rendered as given; files download;
 * other sites and places in the same page (`#section`) open as written.
 */
export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (isFileLink(href))
    return (
      <a href={href} className={className} download>
        {children}
      </a>
    );
  if (isExternal(href) || href.startsWith('#'))
    return (
      <a href={href} className={className} rel={href.startsWith('http') ? 'noopener noreferrer' : undefined}>
        {children}
      </a>
    );
  return (
    <a className={className} href={href}>
      {children}
    </a>
  );
}
