import { useLocale, useShell, useT } from '../../hooks/i18n';
import { languageChoiceUrl } from '../../lib/language-choice';
import { usePageUrl, usePageUrlIn } from '../page-urls-context';

/**
 * Language menu: a native disclosure of plain links, so it opens and the choice is kept without any
 * script; each language links to the page's url in it (every page is built in every locale; the url is the one
 * its route manifest line gives), through /api/language, which remembers the choice so `/` opens in it next time.
 * src/shell/language-menu.ts closes it on Escape and on a click outside, and carries the url's query over to
 * the chosen language.
 */
export function LanguageMenu() {
  const t = useT();
  const locale = useLocale();
  const { languages } = useShell();
  const url = usePageUrl();
  const urlIn = usePageUrlIn();
  const current = languages.find((l) => l.code === locale);

  return (
    <details className="lang-menu" data-shell="language-menu">
      <summary
        className="lang-menu__button"
        aria-controls="lang-menu-list"
        aria-label={`${locale.toUpperCase()} · ${t('lang.change', { language: current?.name ?? locale })}`}
      >
        <span aria-hidden="true">{locale.toUpperCase()}</span>
      </summary>
      <ul id="lang-menu-list" className="lang-menu__list">
        {languages.map((l) => {
          const here = l.code === locale;
          return (
            <li key={l.code}>
              <a
                href={here ? url : languageChoiceUrl(urlIn(l.code))}
                hrefLang={l.code}
                lang={l.code}
                aria-current={here ? 'true' : undefined}
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
