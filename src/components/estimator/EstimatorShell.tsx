import type { FormEvent, ReactNode, RefObject } from 'react';
import { useLocale } from '../../hooks/i18n';
import { useHydrated } from '../../hooks/use-hydrated';
import { quoteUrl } from '../../lib/quote-params';
import { LOCALE_FIELD } from '../../forms/constants';

interface EstimatorShellProps {
  /** Prefix of the ids; each estimator at most once per page. */
  id: string;
  className?: string;
  title: string;
  intro: string;
  /** The function answering the form without JavaScript. */
  action: string;
  /** The url of the locale's contact page, where the quote request is written. */
  contact: string;
  form: RefObject<HTMLFormElement | null>;
  /** The contact page's parameters for the estimate shown (src/lib/quote-link.ts); none while a field is in error. */
  quoteParams: () => Record<string, string> | undefined;
  submitLabel: string;
  /** The fields and the result, inside the form. */
  children: ReactNode;
  /** After the form: the figures and their sources. */
  after?: ReactNode;
}

/**
 * What every estimator of the site shares: a titled section with a form that, without JavaScript, GETs its
 * function with the page's language and, with it, is handled by the island; its button asks for a quote,
 * or takes the visitor to the first field to correct.
 */
export function EstimatorShell(props: EstimatorShellProps) {
  const { id, className, title, intro, action, contact, form, quoteParams, submitLabel, children, after } = props;
  const locale = useLocale();
  const hydrated = useHydrated();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const params = quoteParams();
    if (params) openQuoteRequest(contact, params);
    else focusFirstError(form);
  };
  return (
    <section className={`estimator${className ? ` ${className}` : ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="estimator__intro">{intro}</p>
      <form ref={form} className="estimator__form" action={action} method="get" noValidate={hydrated} onSubmit={submit}>
        <input type="hidden" name={LOCALE_FIELD} value={locale} />
        {children}
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
      </form>
      {after}
    </section>
  );
}

/** Opens the contact page with the estimate's parameters, from which it writes the request. */
function openQuoteRequest(contact: string, params: Record<string, string>) {
  window.location.assign(quoteUrl(contact, params));
}

/** On a submit with a field in error, the first such field takes the focus. */
function focusFirstError(form: RefObject<HTMLFormElement | null>) {
  form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
