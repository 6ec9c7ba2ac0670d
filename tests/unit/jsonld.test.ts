import { describe, expect, it } from 'vitest';
import { organization, website } from '../../src/lib/jsonld';
import { absoluteUrl } from '../../src/paths';
import type { Site } from '../../src/schemas/site';
import { readGenerated } from '../helpers/generated';

// The site as the content step wrote it (src/generated/site.json), at an origin and with a logo of the test's own.
const generated = readGenerated<Site>('site.json');
const site: Site = {
  ...generated,
  url: 'https://www.solar.test',
  logo: { ...generated.logo, src: '/images/brand/logo.svg' },
};
const ldSite = { site, homeAbsoluteUrl: absoluteUrl(site.url, '/') };
const COUNTRIES = { CH: 'Switzerland', FR: 'France' };

describe('the company and the site in JSON-LD', () => {
  it('are at the home page of the default locale, with their pictures as absolute URLs', () => {
    expect(organization(ldSite, COUNTRIES)).toMatchObject({
      '@id': 'https://www.solar.test/#organization',
      url: 'https://www.solar.test/',
      logo: 'https://www.solar.test/images/brand/logo.svg',
    });
    const whole = website(ldSite, absoluteUrl(site.url, '/fr/rechercher/'), 'fr');
    expect(whole).toMatchObject({
      '@id': 'https://www.solar.test/#website',
      url: 'https://www.solar.test/',
      publisher: { '@id': 'https://www.solar.test/#organization' },
    });
    expect(JSON.stringify(whole)).toContain('"https://www.solar.test/fr/rechercher/?q={search_term_string}"');
  });
});
