/**
 * Language menu (a native <details>, which opens without this): Escape and a click outside close it,
 * choosing the current language only closes it, and the url's query goes along to the chosen
 * language (the prerendered links know only the path).
 */
export function startLanguageMenu(menu: HTMLDetailsElement) {
  const close = () => (menu.open = false);
  document.addEventListener('keydown', (e) => e.key === 'Escape' && menu.open && close());
  document.addEventListener('pointerdown', (e) => menu.open && !menu.contains(e.target as Node) && close());
  menu.addEventListener('click', (e) => {
    const link = (e.target as Element).closest?.('a');
    if (!link) return;
    if (link.getAttribute('aria-current') === 'true') {
      e.preventDefault();
      close();
      return;
    }
    const url = new URL(link.href);
    const to = url.searchParams.get('to');
    if (to && location.search) {
      url.searchParams.set('to', to + location.search);
      link.href = url.pathname + url.search;
    }
  });
}
