import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useLocale, useT } from '../../i18n/context';
import { notify } from '../../lib/toasts';
import { postForm } from '../../lib/post-form';
import { Honeypot, useOwnValidation } from '../forms/Field';
import { FormResult } from '../forms/FormResult';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Footer newsletter sign-up: an e-mail address sent to /api/newsletter. */
export function NewsletterForm() {
  const t = useT();
  const locale = useLocale();
  // Where the visitor subscribed: part of the consent record (`npm run leads -- newsletter export`).
  const { pathname } = useLocation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useOwnValidation(form);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const value = email.trim();
    if (!EMAIL.test(value)) return setError(t('footer.newsletter.invalid'));
    setError('');
    setBusy(true);
    try {
      const reply = await postForm('/api/newsletter', new FormData(e.currentTarget));
      if (reply.success) {
        setEmail('');
        await notify('success', t('form.success.title'), reply.message, 'shell');
      } else {
        setError(reply.errors?.email ?? reply.message);
      }
    } catch {
      await notify('error', t('form.error.title'), t('form.error.transport'), 'shell');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} id="newsletter" className="newsletter" action="/api/newsletter" method="post" onSubmit={submit}>
      <FormResult param="newsletter" successKey="footer.newsletter.success" backTo="newsletter-email" />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={pathname.endsWith('/') ? pathname : `${pathname}/`} />
      <Honeypot />
      <label htmlFor="newsletter-email">{t('footer.newsletter.label')}</label>
      <div className="newsletter__row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          onChange={(e) => setEmail(e.target.value)}
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
