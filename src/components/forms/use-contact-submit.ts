import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useT } from '../../i18n/context';
import { postForm } from '../../browser/post-form';
import { useNotify } from '../toasts/use-notify';
import { loadCheck, type useContactCheck } from './use-contact-check';
import { API_PATHS } from '../../paths';

/**
 * Sending the contact form: checked by the schema first (loaded now if it has not arrived), posted to
 * /api/contact, the answer shown as a toast; a second submit while one is on its way is ignored.
 */
export function useContactSubmit(
  form: RefObject<HTMLFormElement | null>,
  checking: ReturnType<typeof useContactCheck>,
) {
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
      const reply = await postForm(API_PATHS.contact, new FormData(e.currentTarget));
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
