import type { Locale } from '../../schemas/locales';
import { PAGE_TOASTS, SHELL_TOASTS } from './areas';

/** A notification's tone (react-toastify's type), which sets its colour and icon. */
type Tone = 'success' | 'error' | 'info';

/** The locale and strings of the island that notifies: the notification areas are labelled with them. */
export interface ToastI18n {
  locale: Locale;
  strings: Record<string, string>;
}

let areas: Promise<void> | undefined;

/**
 * The notification areas, on a root of their own at the end of the page, mounted by the first
 * notification: no page loads their code before it has something to say.
 */
async function mountAreas(i18n: ToastI18n): Promise<void> {
  const [{ createElement }, { createRoot }, { I18nProvider }, { default: Toasts }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('../../hooks/i18n'),
    import('./Toasts'),
  ]);
  const container = document.createElement('div');
  container.className = 'toasts';
  document.body.append(container);
  await new Promise<void>((ready) =>
    createRoot(container).render(
      createElement(I18nProvider, { value: i18n, children: createElement(Toasts, { onReady: ready }) }),
    ),
  );
}

/**
 * Shows a notification, mounting the notification areas first if this is the page's first; `id`
 * keeps a repeated message from stacking.
 */
export async function notify(
  i18n: ToastI18n,
  tone: Tone,
  title: string,
  body: string,
  where: 'shell' | 'page' = 'page',
) {
  const [{ toast }] = await Promise.all([import('react-toastify'), (areas ??= mountAreas(i18n))]);
  const containerId = where === 'shell' ? SHELL_TOASTS.containerId : PAGE_TOASTS.containerId;
  const id = `${tone}:${title}:${body}`;
  if (toast.isActive(id, containerId)) return;
  toast[tone](`${title} — ${body}`, { toastId: id, containerId });
}
