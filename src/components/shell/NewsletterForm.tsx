import { useRef, useState, type FormEvent } from 'react';
import { useLocale, useT } from '../../hooks/i18n';
import { postForm } from '../../browser/post-form';
import { useNotify } from '../toasts/use-notify';
import { Honeypot, useOwnValidation } from '../forms/Field';
import { FormResult } from '../forms/FormResult';
import { API_URLS } from '../../paths';
import { EMAIL_MAX, LOCALE_FIELD, PAGE_FIELD } from '../../forms/constants';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Footer newsletter sign-up: an e-mail address sent to /api/newsletter. An island: the field is read
 * when the form is sent, so an address typed before the script arrived is sent whole.
 */
export default function NewsletterForm({
  pageUrl,
}: {
  /** The url of the page where the visitor subscribed: part of the consent record. */ pageUrl: string;
}) {
  const t = useT();
  const notify = useNotify();
  const locale = useLocale();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useOwnValidation(form);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const data = new FormData(e.currentTarget);
    if (!EMAIL.test(String(data.get('email') ?? '').trim())) return setError(t('footer.newsletter.invalid'));
    setError('');
    setBusy(true);
    try {
      const reply = await postForm(API_URLS.newsletter, data);
      if (reply.success) {
        form.current?.reset();
        await notify('success', t('footer.newsletter.successTitle'), reply.message, 'shell');
      } else {
        setError(reply.errors?.email ?? reply.message);
      }
    } catch {
      await notify('error', t('form.error.title'), t('footer.newsletter.error.transport'), 'shell');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      id="newsletter"
      className="newsletter"
      action={API_URLS.newsletter}
      method="post"
      onSubmit={submit}
    >
      <FormResult
        param="newsletter"
        successKey="footer.newsletter.success"
        successTitleKey="footer.newsletter.successTitle"
        errorTitleKey="footer.newsletter.errorTitle"
        backTo="newsletter-email"
      />
      <input type="hidden" name={LOCALE_FIELD} value={locale} />
      <input type="hidden" name={PAGE_FIELD} value={pageUrl} />
      <Honeypot />
      <label htmlFor="newsletter-email">{t('footer.newsletter.label')}</label>
      <div className="newsletter__row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          maxLength={EMAIL_MAX}
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          onInput={() => error && setError('')}
        />
        <button type="submit" className="button" disabled={busy}>
          {t('footer.newsletter.submit')}
        </button>
      </div>
      <p id="newsletter-error" className="field-error" role="alert">
        {error}
      </p>
    </form>
  );
}
