/**
 * Mobile side menu: the toggle opens the panel and focuses its first link; the toggle, the backdrop and
 * Escape close it (Escape returns focus to the toggle); closing the menu also closes the Solutions submenu.
 */
export function startMobileMenu(menu: HTMLElement) {
  const [toggle, submenuToggle] = menu.querySelectorAll<HTMLButtonElement>('button[aria-controls]');
  const panel = document.getElementById(toggle!.getAttribute('aria-controls')!)!;
  const backdrop = menu.querySelector<HTMLElement>('.mobile-menu__backdrop')!;
  const submenu = submenuToggle && document.getElementById(submenuToggle.getAttribute('aria-controls')!);
  const setSubmenu = (open: boolean) => {
    if (!submenu) return;
    submenu.hidden = !open;
    submenuToggle!.setAttribute('aria-expanded', String(open));
  };
  const set = (open: boolean) => {
    panel.hidden = backdrop.hidden = !open;
    toggle!.setAttribute('aria-expanded', String(open));
    toggle!.setAttribute('aria-label', toggle!.dataset[open ? 'labelClose' : 'labelOpen']!);
    if (open) panel.querySelector<HTMLElement>('a, button')?.focus();
    else setSubmenu(false);
  };
  toggle!.addEventListener('click', () => set(panel.hidden));
  backdrop.addEventListener('click', () => set(false));
  submenuToggle?.addEventListener('click', () => setSubmenu(submenu!.hidden));
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || panel.hidden) return;
    set(false);
    toggle!.focus();
  });
}
