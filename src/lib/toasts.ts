/** Shell notifications 3 s at the bottom; page notifications 5 s, top right. */
export const SHELL_TOASTS = { containerId: 'shell', autoClose: 3000 } as const;
export const PAGE_TOASTS = { containerId: 'page', autoClose: 5000 } as const;

type Kind = 'success' | 'error' | 'info';

/**
 * Shows a notification without loading react-toastify up front; `id` keeps a repeated
 * message from stacking.
 */
export async function notify(kind: Kind, title: string, body: string, where: 'shell' | 'page' = 'page') {
  const { toast } = await import('react-toastify');
  const containerId = where === 'shell' ? SHELL_TOASTS.containerId : PAGE_TOASTS.containerId;
  const id = `${kind}:${title}:${body}`;
  if (toast.isActive(id, containerId)) return;
  toast[kind](`${title} — ${body}`, { toastId: id, containerId });
}
