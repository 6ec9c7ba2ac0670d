import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../Link';
import { useLocale, useShell, useT } from '../../i18n/context';
import { localizePath } from '../../lib/locale-paths';
import { mainNavigation } from './navigation';

/**
 * Mobile side menu: slides in at 80% of the width, with a collapsible Solutions
 * submenu. Closing the menu also closes the submenu; Escape closes it and returns focus.
 */
export function MobileMenu() {
  const t = useT();
  const locale = useLocale();
  const { dropdown } = useShell();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [submenuOpen, setSubmenuOpen] = useState(false);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpen(false);
    setSubmenuOpen(false);
  };
  // A followed link closes the menu (adjusting state during render, not in an effect).
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    close();
  }
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      toggleButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="mobile-menu">
      <button
        ref={toggleButton}
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-expanded={open}
        aria-controls="mobile-menu-panel"
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && <div className="mobile-menu__backdrop" onClick={close} aria-hidden="true" />}
      <div id="mobile-menu-panel" ref={panel} className="mobile-menu__panel" data-open={open} hidden={!open}>
        <nav aria-label={t('nav.label')}>
          <ul>
            {mainNavigation.map((item) => (
              <li key={item.key}>
                <Link to={localizePath(item.path, locale)}>{t(item.key)}</Link>
                {item.dropdown && (
                  <>
                    <button
                      type="button"
                      className="mobile-menu__submenu-toggle"
                      aria-expanded={submenuOpen}
                      aria-controls="mobile-solutions"
                      aria-label={t('nav.showSolutions')}
                      onClick={() => setSubmenuOpen((o) => !o)}
                    >
                      <span aria-hidden="true" className="chevron" />
                    </button>
                    <ul id="mobile-solutions" className="mobile-menu__submenu" hidden={!submenuOpen}>
                      {dropdown.map((column) => (
                        <li key={column.category}>
                          <Link to={column.path} className="mobile-menu__category">
                            {column.label}
                          </Link>
                          <ul>
                            {column.items.map((i) => (
                              <li key={i.path}>
                                <Link to={i.path}>{i.label}</Link>
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
