import { useRef, useState, type FormEvent } from 'react';
import { useLocale, useT } from '../../hooks/i18n';
import { postForm } from '../../browser/post-form';
import { useNotify } from '../toasts/use-notify';
import { Field, fieldAria, Honeypot, useOwnValidation } from './Field';
import { FormResult } from './FormResult';
import { API_URLS } from '../../paths';
import { LOCALE_FIELD } from '../../forms/constants';

/**
 * Article comments: name, e-mail and message, sent to /api/comments where they wait
 * for moderation. No third-party captcha: a hidden field and rate limits stop bots. An island whose
 * fields are read when it is sent, so what was typed before its script arrived is kept.
 */
export default function CommentForm({ slug }: { slug: string }) {
  const t = useT();
  const notify = useNotify();
  const locale = useLocale();
  const form = useRef<HTMLFormElement>(null);
  useOwnValidation(form);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const reply = await postForm(API_URLS.comments, new FormData(e.currentTarget));
      setErrors(reply.errors ?? {});
      if (reply.success) {
        form.current?.reset();
        await notify('success', t('comments.successTitle'), t('comments.success'));
      } else await notify('error', t('comments.errorTitle'), reply.message);
    } catch {
      await notify('error', t('comments.errorTitle'), t('comments.error.transport'));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'name' | 'email' | 'message', type: string) => {
    const id = `comment-${name}`;
    const props = { id, name, placeholder: t(`comments.${name}`), required: true, ...fieldAria(id, errors[name]) };
    return (
      <Field id={id} label={t(`comments.${name}`)} error={errors[name]} wide={name === 'message'}>
        {type === 'textarea' ? (
          <textarea rows={5} {...props} />
        ) : (
          <input type={type} autoComplete={name === 'email' ? 'email' : 'name'} {...props} />
        )}
      </Field>
    );
  };

  return (
    <section className="comment-form" aria-labelledby="comment-form-title">
      <h2 id="comment-form-title">{t('comments.title')}</h2>
      <FormResult
        param="commentaire"
        successKey="comments.success"
        successTitleKey="comments.successTitle"
        errorTitleKey="comments.errorTitle"
        backTo="comment-form-title"
      />
      <form ref={form} action={API_URLS.comments} method="post" onSubmit={submit}>
        <input type="hidden" name="slug" value={slug} />
        <input type="hidden" name={LOCALE_FIELD} value={locale} />
        <Honeypot />
        <div className="form-grid">
          {field('name', 'text')}
          {field('email', 'email')}
          {field('message', 'textarea')}
        </div>
        <p className="form-note">{t('comments.notice')}</p>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('form.submitting') : t('comments.submit')}
        </button>
      </form>
    </section>
  );
}
