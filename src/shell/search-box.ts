import { closeOnPointerLeave } from './header';

/**
 * Header search: the toggle opens the field and focuses it; closing clears the query; it closes when
 * focus leaves it, when the pointer leaves the header, and on Escape. An empty query is not sent.
 * Without this script the form stays hidden, and the footer's link to the search page serves instead.
 */
export function startSearchBox(box: HTMLElement) {
  const toggle = box.querySelector<HTMLButtonElement>('button[aria-controls]')!;
  const form = box.querySelector('form')!;
  const input = form.querySelector('input')!;
  const set = (open: boolean) => {
    form.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', toggle.dataset[open ? 'labelClose' : 'labelOpen']!);
    if (open) input.focus();
    else input.value = '';
  };
  toggle.addEventListener('click', () => set(form.hidden));
  form.addEventListener('submit', (e) => {
    input.value = input.value.trim();
    if (!input.value) e.preventDefault();
  });
  // Moving to the toggle is not leaving: its own click closes the box.
  form.addEventListener('focusout', (e) => {
    if (!box.contains(e.relatedTarget as Node | null)) set(false);
  });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') set(false);
  });
  closeOnPointerLeave(() => !form.hidden && set(false));
}
