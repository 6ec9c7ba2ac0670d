/**
 * The contact form's behaviour in the browser: its check (the schema of /api/contact, loaded after the page)
 * and its sending (`useContactForm`).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { isBlank } from '../../forms/blank';
import type { FieldError } from '../../forms/common';
import { CONTACT_TEXT_FIELDS, type ContactRequired } from '../../schemas/contact-fields';
import { afterLoadWhenIdle } from '../../browser/after-load';
import { postForm } from '../../browser/post-form';
import { useT } from '../../hooks/i18n';
import { useNotify } from '../toasts/use-notify';
import { API_URLS } from '../../paths';

type Check = Pick<typeof import('../../forms/contact'), 'checkContactForm'>;
let loading: Promise<Check> | undefined;
// Only the check is taken from the module, so that its chunk carries none of the field rules the form holds already.
const loadCheck = () =>
  (loading ??= import('../../forms/contact').then(({ checkContactForm }) => ({ checkContactForm })));

/**
 * The contact form's validation: the same schema as /api/contact, loaded after the page (on idle, or when
 * the visitor reaches the form, whichever comes first); until then the browser's validation stands in, as
 * without JavaScript. Errors show once a field has been touched; messages the server gave per field stay
 * until that field changes.
 */
function useContactCheck(form: RefObject<HTMLFormElement | null>, required: ContactRequired) {
  const [check, setCheck] = useState<Check | null>(null);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [valid, setValid] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

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
        setTouched(Object.fromEntries(CONTACT_TEXT_FIELDS.filter((f) => !isBlank(data.get(f))).map((f) => [f, true])));
      }),
    [form, required],
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
  /** After a submit the schema refused: every field in error shows it. */
  const showAll = (found: Record<string, FieldError>) => {
    setErrors(found);
    setTouched(Object.fromEntries(Object.keys(found).map((k) => [k, true])));
  };
  const clear = () => {
    setTouched({});
    setErrors({});
    setValid(false);
  };
  const shown = (f: string): FieldError | string | undefined => serverErrors[f] ?? (touched[f] ? errors[f] : undefined);
  return { check, valid, startChecking, validate, onChange, showAll, clear, setServerErrors, shown };
}

/**
 * Sending the contact form: checked by the schema first (loaded now if it has not arrived), posted to
 * /api/contact, the answer shown as a toast; a second submit while one is on its way is ignored.
 */
function useContactSubmit(form: RefObject<HTMLFormElement | null>, checking: ReturnType<typeof useContactCheck>) {
  const t = useT();
  const notify = useNotify();
  const { check } = checking;
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending.current) return;
    // Submitted before the schema arrived: the browser's validation has passed; ours still decides.
    const found = checking.validate(check ?? (await loadCheck()));
    if (Object.keys(found).length) {
      checking.showAll(found);
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const reply = await postForm(API_URLS.contact, new FormData(e.currentTarget));
      if (reply.success) {
        form.current?.reset();
        checking.clear();
        await notify('success', t('form.success.title'), reply.message);
      } else {
        checking.setServerErrors(reply.errors ?? {});
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

  return { submit, busy };
}

/** The form's check and its sending, for the form element `form` requiring `required`. */
export function useContactForm(form: RefObject<HTMLFormElement | null>, required: ContactRequired) {
  const checking = useContactCheck(form, required);
  return { checking, ...useContactSubmit(form, checking) };
}
