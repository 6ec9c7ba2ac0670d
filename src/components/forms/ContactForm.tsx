import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { FieldError } from '../../forms/common';
import {
  CONTACT_REQUIRED_DEFAULT,
  CONTACT_TEXT_FIELDS,
  FILE_ACCEPT,
  type ContactTextField,
} from '../../forms/contact-fields';
import { useLocale, useT } from '../../i18n/context';
import type { UiKey } from '../../generated/ui-keys';
import { afterLoadWhenIdle } from '../../lib/after-load';
import { postForm } from '../../lib/post-form';
import { useSearchParams } from '../../lib/search-params';
import { useNotify } from '../toasts/use-notify';
import { useHydrated } from '../../lib/use-hydrated';
import { Field, fieldAria, Honeypot, useOwnValidation } from './Field';
import { FormResult } from './FormResult';
import type { BlockOf } from '../../schemas/blocks';

type FieldName = ContactTextField | 'file';
const MULTILINE: FieldName[] = ['message'];
const INPUT_TYPES: Partial<Record<FieldName, string>> = { email: 'email', telephone: 'tel' };
type Check = typeof import('../../forms/contact-check');
let loading: Promise<Check> | undefined;
const loadCheck = () => (loading ??= import('../../forms/contact-check'));

const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  nom: 'family-name',
  prenom: 'given-name',
  email: 'email',
  telephone: 'tel',
  societe: 'organization',
};

/**
 * The contact form. Validates with the same schema as /api/contact; the submit
 * button is disabled while the form is invalid or sending; a second submit is ignored. Without
 * JavaScript it posts normally, with the browser's own validation, and the server redirects back to a notice
 * (FormResult). The schema loads after the page (on idle, or when the visitor reaches the form, whichever
 * comes first); until then the browser's validation stands in, as without JavaScript.
 */
export default function ContactForm({
  block,
  page,
}: {
  block: BlockOf<'contactForm'>;
  /** The page's own address, trailing slash included: the answer without JavaScript redirects back to it. */
  page: string;
}) {
  const t = useT();
  const notify = useNotify();
  const locale = useLocale();
  const [params] = useSearchParams();
  const form = useRef<HTMLFormElement>(null);
  const [check, setCheck] = useState<Check | null>(null);
  useOwnValidation(form, check !== null);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [valid, setValid] = useState(false);
  // Messages the server gave per field (a file whose bytes are not what its name says, ...).
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // The prerendered button stays enabled: without JavaScript the browser's own validation guards it.
  const hydrated = useHydrated();

  const required = useMemo(
    () =>
      Object.fromEntries(
        CONTACT_TEXT_FIELDS.map((f) => [f, block.fields[f]?.required ?? CONTACT_REQUIRED_DEFAULT[f]]),
      ) as Record<ContactTextField, boolean>,
    [block.fields],
  );
  const startChecking = useCallback(
    () =>
      void loadCheck().then((loaded) => {
        setCheck(loaded);
        if (!form.current) return;
        // Fields filled in before it arrived are checked now, so a disabled button never goes unexplained.
        const data = new FormData(form.current);
        const found = loaded.checkContactForm(data, required);
        setValid(!Object.keys(found).length);
        setErrors(found);
        setTouched(
          Object.fromEntries(CONTACT_TEXT_FIELDS.filter((f) => String(data.get(f) ?? '').trim()).map((f) => [f, true])),
        );
      }),
    [required],
  );
  useEffect(() => afterLoadWhenIdle(startChecking), [startChecking]);

  const validate = (using: Check | null = check): Record<string, FieldError> => {
    if (!form.current || !using) return {};
    const found = using.checkContactForm(new FormData(form.current), required);
    setValid(!Object.keys(found).length);
    return found;
  };
  const onChange = (field: string) => {
    if (!check) return;
    const found = validate();
    setTouched((t) => ({ ...t, [field]: true }));
    setErrors(found);
    setServerErrors(({ [field]: _answered, ...rest }) => rest);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending.current) return;
    // Submitted before the schema arrived: the browser's validation has passed; ours still decides.
    const found = validate(check ?? (await loadCheck()));
    if (Object.keys(found).length) {
      setErrors(found);
      setTouched(Object.fromEntries(Object.keys(found).map((k) => [k, true])));
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const reply = await postForm('/api/contact', new FormData(e.currentTarget));
      if (reply.success) {
        form.current?.reset();
        setTouched({});
        setErrors({});
        setValid(false);
        await notify('success', t('form.success.title'), reply.message);
      } else {
        setServerErrors(reply.errors ?? {});
        await notify('error', t('form.error.title'), reply.message);
      }
    } catch (error) {
      console.error('Contact form could not be sent', error);
      await notify('error', t('form.error.title'), t('form.error.transport'));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const label = (f: FieldName) => block.fields[f]?.label ?? t(`form.${f}.label` as UiKey);
  const placeholder = (f: ContactTextField) => block.fields[f]?.placeholder ?? t(`form.${f}.placeholder` as UiKey);
  const errorText = (f: string) => {
    if (serverErrors[f]) return serverErrors[f];
    const e = touched[f] ? errors[f] : undefined;
    return e ? t(e.key as UiKey, e.params) : '';
  };
  // After hydration only: the prerendered form has no subject, and both renders must match. A product's
  // button fills the subject; the pergola estimator fills the subject and the message (?sujet=&message=).
  const prefill = (f: ContactTextField) =>
    (f === 'sujet' || f === 'message') && hydrated ? (params.get(f) ?? undefined) : undefined;

  return (
    <section className="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{block.title}</h2>
      {block.text && <p className="section-intro">{block.text}</p>}
      <FormResult param="envoi" successKey="form.success.message" backTo="contact-form-title" />
      <form
        ref={form}
        action="/api/contact"
        method="post"
        encType="multipart/form-data"
        onSubmit={submit}
        onInput={(e) => onChange((e.target as HTMLInputElement).name)}
        onFocus={startChecking}
      >
        <p className="form-note">{t('form.requiredNote')}</p>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="page" value={page} />
        <Honeypot />
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
              defaultValue: prefill(f),
              ...fieldAria(id, error),
            };
            const wide = MULTILINE.includes(f);
            return (
              <Field key={f} id={id} label={label(f)} required={required[f]} error={error} wide={wide}>
                {wide ? <textarea rows={6} {...common} /> : <input type={INPUT_TYPES[f] ?? 'text'} {...common} />}
              </Field>
            );
          })}
          <Field id="contact-file" label={label('file')} error={errorText('file')} hint={t('form.file.hint')} wide>
            <input
              id="contact-file"
              name="file"
              type="file"
              accept={FILE_ACCEPT}
              {...fieldAria('contact-file', errorText('file'), t('form.file.hint'))}
            />
          </Field>
        </div>
        <button type="submit" className="button button--primary" disabled={check !== null && (busy || !valid)}>
          {busy ? t('form.submitting') : t('form.submit')}
        </button>
      </form>
    </section>
  );
}
