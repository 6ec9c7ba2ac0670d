import type { ReactNode } from 'react';
import { useLocale } from '../hooks/i18n';
import { isExternal, isFileLink, localeUrl, pathOfLink } from '../paths';

/**
 * A link as content writes it: site paths name the page they lead to (`pathOfLink`, which follows a renamed
 * section: MDX bodies keep their links as written) and get the visitor's language prefix; files download; other
 * sites and places in the same page (`#section`) open as written.
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
    <a className={className} href={localeUrl(pathOfLink(href), locale)}>
      {children}
    </a>
  );
}
