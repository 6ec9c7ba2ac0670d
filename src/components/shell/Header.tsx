import type { ReactNode } from 'react';
import { useShell, useT } from '../../hooks/i18n';
import { usePageUrl } from '../page-urls-context';
import { LanguageMenu } from './LanguageMenu';
import { MegaDropdown } from './MegaDropdown';
import { MobileMenu } from './MobileMenu';
import { SearchBox } from './SearchBox';

/**
 * How a main navigation link is current on the page at `pageUrl`: `page` on the page it leads to, `true`
 * on the pages under it (a section's articles or products), none elsewhere. With `end` (Home) only the
 * page itself counts. Both are urls as the content step made them, a slash at each end (src/paths/), so
 * a page under the link's page is one whose url begins with the link's.
 */
export function currentLink(pageUrl: string, to: string, end = false): 'page' | 'true' | undefined {
  if (pageUrl === to) return 'page';
  if (!end && pageUrl.startsWith(to)) return 'true';
  return undefined;
}

function NavLink({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  const current = currentLink(usePageUrl(), to, end);
  return (
    <a aria-current={current} className={`main-nav__link${current ? ' active' : ''}`} href={to}>
      {children}
    </a>
  );
}

/**
 * Header: logo, main navigation with the Solutions dropdown, language menu, search. Static HTML: the
 * dropdown opens on hover by CSS, the rest by the shell's script (src/shell/), which finds its parts by
 * their `data-shell` names.
 */
export function Header() {
  const t = useT();
  const { site, menu, home } = useShell();

  return (
    <header className="site-header" data-shell="header">
      <div className="site-header__inner">
        <a className="site-header__logo" aria-label={t('nav.logoHome', { name: site.name })} href={home}>
          {/* Low priority keeps the browser from fetching it ahead of the page's main picture. */}
          <img src={site.logo.src} alt="" width="160" height="40" fetchPriority="low" />
        </a>
        <nav className="main-nav" aria-label={t('nav.label')}>
          <ul className="main-nav__list">
            {menu.map((item) =>
              item.dropdown ? (
                <li key={item.url} className="main-nav__item main-nav__item--dropdown" data-shell="dropdown">
                  <NavLink to={item.url}>{item.label}</NavLink>
                  <button
                    type="button"
                    className="main-nav__toggle"
                    aria-expanded="false"
                    aria-controls="solutions-dropdown"
                    aria-label={t('nav.showSolutions')}
                  >
                    <span aria-hidden="true" className="chevron" />
                  </button>
                  <MegaDropdown id="solutions-dropdown" />
                </li>
              ) : (
                <li key={item.url} className="main-nav__item">
                  <NavLink to={item.url} end={item.url === home}>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="site-header__tools">
          <SearchBox />
          <LanguageMenu />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
