/**
 * The Solutions dropdown. CSS opens it while the pointer is over its menu item; this adds what CSS
 * cannot: the toggle button (for the keyboard and touch), `aria-expanded`, and Escape, which closes it
 * even under the pointer and returns focus to the toggle. A mouse click on the toggle of a dropdown
 * its hover has opened keeps it open.
 */
export function startDropdown(item: HTMLElement) {
  const toggle = item.querySelector<HTMLButtonElement>('[aria-controls]')!;
  const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  const set = (open: boolean | undefined) => {
    if (open === undefined) delete panel.dataset.open;
    else panel.dataset.open = String(open);
    toggle.setAttribute('aria-expanded', String(open === true));
  };
  // Closed under the pointer, it stays closed against the CSS hover; closed elsewhere, it leaves the hover to
  // CSS again, so the pointer that comes later opens it as it would have.
  const close = () => set(item.matches(':hover') ? false : undefined);
  toggle.addEventListener('click', (e) => {
    const mouse = (e as PointerEvent).pointerType === 'mouse';
    if (mouse || panel.dataset.open !== 'true') set(true);
    else close();
  });
  item.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    const inside = panel.contains(document.activeElement);
    close();
    if (inside) toggle.focus();
  });
  item.addEventListener('pointerleave', (e) => {
    if (e.pointerType === 'mouse') set(undefined);
  });
  // Leaving it with the keyboard closes it too, so it never hides the next item.
  item.addEventListener('focusout', (e) => {
    if (!item.contains(e.relatedTarget as Node | null) && panel.dataset.open === 'true') set(undefined);
  });
}
