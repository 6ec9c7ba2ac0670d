import type { UiKey } from '../../generated/ui-keys';

/** Main navigation, in order; labels are UI strings, paths locale-neutral. */
export const mainNavigation: { key: UiKey; path: string; dropdown?: boolean }[] = [
  { key: 'nav.home', path: '/' },
  { key: 'nav.solutions', path: '/solutions/', dropdown: true },
  { key: 'nav.conseils', path: '/conseils/' },
  { key: 'nav.realisations', path: '/realisations/' },
  { key: 'nav.contact', path: '/contact/' },
];
