import { useT } from '../../hooks/i18n';
import type { UiKey } from '../../generated/ui-keys';
import { failureReasonsOf, failureMessageKey, resultAnchor, type ResultParam } from '../../forms/result';

interface Props {
  /** Which form: its result parameter and anchor prefix. */
  param: ResultParam;
  /** UI key of the success text (the one the function answers with). */
  successKey: UiKey;
  /** Id of the form's first field or heading, for the "back to the form" link. */
  backTo: string;
  /** Titles of the notices, when the form's own differ from a message's ("Subscription received"). */
  successTitleKey?: UiKey;
  errorTitleKey?: UiKey;
}

/**
 * The notices a form shows after a post without JavaScript. All are prerendered and hidden; the one whose id
 * the redirect's #anchor names is shown by `:target` (global.css), so this works in static HTML with no script.
 */
export function FormResult({
  param,
  successKey,
  backTo,
  successTitleKey = 'form.noscript.successTitle',
  errorTitleKey = 'form.noscript.errorTitle',
}: Props) {
  const t = useT();
  return (
    <div className="form-results">
      <p id={resultAnchor(param)} className="form-banner form-banner--success form-result" tabIndex={-1}>
        <strong>{t(successTitleKey)}</strong> {t(successKey)}
      </p>
      {failureReasonsOf(param).map((reason) => (
        <p
          key={reason}
          id={resultAnchor(param, reason)}
          className="form-banner form-banner--error form-result"
          tabIndex={-1}
        >
          <strong>{t(errorTitleKey)}</strong> {t(failureMessageKey(param, reason) as UiKey)}{' '}
          <a href={`#${backTo}`}>{t('form.noscript.back')}</a>
        </p>
      ))}
    </div>
  );
}
