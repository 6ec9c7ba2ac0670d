import { Bounce, ToastContainer, type CloseButtonProps } from 'react-toastify';
import { useEffect } from 'react';
import { useLocale, useT } from '../../hooks/i18n';
import { textDirection } from '../../paths';
import { PAGE_TOASTS, SHELL_TOASTS } from './areas';

/**
 * Mounted on its own root by the first notification of a page (./notify.ts), never prerendered.
 * Two notification areas, as the spec sets them: the shell's (bottom centre, 3 s) and the
 * pages' (top right, 5 s, newest on top). Duplicates are prevented by toast ids. Each area is a
 * landmark region, so each has its own name; the close button carries the translated label
 * (react-toastify's own says "close" in English).
 */
export default function Toasts({ onReady }: { onReady: () => void }) {
  const t = useT();
  const dir = textDirection(useLocale());
  // Both areas are registered with react-toastify by their own effects, which run before this one.
  useEffect(onReady, [onReady]);
  const closeButton = ({ closeToast, theme }: CloseButtonProps) => (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('toast.close')}
      onClick={(e) => {
        e.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
  const common = {
    rtl: dir === 'rtl',
    transition: Bounce,
    closeOnClick: true,
    pauseOnHover: true,
    pauseOnFocusLoss: true,
    draggable: false,
    role: 'status',
    closeButton,
  } as const;
  return (
    <>
      <ToastContainer
        containerId={SHELL_TOASTS.containerId}
        position="bottom-center"
        autoClose={SHELL_TOASTS.autoClose}
        hideProgressBar={false}
        aria-label={t('toast.region.shell')}
        {...common}
      />
      <ToastContainer
        containerId={PAGE_TOASTS.containerId}
        position={dir === 'rtl' ? 'top-left' : 'top-right'}
        autoClose={PAGE_TOASTS.autoClose}
        newestOnTop
        hideProgressBar={false}
        aria-label={t('toast.region.page')}
        {...common}
      />
    </>
  );
}
