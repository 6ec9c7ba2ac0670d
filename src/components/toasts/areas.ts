/** The two notification areas: the shell's, 3 s at the bottom; the page's, 5 s, top right. */
export const SHELL_TOASTS = { containerId: 'shell', autoClose: 3000 } as const;
export const PAGE_TOASTS = { containerId: 'page', autoClose: 5000 } as const;
