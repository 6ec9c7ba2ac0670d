import type { FormEvent, ReactNode, RefObject } from 'react';
import { useLocale } from '../../i18n/context';
import { localizePath } from '../../lib/locale-paths';
import { useHydrated } from '../../lib/use-hydrated';
import type { Locale } from '../../schemas/locales';

interface EstimatorShellProps {
  /** Prefix of the ids; one estimator of each kind per page. */
  id: string;
  className?: string;
  title: string;
  intro: string;
  /** The function answering the form without JavaScript. */
  action: string;
  form: RefObject<HTMLFormElement | null>;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** The fields and the result, inside the form. */
  children: ReactNode;
  /** After the form: the figures and their sources. */
  after?: ReactNode;
}

/**
 * What every estimator of the site shares: a titled section with a form that, without JavaScript, GETs its
 * function with the page's language and, with it, is handled by the island; its button asks for a quote.
 */
export function EstimatorShell(props: EstimatorShellProps) {
  const { id, className, title, intro, action, form, onSubmit, submitLabel, children, after } = props;
  const locale = useLocale();
  const hydrated = useHydrated();
  return (
    <section className={`estimator${className ? ` ${className}` : ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="estimator__intro">{intro}</p>
      <form
        ref={form}
        className="estimator__form"
        action={action}
        method="get"
        noValidate={hydrated}
        onSubmit={onSubmit}
      >
        <input type="hidden" name="locale" value={locale} />
        {children}
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
      </form>
      {after}
    </section>
  );
}

/** Opens the contact page of the language with the quote request's subject and message in its address. */
export function openQuoteRequest(locale: Locale, request: { subject: string; message: string }) {
  const query = new URLSearchParams({ sujet: request.subject, message: request.message });
  window.location.assign(`${localizePath('/contact/', locale)}?${query}`);
}

/** On a submit with a field in error, the first such field takes the focus. */
export function focusFirstError(form: RefObject<HTMLFormElement | null>) {
  form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
