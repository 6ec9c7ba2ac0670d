// The header's behaviours (src/shell/), on the header's real prerendered markup: the shell's script
// finds its parts by their `data-shell` names, so a change to either side that loses them fails here.
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { Header } from '../../src/components/shell/Header';
import { PageUrlsProvider } from '../../src/components/page-urls-context';
import { pageUrlsAt } from '../../src/app/route-manifest';
import { I18nProvider } from '../../src/hooks/i18n';
import type { ShellData } from '../../src/lib/route-data';
import { format } from '../../src/i18n/format';
import { islandStrings, serializeIslandData } from '../../src/islands/Island';
import { startShell } from '../../src/shell';
import { prefillContactForm } from '../../src/shell/contact-prefill';
import { readGenerated } from '../helpers/generated';

const strings = readGenerated<Record<string, string>>('i18n/en.json');
const shell = readGenerated<ShellData>('shell/en.json');

/** The page's header as the prerender writes it, with the shell's script started on it. */
function prerenderedHeader(url = '/contact/') {
  document.body.innerHTML = renderToString(
    createElement(
      PageUrlsProvider,
      { value: pageUrlsAt(url) },
      createElement(I18nProvider, { value: { locale: 'en', strings, shell }, children: createElement(Header) }),
    ),
  );
  window.history.replaceState(null, '', url);
  startShell();
  return userEvent.setup();
}

const byId = (id: string) => document.getElementById(id)!;
const controlling = (id: string) => document.querySelector<HTMLButtonElement>(`button[aria-controls="${id}"]`)!;

beforeEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.shell;
});

describe('the shell script', () => {
  it('says when the header answers', () => {
    prerenderedHeader();
    expect(document.documentElement.dataset.shell).toBe('ready');
  });
});

describe('a quote link opening the contact form', () => {
  /** The contact form island as the prerender writes it: its data (locale, strings, product titles), then the form. */
  function contactIsland(locale: 'en' | 'fr', typed = '') {
    const data = {
      props: {},
      shell: { products: { 'carports-v': 'Carport V' } },
      locale,
      strings: islandStrings('contact-form', readGenerated<Record<string, string>>(`i18n/${locale}.json`)),
    };
    document.body.innerHTML = `<script type="application/json" data-island-data>${serializeIslandData(data)}</script>
      <div class="island" data-island="contact-form"><section class="contact-form"><form action="/api/contact">
      <input name="sujet"><textarea name="message">${typed}</textarea></form></section></div>`;
    const form = document.querySelector('form')!;
    return (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
  }

  it("writes a product's subject in the page's language, and leaves a field the visitor typed in", async () => {
    const field = contactIsland('fr', 'Already typed');
    window.history.replaceState(null, '', '/fr/contact/?devis=product&product=carports-v');
    startShell();
    const fr = readGenerated<Record<string, string>>('i18n/fr.json');
    await expect.poll(() => field('sujet')).toBe(format(fr['form.quoteSubject']!, { product: 'Carport V' }));
    expect(field('message')).toBe('Already typed');
  });

  it('writes nothing from free text in the address', () => {
    const field = contactIsland('en');
    window.history.replaceState(null, '', '/contact/?sujet=Carport%20V&message=6%20m');
    prefillContactForm(document.querySelector('form')!);
    expect([field('sujet'), field('message')]).toEqual(['', '']);
  });
});

describe('Solutions dropdown', () => {
  it('opens and closes from the keyboard, saying so with aria-expanded', async () => {
    const user = prerenderedHeader();
    const toggle = controlling('solutions-dropdown');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(byId('solutions-dropdown').dataset.open).toBe('true');
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Closed with no pointer over it: the CSS hover may open it again when a pointer comes.
    expect(byId('solutions-dropdown').dataset.open).toBeUndefined();
  });

  it('closes on Escape inside it and gives the focus back to its toggle', async () => {
    const user = prerenderedHeader();
    const toggle = controlling('solutions-dropdown');
    toggle.focus();
    await user.keyboard('{Enter}');
    byId('solutions-dropdown').querySelector<HTMLAnchorElement>('a')!.focus();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(byId('solutions-dropdown').dataset.open).toBeUndefined();
    expect(document.activeElement).toBe(toggle);
  });

  it('stays closed under the pointer after Escape, against the hover that would open it', async () => {
    const user = prerenderedHeader();
    const toggle = controlling('solutions-dropdown');
    const item = toggle.closest('li')!;
    // jsdom matches no :hover; the pointer over the item is what this stands for.
    item.matches = (selector: string) => selector === ':hover' || Element.prototype.matches.call(item, selector);
    toggle.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(byId('solutions-dropdown').dataset.open).toBe('false');
  });

  it('closes when the keyboard leaves it for the next menu item', async () => {
    const user = prerenderedHeader();
    const toggle = controlling('solutions-dropdown');
    toggle.focus();
    await user.keyboard('{Enter}');
    const links = [...byId('solutions-dropdown').querySelectorAll('a')];
    links.at(-1)!.focus();
    await user.tab();
    expect(byId('solutions-dropdown').dataset.open).toBeUndefined();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('header search', () => {
  it('opens on its toggle and puts the focus in the field', async () => {
    const user = prerenderedHeader();
    const toggle = controlling('header-search');
    const form = byId('header-search') as HTMLFormElement;
    expect(form.hidden).toBe(true);
    await user.click(toggle);
    expect(form.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe(strings['search.close']);
    expect(document.activeElement).toBe(byId('header-search-input'));
  });

  it('clears the query when it closes, by its toggle or by Escape', async () => {
    const user = prerenderedHeader();
    const toggle = controlling('header-search');
    const input = byId('header-search-input') as HTMLInputElement;
    await user.click(toggle);
    await user.type(input, 'pergola');
    await user.click(toggle);
    expect(byId('header-search').hidden).toBe(true);
    expect(toggle.getAttribute('aria-label')).toBe(strings['search.open']);
    expect(input.value).toBe('');
    await user.click(toggle);
    await user.type(input, 'carport{Escape}');
    expect(byId('header-search').hidden).toBe(true);
    expect(input.value).toBe('');
  });

  it('does not send an empty query, and sends a query without its surrounding spaces', async () => {
    const user = prerenderedHeader();
    await user.click(controlling('header-search'));
    const form = byId('header-search') as HTMLFormElement;
    const input = byId('header-search-input') as HTMLInputElement;
    const submit = () => {
      const event = new Event('submit', { cancelable: true });
      form.dispatchEvent(event);
      return !event.defaultPrevented;
    };
    await user.type(input, '   ');
    expect(submit()).toBe(false);
    await user.type(input, ' carport  ');
    expect(submit()).toBe(true);
    expect(input.value).toBe('carport');
    expect(form.getAttribute('action')).toBe('/rechercher/');
  });

  it('closes when the focus leaves it', async () => {
    const user = prerenderedHeader();
    await user.click(controlling('header-search'));
    await user.click(document.body);
    expect(byId('header-search').hidden).toBe(true);
  });
});

describe('mobile menu', () => {
  it('opens on its toggle, focusing the first link, and closes on it again', async () => {
    const user = prerenderedHeader();
    const toggle = controlling('mobile-menu-panel');
    const panel = byId('mobile-menu-panel');
    const backdrop = document.querySelector<HTMLElement>('.mobile-menu__backdrop')!;
    await user.click(toggle);
    expect([panel.hidden, backdrop.hidden]).toEqual([false, false]);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe(strings['nav.closeMenu']);
    expect(document.activeElement).toBe(panel.querySelector('a'));
    await user.click(toggle);
    expect([panel.hidden, backdrop.hidden]).toEqual([true, true]);
    expect(toggle.getAttribute('aria-label')).toBe(strings['nav.openMenu']);
  });

  it('closes on Escape, giving the focus back to its toggle, and on a click on the backdrop', async () => {
    const user = prerenderedHeader();
    const toggle = controlling('mobile-menu-panel');
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(byId('mobile-menu-panel').hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    await user.click(toggle);
    await user.click(document.querySelector('.mobile-menu__backdrop')!);
    expect(byId('mobile-menu-panel').hidden).toBe(true);
  });

  it('opens the Solutions submenu, which closes with the menu', async () => {
    const user = prerenderedHeader();
    const submenuToggle = controlling('mobile-solutions');
    await user.click(controlling('mobile-menu-panel'));
    expect(byId('mobile-solutions').hidden).toBe(true);
    await user.click(submenuToggle);
    expect(byId('mobile-solutions').hidden).toBe(false);
    expect(submenuToggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(controlling('mobile-menu-panel'));
    await user.click(controlling('mobile-menu-panel'));
    expect(byId('mobile-solutions').hidden).toBe(true);
    expect(submenuToggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('language menu', () => {
  const menu = () => document.querySelector<HTMLDetailsElement>('[data-shell="language-menu"]')!;

  it('closes on Escape and on a click outside it', async () => {
    const user = prerenderedHeader();
    await user.click(menu().querySelector('summary')!);
    expect(menu().open).toBe(true);
    await user.keyboard('{Escape}');
    expect(menu().open).toBe(false);
    await user.click(menu().querySelector('summary')!);
    await user.click(document.body);
    expect(menu().open).toBe(false);
  });

  it('only closes on the current language, and takes the address’s query along to another', async () => {
    const user = prerenderedHeader('/contact/');
    window.history.replaceState(null, '', '/contact/?devis=product&product=carports-v');
    // jsdom loads no other document: stop each link after the menu's script has seen it.
    const stop = (e: Event) => e.preventDefault();
    document.addEventListener('click', stop);
    onTestFinished(() => document.removeEventListener('click', stop));
    await user.click(menu().querySelector('summary')!);
    const english = menu().querySelector<HTMLAnchorElement>('a[hreflang="en"]')!;
    expect(english.getAttribute('aria-current')).toBe('true');
    await user.click(english);
    expect(menu().open).toBe(false);
    const french = menu().querySelector<HTMLAnchorElement>('a[hreflang="fr"]')!;
    const to = () => new URL(french.href).searchParams.get('to');
    expect(to()).toBe('/fr/contact/');
    await user.click(menu().querySelector('summary')!);
    await user.click(french);
    expect(to()).toBe('/fr/contact/?devis=product&product=carports-v');
  });
});
