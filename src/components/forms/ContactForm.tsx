import { useRef } from 'react';
import { LOCALE_FIELD, PAGE_FIELD } from '../../forms/constants';
import { CONTACT_RESULT, FILE_ACCEPT } from '../../forms/contact-fields';
import {
  CONTACT_TEXT_FIELDS,
  type ContactBlockField,
  type ContactRequired,
  type ContactTextField,
} from '../../schemas/contact-fields';
import { useLocale, useT } from '../../hooks/i18n';
import type { UiKey } from '../../generated/ui-keys';
import { Field, Honeypot, fieldAria, useOwnValidation } from './Field';
import { FormResult } from './FormResult';
import type { BlockOf } from '../../schemas/blocks';
import { useContactForm } from './use-contact-form';
import { API_URLS } from '../../paths';

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
  pageUrl,
}: {
  block: BlockOf<'contactForm'>;
  /** What the form requires, as the content step worked it out for the page, and as /api/contact requires it. */
  required: ContactRequired;
  /** The page's own url, trailing slash included: the answer without JavaScript redirects back to it. */
  pageUrl: string;
}) {
  const t = useT();
  const locale = useLocale();
  const form = useRef<HTMLFormElement>(null);
  const { checking, submit, busy } = useContactForm(form, required);
  const { check, valid } = checking;
  useOwnValidation(form, check !== null);

  const errorText = (f: string) => {
    const e = checking.shown(f);
    if (!e) return '';
    return typeof e === 'string' ? e : t(e.key as UiKey, e.params);
  };

  return (
    <section className="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{block.title}</h2>
      {block.text && <p className="section-intro">{block.text}</p>}
      <FormResult param={CONTACT_RESULT.param} successKey={CONTACT_RESULT.successKey} backTo="contact-form-title" />
      <form
        ref={form}
        action={API_URLS.contact}
        method="post"
        encType="multipart/form-data"
        onSubmit={submit}
        onInput={(e) => checking.onChange((e.target as HTMLInputElement).name)}
        onFocus={checking.startChecking}
      >
        <p className="form-note">{t('form.requiredNote')}</p>
        <input type="hidden" name={LOCALE_FIELD} value={locale} />
        <input type="hidden" name={PAGE_FIELD} value={pageUrl} />
        <Honeypot />
        <ContactFields block={block} required={required} errorText={errorText} />
        <button type="submit" className="button button--primary" disabled={check !== null && (busy || !valid)}>
          {busy ? t('form.submitting') : t('form.submit')}
        </button>
      </form>
    </section>
  );
}

const MULTILINE: ContactBlockField[] = ['message'];
const INPUT_TYPES: Partial<Record<ContactBlockField, string>> = { email: 'email', telephone: 'tel' };
const AUTOCOMPLETE: Partial<Record<ContactBlockField, string>> = {
  nom: 'family-name',
  prenom: 'given-name',
  email: 'email',
  telephone: 'tel',
  societe: 'organization',
};

/** The contact form's fields, labelled by the block or the catalogue, each with its error line. */
function ContactFields({
  block,
  required,
  errorText,
}: {
  block: BlockOf<'contactForm'>;
  required: ContactRequired;
  errorText: (f: string) => string;
}) {
  const t = useT();
  const label = (f: ContactBlockField) => block.fields[f]?.label ?? t(`form.${f}.label` as UiKey);
  const placeholder = (f: ContactTextField) => block.fields[f]?.placeholder ?? t(`form.${f}.placeholder` as UiKey);
  return (
    <div className="form-grid">
      {CONTACT_TEXT_FIELDS.map((f) => {
        const id = `contact-${f}`;
        const error = errorText(f);
        const common = {
          id,
          name: f,
          placeholder: placeholder(f),
          required: required[f],
          autoComplete: AUTOCOMPLETE[f],
          ...fieldAria(id, error),
        };
        const wide = MULTILINE.includes(f);
        return (
          <Field key={f} id={id} label={label(f)} required={required[f]} error={error} wide={wide}>
            {wide ? <textarea rows={6} {...common} /> : <input type={INPUT_TYPES[f] ?? 'text'} {...common} />}
          </Field>
        );
      })}
      <Field
        id="contact-file"
        label={label('file')}
        required={required.file}
        error={errorText('file')}
        hint={t('form.file.hint')}
        wide
      >
        <input
          id="contact-file"
          name="file"
          type="file"
          accept={FILE_ACCEPT}
          required={required.file}
          {...fieldAria('contact-file', errorText('file'), t('form.file.hint'))}
        />
      </Field>
    </div>
  );
}
