import { useRef } from 'react';
import type { ContactRequired } from '../../schemas/contact-fields';
import { useLocale, useT } from '../../i18n/context';
import type { UiKey } from '../../generated/ui-keys';
import { ContactFields } from './ContactFields';
import { Honeypot, useOwnValidation } from './Field';
import { FormResult } from './FormResult';
import type { BlockOf } from '../../schemas/blocks';
import { useContactCheck } from './use-contact-check';
import { useContactSubmit } from './use-contact-submit';
import { API_PATHS } from '../../paths';

/**
 * The contact form. Validates with the same schema as /api/contact; the submit
 * button is disabled while the form is invalid or sending; a second submit is ignored. Without
 * JavaScript it posts normally, with the browser's own validation, and the server redirects back to a notice
 * (FormResult). The schema loads after the page (on idle, or when the visitor reaches the form, whichever
 * comes first); until then the browser's validation stands in, as without JavaScript.
 */
export default function ContactForm({
  block,
  required,
  page,
}: {
  block: BlockOf<'contactForm'>;
  /** What the form requires, as the content step worked it out for the page, and as /api/contact requires it. */
  required: ContactRequired;
  /** The page's own address, trailing slash included: the answer without JavaScript redirects back to it. */
  page: string;
  /**
   * Each product's title in the page's language: a product's quote link names the product, and the shell
   * (src/shell/contact-prefill.ts) writes the subject with its title from here.
   */
  products?: Record<string, string>;
}) {
  const t = useT();
  const locale = useLocale();
  const form = useRef<HTMLFormElement>(null);
  const checking = useContactCheck(form, required);
  const { check, valid } = checking;
  useOwnValidation(form, check !== null);
  const { submit, busy } = useContactSubmit(form, checking);

  const errorText = (f: string) => {
    const e = checking.shown(f);
    if (!e) return '';
    return typeof e === 'string' ? e : t(e.key as UiKey, e.params);
  };

  return (
    <section className="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{block.title}</h2>
      {block.text && <p className="section-intro">{block.text}</p>}
      <FormResult param="envoi" successKey="form.success.message" backTo="contact-form-title" />
      <form
        ref={form}
        action={API_PATHS.contact}
        method="post"
        encType="multipart/form-data"
        onSubmit={submit}
        onInput={(e) => checking.onChange((e.target as HTMLInputElement).name)}
        onFocus={checking.startChecking}
      >
        <p className="form-note">{t('form.requiredNote')}</p>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="page" value={page} />
        <Honeypot />
        <ContactFields block={block} required={required} errorText={errorText} />
        <button type="submit" className="button button--primary" disabled={check !== null && (busy || !valid)}>
          {busy ? t('form.submitting') : t('form.submit')}
        </button>
      </form>
    </section>
  );
}
