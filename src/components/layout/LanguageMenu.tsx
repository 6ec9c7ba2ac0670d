import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useLocale, useShell, useT } from '../../i18n/context';
import { languageChoicePath } from '../../lib/language-choice';
import { localizePath, parseLocalePath, switchLocalePath } from '../../lib/locale-paths';

/**
 * Language menu: opens on click; each language links to the same path under its prefix,
 * through /api/language, which remembers the choice so `/` opens in it next time. A native
 * disclosure and plain links, so the menu opens and the choice is kept before the page's script
 * has loaded; once it has, Escape and a click outside close it too.
 */
export function LanguageMenu() {
  const t = useT();
  const locale = useLocale();
  const { languages } = useShell();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
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
    <details className="lang-menu" ref={root} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary
        className="lang-menu__button"
        aria-controls="lang-menu-list"
        aria-label={`${locale.toUpperCase()} · ${t('lang.change', { language: current?.name ?? locale })}`}
      >
        <span aria-hidden="true">{locale.toUpperCase()}</span>
      </summary>
      <ul id="lang-menu-list" className="lang-menu__list">
        {languages.map((l) => {
          const target = switchLocalePath(pathname + search, locale, l.code);
          return (
            <li key={l.code}>
              {/* A full page load: the other language has its own shell and strings. */}
              <a
                href={
                  target === null
                    ? localizePath(parseLocalePath(pathname).path, locale) + search
                    : languageChoicePath(target)
                }
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
    </details>
  );
}
