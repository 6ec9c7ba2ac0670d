import { useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Link } from '../Link';
import { useLocale, useShell, useT } from '../../i18n/context';
import { localizePath } from '../../lib/locale-paths';
import { LanguageMenu } from './LanguageMenu';
import { MegaDropdown } from './MegaDropdown';
import { MobileMenu } from './MobileMenu';
import { SearchBox, type SearchBoxHandle } from './SearchBox';
import { mainNavigation } from './navigation';

/** Header: logo, main navigation with the Solutions dropdown, language menu, search. */
export function Header() {
  const t = useT();
  const locale = useLocale();
  const { site } = useShell();
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const search = useRef<SearchBoxHandle>(null);

  return (
    <header className="site-header" onPointerLeave={() => search.current?.close()}>
      <div className="site-header__inner">
        <Link
          to={localizePath('/', locale)}
          className="site-header__logo"
          aria-label={t('nav.logoHome', { name: site.name })}
        >
          {/* Low priority keeps React from preloading it ahead of the page's main picture; the parser finds it first anyway. */}
          <img src={site.logo.src} alt="" width="160" height="40" fetchPriority="low" />
        </Link>
        <nav className="main-nav" aria-label={t('nav.label')}>
          <ul className="main-nav__list">
            {mainNavigation.map((item) =>
              item.dropdown ? (
                <li
                  key={item.key}
                  className="main-nav__item main-nav__item--dropdown"
                  onPointerEnter={(e) => e.pointerType === 'mouse' && setDropdownOpen(true)}
                  onPointerLeave={(e) => e.pointerType === 'mouse' && setDropdownOpen(false)}
                  onKeyDown={(e) => e.key === 'Escape' && setDropdownOpen(false)}
                >
                  <NavLink to={localizePath(item.path, locale)} className="main-nav__link">
                    {t(item.key)}
                  </NavLink>
                  <button
                    type="button"
                    className="main-nav__toggle"
                    aria-expanded={dropdownOpen}
                    aria-controls="solutions-dropdown"
                    aria-label={t('nav.showSolutions')}
                    // A mouse has already opened it by hovering: a click must not close it under the pointer.
                    onClick={(e) =>
                      (e.nativeEvent as PointerEvent).pointerType === 'mouse'
                        ? setDropdownOpen(true)
                        : setDropdownOpen((o) => !o)
                    }
                  >
                    <span aria-hidden="true" className="chevron" />
                  </button>
                  <MegaDropdown id="solutions-dropdown" open={dropdownOpen} onNavigate={() => setDropdownOpen(false)} />
                </li>
              ) : (
                <li key={item.key} className="main-nav__item">
                  <NavLink to={localizePath(item.path, locale)} className="main-nav__link" end={item.path === '/'}>
                    {t(item.key)}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="site-header__tools">
          <SearchBox ref={search} />
          <LanguageMenu />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
