import type { ReactNode } from 'react';
import { Link } from '../Link';
import { useLocale, useShell, useT } from '../../i18n/context';
import { localizePath } from '../../lib/locale-paths';
import { usePagePath } from '../page-path';
import { LanguageMenu } from './LanguageMenu';
import { MegaDropdown } from './MegaDropdown';
import { MobileMenu } from './MobileMenu';
import { SearchBox } from './SearchBox';
import { mainNavigation } from './navigation';

/**
 * Whether a main navigation link is marked current, by React Router's NavLink rule on the address
 * without its trailing slash (`/fr/conseils`): the link's own address, or (without `end`) an address
 * below it. So a section's link is current on the pages under it, and Home on the English home page.
 */
export function isCurrentLink(pageUrl: string, to: string, end = false): boolean {
  const here = pageUrl.length > 1 ? pageUrl.replace(/\/$/, '') : pageUrl;
  const sectionEnd = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  return here === to || (!end && here.startsWith(to) && here.charAt(sectionEnd) === '/');
}

function NavLink({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  const current = isCurrentLink(usePagePath(), to, end);
  return (
    <Link aria-current={current ? 'page' : undefined} className={`main-nav__link${current ? ' active' : ''}`} to={to}>
      {children}
    </Link>
  );
}

/**
 * Header: logo, main navigation with the Solutions dropdown, language menu, search. Static HTML: the
 * dropdown opens on hover by CSS, the rest by the shell's script (src/shell/), which finds its parts by
 * their `data-shell` names.
 */
export function Header() {
  const t = useT();
  const locale = useLocale();
  const { site } = useShell();

  return (
    <header className="site-header" data-shell="header">
      <div className="site-header__inner">
        <Link
          to={localizePath('/', locale)}
          className="site-header__logo"
          aria-label={t('nav.logoHome', { name: site.name })}
        >
          {/* Low priority keeps the browser from fetching it ahead of the page's main picture. */}
          <img src={site.logo.src} alt="" width="160" height="40" fetchPriority="low" />
        </Link>
        <nav className="main-nav" aria-label={t('nav.label')}>
          <ul className="main-nav__list">
            {mainNavigation.map((item) =>
              item.dropdown ? (
                <li key={item.key} className="main-nav__item main-nav__item--dropdown" data-shell="dropdown">
                  <NavLink to={localizePath(item.path, locale)}>{t(item.key)}</NavLink>
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
                <li key={item.key} className="main-nav__item">
                  <NavLink to={localizePath(item.path, locale)} end={item.path === '/'}>
                    {t(item.key)}
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
