import type { ReactNode } from 'react';
import { useLocale } from '../hooks/i18n';
import { isExternal, isFileLink, localeUrl } from '../paths';

/**
 * A link of the content, as the content step passes it on: a site path, already the path of the page it leads to
 * (scripts/content/load/content-links.ts), gets the visitor's language prefix; files download; other sites and
 * places in the same page (`#section`) open as written.
 */
export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const locale = useLocale();
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
    <a className={className} href={localeUrl(href, locale)}>
      {children}
    </a>
  );
}
