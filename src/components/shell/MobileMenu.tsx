import { useShell, useT } from '../../hooks/i18n';

/**
 * Mobile side menu: slides in at 80% of the width, with a collapsible Solutions submenu, opened and
 * closed by src/shell/mobile-menu.ts (closing the menu also closes the submenu; Escape closes it and
 * returns focus). The toggle's two names travel as data attributes.
 */
export function MobileMenu() {
  const t = useT();
  const { menu, dropdown } = useShell();

  return (
    <div className="mobile-menu" data-shell="mobile-menu">
      <button
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-expanded="false"
        aria-controls="mobile-menu-panel"
        aria-label={t('nav.openMenu')}
        data-label-open={t('nav.openMenu')}
        data-label-close={t('nav.closeMenu')}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div className="mobile-menu__backdrop" aria-hidden="true" hidden />
      <div id="mobile-menu-panel" className="mobile-menu__panel" hidden>
        <nav aria-label={t('nav.label')}>
          <ul>
            {menu.map((item) => (
              <li key={item.url}>
                <a href={item.url}>{item.label}</a>
                {item.dropdown && (
                  <>
                    <button
                      type="button"
                      className="mobile-menu__submenu-toggle"
                      aria-expanded="false"
                      aria-controls="mobile-solutions"
                      aria-label={t('nav.showSolutions')}
                    >
                      <span aria-hidden="true" className="chevron" />
                    </button>
                    <ul id="mobile-solutions" className="mobile-menu__submenu" hidden>
                      {dropdown.map((column) => (
                        <li key={column.category}>
                          <a className="mobile-menu__category" href={column.url}>
                            {column.label}
                          </a>
                          <ul>
                            {column.items.map((i) => (
                              <li key={i.url}>
                                <a href={i.url}>{i.label}</a>
                              </li>
                            ))}
                          </ul>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
