import { forwardRef, useImperativeHandle, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLocale, useT } from '../../i18n/context';
import { localizePath } from '../../lib/locale-paths';

export interface SearchBoxHandle {
  close(): void;
}

/**
 * Header search: the toggle opens the field and focuses it; closing clears the query;
 * it closes when focus leaves it and when the pointer leaves the header. Submitting a non-empty
 * query opens the search page; it is a GET form, so it works without JavaScript too.
 */
export const SearchBox = forwardRef<SearchBoxHandle>(function SearchBox(_, ref) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const action = localizePath('/rechercher/', locale);

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  useImperativeHandle(ref, () => ({ close }));

  const toggle = () => {
    if (open) return close();
    setOpen(true);
    // The field is rendered hidden until now; focus it once it is shown.
    requestAnimationFrame(() => input.current?.focus());
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = query.trim();
    if (!q) return;
    navigate(`${action}?q=${encodeURIComponent(q)}`);
    close();
  };

  return (
    <div className="search-box" data-open={open} ref={root}>
      <button
        type="button"
        className="icon-button search-box__toggle"
        aria-expanded={open}
        aria-controls="header-search"
        aria-label={open ? t('search.close') : t('search.open')}
        onClick={toggle}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <form
        id="header-search"
        role="search"
        action={action}
        method="get"
        className="search-box__form"
        hidden={!open}
        onSubmit={submit}
        onBlur={(e) => {
          // Moving to the toggle is not leaving: its own click closes the box.
          if (!root.current?.contains(e.relatedTarget as Node | null)) close();
        }}
      >
        <label htmlFor="header-search-input" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          ref={input}
          id="header-search-input"
          name="q"
          type="search"
          value={query}
          placeholder={t('search.placeholder')}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && close()}
        />
        <button type="submit" className="button button--small">
          {t('search.submit')}
        </button>
      </form>
    </div>
  );
});
