import type { MouseEvent } from 'react';
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
    'aria-label': t('toast.region'),
    closeButton: ({ closeToast }: { closeToast: (e: MouseEvent<HTMLElement>) => void }) => (
      <button type="button" className="Toastify__close-button" aria-label={t('toast.close')} onClick={closeToast}>
        <svg aria-hidden="true" viewBox="0 0 14 16" width="14" height="16">
          <path
            fill="currentColor"
            d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
          />
        </svg>
      </button>
    ),
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
