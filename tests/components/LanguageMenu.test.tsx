import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageUrlsAt } from '../../src/app/route-manifest';
import { LanguageMenu } from '../../src/components/shell/LanguageMenu';
import { PageUrlsProvider } from '../../src/components/page-urls-context';
import { I18nProvider } from '../../src/hooks/i18n';
import { languageChoiceUrl } from '../../src/lib/language-choice';
import { LOCALES } from '../../src/schemas/locales';
import { shellOf, stringsOf } from '../helpers/render';

describe('the language menu', () => {
  it('links each language to the page’s url in it as the route manifest gives it, through /api/language', () => {
    // The manifest's urls of the contact page, the German one moved: the menu follows the manifest, not a rule.
    const urls = { ...pageUrlsAt('/fr/contact/').urls, de: '/de/kontakt/' };
    const { container } = render(
      <PageUrlsProvider value={{ url: '/fr/contact/', urls }}>
        <I18nProvider value={{ locale: 'fr', strings: stringsOf('fr'), shell: shellOf('fr') }}>
          <LanguageMenu />
        </I18nProvider>
      </PageUrlsProvider>,
    );
    const hrefs = Object.fromEntries(
      [...container.querySelectorAll('a[hreflang]')].map((a) => [a.getAttribute('hreflang'), a.getAttribute('href')]),
    );
    expect(hrefs).toEqual(
      Object.fromEntries(LOCALES.map((l) => [l, l === 'fr' ? '/fr/contact/' : languageChoiceUrl(urls[l]!)])),
    );
    expect([hrefs.en, hrefs.de]).toEqual([languageChoiceUrl('/contact/'), languageChoiceUrl('/de/kontakt/')]);
    expect(container.querySelector('a[aria-current="true"]')?.getAttribute('hreflang')).toBe('fr');
  });
});
