import { describe, expect, it } from 'vitest';
import { bodyLocale, pageOfUrl, routeFilePath } from '../../src/lib/route-files';

describe('route files: from a URL to the page data the browser loads', () => {
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
    expect(routeFilePath('en', '')).toBe('/_data/en/index.json');
    expect(routeFilePath('de', 'products/carports-v')).toBe('/_data/de/products/carports-v.json');
  });

  it('takes the language of an MDX body from its file name', () => {
    expect(bodyLocale('/content/articles/budget-pergola-suisse.fr.mdx')).toBe('fr');
    expect(bodyLocale('/content/pages/mentions-legales.en.mdx')).toBe('en');
    expect(bodyLocale('/content/articles/budget.mdx')).toBeUndefined();
  });
});
