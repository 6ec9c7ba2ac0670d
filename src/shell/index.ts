import { startDropdown } from './dropdown';
import { startHeader } from './header';
import { startLanguageMenu } from './language-menu';
import { startMobileMenu } from './mobile-menu';
import { startSearchBox } from './search-box';
// The one file of src/paths/ the shell needs: every page loads the shell, and nothing more of the module.
import { API_URLS } from '../paths/api';

/**
 * The shell's script: the few behaviours of the header that HTML and CSS cannot give (the parts are
 * found by their `data-shell` names, written by src/components/shell/), and a quote request's subject and
 * message written into the contact form (./contact-prefill.ts, fetched only by a page that has the form and
 * was opened with a query). Every
 * page loads it; it loads no framework.
 */
export function startShell() {
  const part = <T extends HTMLElement>(name: string) => document.querySelector<T>(`[data-shell="${name}"]`);
  const header = part('header');
  if (header) startHeader(header);
  const dropdown = part('dropdown');
  if (dropdown) startDropdown(dropdown);
  const search = part('search');
  if (search) startSearchBox(search);
  const menu = part('mobile-menu');
  if (menu) startMobileMenu(menu);
  const languages = part<HTMLDetailsElement>('language-menu');
  if (languages) startLanguageMenu(languages);
  // Only a quote link has something to write: a contact page opened without a query fetches nothing more.
  const contact =
    location.search && document.querySelector<HTMLFormElement>(`.contact-form form[action="${API_URLS.contact}"]`);
  if (contact) void import('./contact-prefill').then(({ prefillContactForm }) => prefillContactForm(contact));
  // Lets tests know the header answers.
  document.documentElement.dataset.shell = 'ready';
}
