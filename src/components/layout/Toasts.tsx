import { Bounce, ToastContainer } from 'react-toastify';
import { useShell, useT } from '../../i18n/context';
import { PAGE_TOASTS, SHELL_TOASTS } from '../../lib/toasts';

/**
 * Two notification areas, as the spec sets them: the shell's (bottom centre, 3 s) and the
 * pages' (top right, 5 s, newest on top). Duplicates are prevented by toast ids.
 */
export default function Toasts() {
  const t = useT();
  const { dir } = useShell();
  const common = {
    rtl: dir === 'rtl',
    transition: Bounce,
    closeOnClick: true,
    pauseOnHover: true,
    pauseOnFocusLoss: true,
    draggable: false,
    role: 'status',
    'aria-label': t('toast.close'),
  } as const;
  return (
    <>
      <ToastContainer
        containerId={SHELL_TOASTS.containerId}
        position="bottom-center"
        autoClose={SHELL_TOASTS.autoClose}
        hideProgressBar={false}
        {...common}
      />
      <ToastContainer
        containerId={PAGE_TOASTS.containerId}
        position={dir === 'rtl' ? 'top-left' : 'top-right'}
        autoClose={PAGE_TOASTS.autoClose}
        newestOnTop
        hideProgressBar={false}
        {...common}
      />
    </>
  );
}
