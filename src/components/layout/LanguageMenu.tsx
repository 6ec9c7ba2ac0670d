import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useLocale, useShell, useT } from '../../i18n/context';
import { localizePath, parseLocalePath, switchLocalePath } from '../../lib/locale-paths';

/**
 * Language menu (spec §4): toggled by click; each language links to the same path under its
 * prefix. Plain links, so it also works before the page's script has loaded.
 */
export function LanguageMenu() {
  const t = useT();
  const locale = useLocale();
  const { languages } = useShell();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const current = languages.find((l) => l.code === locale);

  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className="lang-menu" ref={root}>
      <button
        type="button"
        className="lang-menu__button"
        aria-expanded={open}
        aria-controls="lang-menu-list"
        aria-label={`${locale.toUpperCase()} · ${t('lang.change', { language: current?.name ?? locale })}`}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">{locale.toUpperCase()}</span>
      </button>
      <ul id="lang-menu-list" className="lang-menu__list" hidden={!open}>
        {languages.map((l) => {
          const target = switchLocalePath(pathname + search, locale, l.code);
          return (
            <li key={l.code}>
              {/* A full page load: the other language has its own shell and strings. */}
              <a
                href={target ?? localizePath(parseLocalePath(pathname).path, locale) + search}
                hrefLang={l.code}
                lang={l.code}
                aria-current={target === null ? 'true' : undefined}
                onClick={(e) => {
                  if (target === null) e.preventDefault();
                  setOpen(false);
                }}
              >
                {l.name}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
