import type { UiKey } from '../../generated/ui-keys';
import { PAGE_PATHS } from '../../paths';

/** Main navigation, in order; labels are UI strings, paths locale-neutral. */
export const mainNavigation: { key: UiKey; path: string; dropdown?: boolean }[] = [
  { key: 'nav.home', path: PAGE_PATHS.home },
  { key: 'nav.solutions', path: PAGE_PATHS.solutions, dropdown: true },
  { key: 'nav.conseils', path: PAGE_PATHS.conseils },
  { key: 'nav.realisations', path: PAGE_PATHS.realisations },
  { key: 'nav.contact', path: PAGE_PATHS.contact },
];
