import { useShell, useT } from '../../hooks/i18n';

/**
 * Header search: a GET form to the search page, shown by its toggle (src/shell/search-box.ts: the toggle
 * opens the field and focuses it; closing clears the query; it closes when focus leaves it and when the
 * pointer leaves the header; an empty query is not sent). The toggle's two names travel as data attributes.
 */
export function SearchBox() {
  const t = useT();
  const { search } = useShell();
  return (
    <div className="search-box" data-shell="search">
      <button
        type="button"
        className="icon-button search-box__toggle"
        aria-expanded="false"
        aria-controls="header-search"
        aria-label={t('search.open')}
        data-label-open={t('search.open')}
        data-label-close={t('search.close')}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <form id="header-search" role="search" action={search} method="get" className="search-box__form" hidden>
        <label htmlFor="header-search-input" className="visually-hidden">
          {t('search.label')}
        </label>
        <input id="header-search-input" name="q" type="search" placeholder={t('search.placeholder')} />
        <button type="submit" className="button button--small">
          {t('search.submit')}
        </button>
      </form>
    </div>
  );
}
