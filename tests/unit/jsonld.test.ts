import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { organization, website } from '../../src/lib/jsonld';
import type { Site } from '../../src/schemas/site';

// The site as the content step wrote it (src/generated/site.json), its address `https://…` without a slash.
const site = JSON.parse(readFileSync(new URL('../../src/generated/site.json', import.meta.url), 'utf8')) as Site;
const COUNTRIES = { CH: 'Switzerland', FR: 'France' };

describe('the company and the site in JSON-LD', () => {
  it('are at the home page of the default locale, with their pictures as absolute URLs', () => {
    expect(organization(site, COUNTRIES)).toMatchObject({
      '@id': `${site.url}/#organization`,
      url: `${site.url}/`,
      logo: `${site.url}${site.logo.src}`,
    });
    const whole = website(site, '/fr/rechercher/', 'fr');
    expect(whole).toMatchObject({
      '@id': `${site.url}/#website`,
      url: `${site.url}/`,
      publisher: { '@id': `${site.url}/#organization` },
    });
    expect(JSON.stringify(whole)).toContain(`"${site.url}/fr/rechercher/?q={search_term_string}"`);
  });
});
