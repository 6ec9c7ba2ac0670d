import { describe, expect, it } from 'vitest';
import { bodyLocale, htmlFileOf, pageOfUrl, routeDataFile } from '../../src/lib/route-files';

describe('route files: from a URL to the page data the prerender reads', () => {
  it('reads the locale and the path without slashes at the ends', () => {
    expect(pageOfUrl('/')).toEqual({ locale: 'en', path: '' });
    expect(pageOfUrl('/products/carports-v/')).toEqual({ locale: 'en', path: 'products/carports-v' });
    expect(pageOfUrl('/fr/')).toEqual({ locale: 'fr', path: '' });
    expect(pageOfUrl('/ar/conseils/budget-pergola-suisse')).toEqual({
      locale: 'ar',
      path: 'conseils/budget-pergola-suisse',
    });
    // Not a locale prefix: an English page whose path starts with two letters.
    expect(pageOfUrl('/xx/page/')).toEqual({ locale: 'en', path: 'xx/page' });
    expect(pageOfUrl('/fr/caf%C3%A9/')).toEqual({ locale: 'fr', path: 'café' });
  });

  it('names one data file per locale and path, index for the home page', () => {
    expect(routeDataFile('en', '')).toBe('data/en/index.json');
    expect(routeDataFile('de', 'products/carports-v')).toBe('data/de/products/carports-v.json');
  });

  it('names the HTML file of dist/ a page is prerendered to', () => {
    expect(htmlFileOf({ locale: 'en', path: '' })).toBe('index.html');
    expect(htmlFileOf({ locale: 'en', path: 'products/carports-v' })).toBe('products/carports-v/index.html');
    expect(htmlFileOf({ locale: 'fr', path: '' })).toBe('fr/index.html');
    expect(htmlFileOf({ locale: 'fr', path: 'contact' })).toBe('fr/contact/index.html');
  });

  it('takes the language of an MDX body from its file name', () => {
    expect(bodyLocale('/content/articles/budget-pergola-suisse.fr.mdx')).toBe('fr');
    expect(bodyLocale('/content/pages/mentions-legales.en.mdx')).toBe('en');
    expect(bodyLocale('/content/articles/budget.mdx')).toBeUndefined();
  });
});
