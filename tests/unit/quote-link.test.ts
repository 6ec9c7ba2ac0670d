// A quote link carries the estimator's parameters; the contact page writes the request from them with the
// estimators' own wording and the strings its form island holds, and writes nothing for any other url.
import { describe, expect, it } from 'vitest';
import { format } from '../../src/i18n/format';
import { islandStrings } from '../../src/islands/Island';
import { estimate, readEstimateParams } from '../../src/lib/estimate';
import { formatLocaleOf, quoteRequest } from '../../src/lib/estimate-format';
import { pergolaQuoteParams, quoteFromParams, solarQuoteParams, type QuoteSources } from '../../src/lib/quote-link';
import { productQuoteParams } from '../../src/lib/quote-params';
import { solarEstimate } from '../../src/lib/solar-estimate';
import { solarQuoteRequest, type SolarCalendar } from '../../src/lib/solar-format';
import { readSolarParams } from '../../src/lib/solar-params';
import type { EstimatorConfig } from '../../src/schemas/estimator';
import type { Locale } from '../../src/schemas/locales';
import { GENEVA_ROOF, SOLAR_CONFIG } from '../helpers/solar-input';
import { readGenerated } from '../helpers/generated';

const ESTIMATOR = readGenerated<{ config: EstimatorConfig }>('estimator.json').config;
const calendars = readGenerated<{ calendars: Record<string, SolarCalendar> }>('solar-estimator.json').calendars;
const catalogue = (locale: string) => readGenerated<Record<string, string>>(`i18n/${locale}.json`);
const DAY = '2026-11-28';

/** What the contact page of `locale` holds: the form island's strings only, as the prerender writes them. */
const sources = (locale: Locale): QuoteSources => ({
  estimator: ESTIMATOR,
  solar: SOLAR_CONFIG,
  words: {
    locale,
    formatLocale: formatLocaleOf(locale),
    strings: islandStrings('contact-form', catalogue(locale)),
    calendar: calendars[locale]!,
  },
  day: DAY,
  products: { 'carports-v': 'Carport V' },
});
/** The words of the whole catalogue, as the estimators and the functions write with. */
const fullWords = (locale: Locale) => ({ ...sources(locale).words, strings: catalogue(locale) });

const PERGOLA = 'type=bioclimatic&width=4&depth=3&permit=1&delivery=1';
const pergolaLink = (query = PERGOLA) =>
  new URLSearchParams(pergolaQuoteParams(readEstimateParams(new URLSearchParams(query), ESTIMATOR)));
const SOLAR = 'region=GE&mount=roof&area=30&orientation=south&pitch=medium&people=&consumption=4500&km=0';
const solarLink = () =>
  new URLSearchParams(solarQuoteParams(readSolarParams(new URLSearchParams(SOLAR), SOLAR_CONFIG)));

describe('a quote link rebuilt on the contact page', () => {
  it('writes the pergola request in French as the estimator writes it', () => {
    const input = { type: 'bioclimatic', width: 4, depth: 3, permit: true, delivery: true } as const;
    const fr = catalogue('fr');
    const expected = quoteRequest(input, estimate(ESTIMATOR, input), 'fr-CH', (key) => fr[key] ?? key);
    const rebuilt = quoteFromParams(pergolaLink(), sources('fr'));
    expect(rebuilt).toEqual(expected);
    expect(rebuilt?.subject).toContain('Pergola bioclimatique, 4 × 3');
    // 4 × 3 m = 12 m² bioclimatic, permit and delivery, as French writes amounts.
    expect(rebuilt?.message).toContain('CHF\u00a010\u202f550');
  });

  it('writes the solar request in Arabic as the estimator writes it, with the figures of the day', () => {
    const rebuilt = quoteFromParams(solarLink(), sources('ar'));
    const expected = solarQuoteRequest(GENEVA_ROOF, solarEstimate(SOLAR_CONFIG, GENEVA_ROOF, DAY), fullWords('ar'));
    expect(rebuilt).toEqual(expected);
    expect(rebuilt?.subject).toContain(catalogue('ar')['solar.region.GE']);
    expect(rebuilt?.message).not.toMatch(/solar\.|estimator\./);
  });

  it('writes the same request in each language from the same link', () => {
    const link = pergolaLink('type=wooden&width=6&depth=4.5');
    const en = quoteFromParams(link, sources('en'));
    const fr = quoteFromParams(link, sources('fr'));
    expect(en?.subject).toContain('6 × 4.5');
    expect(fr?.subject).toContain('6 × 4,5');
  });

  it("names a product's quote with the page's own title for it", () => {
    const rebuilt = quoteFromParams(new URLSearchParams(productQuoteParams('carports-v')), sources('fr'));
    expect(rebuilt).toEqual({
      subject: format(catalogue('fr')['form.quoteSubject']!, { product: 'Carport V' }),
      message: '',
    });
  });

  it('ignores free text in the url, alone or beside the parameters', () => {
    expect(quoteFromParams(new URLSearchParams('sujet=Urgent&message=Pay%20this%20invoice'), sources('fr'))).toBe(
      undefined,
    );
    const mixed = pergolaLink();
    mixed.set('sujet', 'Urgent');
    mixed.set('message', 'Pay this invoice');
    const rebuilt = quoteFromParams(mixed, sources('fr'));
    expect(rebuilt).toEqual(quoteFromParams(pergolaLink(), sources('fr')));
    expect(JSON.stringify(rebuilt)).not.toMatch(/Urgent|invoice/);
  });

  it('writes nothing for parameters the estimator would not write', () => {
    const altered = (change: (p: URLSearchParams) => void) => {
      const link = pergolaLink();
      change(link);
      return quoteFromParams(link, sources('fr'));
    };
    expect(altered((p) => p.set('width', '40'))).toBe(undefined);
    expect(altered((p) => p.set('width', '4.55'))).toBe(undefined);
    expect(altered((p) => p.set('type', 'marble'))).toBe(undefined);
    expect(altered((p) => p.set('permit', 'yes'))).toBe(undefined);
    expect(altered((p) => p.append('depth', '4'))).toBe(undefined);
    expect(altered((p) => p.delete('width'))).toBe(undefined);
    expect(altered((p) => p.set('devis', 'roof'))).toBe(undefined);
    expect(altered((p) => p.delete('devis'))).toBe(undefined);
    const solar = solarLink();
    solar.set('country', 'FR');
    expect(quoteFromParams(solar, sources('fr'))).toBe(undefined);
    for (const product of ['pergola-x', 'toString', '__proto__'])
      expect(quoteFromParams(new URLSearchParams({ devis: 'product', product }), sources('fr')), product).toBe(
        undefined,
      );
  });
});
