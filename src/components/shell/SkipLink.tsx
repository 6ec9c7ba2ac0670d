import { useT } from '../../hooks/i18n';

/** First focusable element: jumps past the menu to the page's content. */
export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('a11y.skipLink')}
    </a>
  );
}
