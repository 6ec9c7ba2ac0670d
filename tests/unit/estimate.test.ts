import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  checkDimension,
  checkEstimate,
  estimate,
  estimateParams,
  readEstimateParams,
  type EstimateInput,
} from '../../src/lib/estimate';
import { formatAmountRange, formatChf, formatNumber, formatRange, quoteRequest } from '../../src/lib/estimate-format';
import { estimatorSchema, type EstimatorConfig } from '../../src/schemas/estimator';

/*
 * The figures are fixed here, as the issue states them, so the sums below are worked out by hand and do
 * not move when content/estimator.yaml does; one test reads the real file through its schema.
 */
const config: EstimatorConfig = {
  types: {
    wooden: { pricePerM2: { min: 745, max: 1893 }, hoursPerM2: 1.5, products: [] },
    aluminium: { pricePerM2: { min: 400, max: 800 }, hoursPerM2: 1, products: ['pergola-toile'] },
    bioclimatic: { pricePerM2: { min: 800, max: 1500 }, hoursPerM2: 1.3, products: ['pergolas-bioclimatique'] },
  },
  hourlyRate: { min: 50, max: 100 },
  permit: { min: 100, max: 500 },
  delivery: { min: 50, max: 150 },
  width: { min: 1.5, max: 12, step: 0.1, default: 4 },
  depth: { min: 1.5, max: 12, step: 0.1, default: 3 },
};
const input = (over: Partial<EstimateInput> = {}): EstimateInput => ({
  type: 'bioclimatic',
  width: 4,
  depth: 3,
  permit: true,
  delivery: true,
  ...over,
});

describe('estimate', () => {
  it('prices a 4 × 3 m bioclimatic pergola with permit and delivery', () => {
    // 4 × 3 = 12 m². Structure: 12 × 800 = 9600 to 12 × 1500 = 18000.
    // Labour: 12 × 1.3 = 15.6 h, rounded up to 16 h; 16 × 50 = 800 to 16 × 100 = 1600.
    // Permit 100 to 500, delivery 50 to 150.
    // Total: 9600 + 800 + 100 + 50 = 10550 to 18000 + 1600 + 500 + 150 = 20250.
    expect(estimate(config, input())).toEqual({
      area: 12,
      hours: 16,
      structure: { min: 9600, max: 18000 },
      labour: { min: 800, max: 1600 },
      permit: { min: 100, max: 500 },
      delivery: { min: 50, max: 150 },
      total: { min: 10550, max: 20250 },
    });
  });

  it('leaves out the permit and the delivery when they are not needed', () => {
    // 9600 + 800 = 10400 to 18000 + 1600 = 19600.
    const result = estimate(config, input({ permit: false, delivery: false }));
    expect(result.permit).toBeUndefined();
    expect(result.delivery).toBeUndefined();
    expect(result.total).toEqual({ min: 10400, max: 19600 });
    // Permit only: 10400 + 100 = 10500 to 19600 + 500 = 20100.
    expect(estimate(config, input({ delivery: false })).total).toEqual({ min: 10500, max: 20100 });
  });

  it('rounds: surface in whole cm², hours up to the next hour, francs to the nearest', () => {
    // 4.1 × 3.3 = 13.53 m² (in binary, 4.1 * 3.3 is 13.529999999999998).
    // Structure: 13.53 × 745 = 10079.85 → 10080; 13.53 × 1893 = 25612.29 → 25612.
    // Labour: 13.53 × 1.5 = 20.295 h → 21 h; 21 × 50 = 1050 to 21 × 100 = 2100.
    // Total: 10080 + 1050 = 11130 to 25612 + 2100 = 27712.
    const result = estimate(config, input({ type: 'wooden', width: 4.1, depth: 3.3, permit: false, delivery: false }));
    expect(result.area).toBe(13.53);
    expect(result.hours).toBe(21);
    expect(result.structure).toEqual({ min: 10080, max: 25612 });
    expect(result.labour).toEqual({ min: 1050, max: 2100 });
    expect(result.total).toEqual({ min: 11130, max: 27712 });
  });

  it('keeps a whole number of hours as it is', () => {
    // 5 × 2 = 10 m² of aluminium at 1 h per m²: 10 h exactly, not 11.
    const result = estimate(config, input({ type: 'aluminium', width: 5, depth: 2, permit: false, delivery: false }));
    expect(result.hours).toBe(10);
    // 10 × 400 + 10 × 50 = 4500 to 10 × 800 + 10 × 100 = 9000.
    expect(result.total).toEqual({ min: 4500, max: 9000 });
  });

  it('follows the figures it is given: a price change needs no code change', () => {
    const dearer = {
      ...config,
      types: { ...config.types, bioclimatic: { ...config.types.bioclimatic, pricePerM2: { min: 900, max: 1600 } } },
    };
    // 12 × 900 = 10800 (+ 800 + 100 + 50 = 11750); 12 × 1600 = 19200 (+ 1600 + 500 + 150 = 21450).
    expect(estimate(dearer, input()).total).toEqual({ min: 11750, max: 21450 });
  });
});

describe('dimension bounds', () => {
  const bounds = config.width;
  it.each([
    ['4', 4],
    ['4.5', 4.5],
    ['4,5', 4.5],
    [' 12 ', 12],
    ['1.5', 1.5],
    ['4.30', 4.3],
  ])('accepts %j as %d m', (raw, value) => {
    expect(checkDimension(raw, bounds)).toEqual({ value });
  });
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'notNumber'],
    ['4 m', 'notNumber'],
    ['-3', 'notNumber'],
    ['1e1', 'notNumber'],
    ['1.4', 'tooSmall'],
    ['0', 'tooSmall'],
    ['12.1', 'tooLarge'],
    ['40', 'tooLarge'],
    ['4.55', 'step'],
    ['4.01', 'step'],
  ])('refuses %j: %s', (raw, error) => {
    expect(checkDimension(raw, bounds)).toEqual({ error });
  });

  it('reports each wrong dimension of a state', () => {
    const state = { type: 'wooden' as const, width: '40', depth: '', permit: false, delivery: false };
    expect(checkEstimate(state, config)).toEqual({ errors: { width: 'tooLarge', depth: 'required' } });
    expect(checkEstimate({ ...state, width: '4', depth: '3' }, config)).toEqual({
      input: { type: 'wooden', width: 4, depth: 3, permit: false, delivery: false },
    });
  });
});

describe('state in the url', () => {
  it('reads what the form sends, with the content defaults for what is missing', () => {
    const params = new URLSearchParams('type=aluminium&width=5,5&permit=1');
    expect(readEstimateParams(params, config)).toEqual({
      type: 'aluminium',
      width: '5,5',
      depth: '3',
      permit: true,
      delivery: false,
    });
    expect(readEstimateParams(new URLSearchParams('type=marble'), config, 'bioclimatic').type).toBe('bioclimatic');
    expect(readEstimateParams(new URLSearchParams(), config).type).toBe('wooden');
  });

  it('writes only the ticked options, so reading back gives the same state', () => {
    const state = { type: 'bioclimatic' as const, width: '4', depth: '3', permit: false, delivery: true };
    const written = estimateParams(state);
    expect(written).toEqual({ type: 'bioclimatic', width: '4', depth: '3', delivery: '1' });
    expect(readEstimateParams(new URLSearchParams(written), config)).toEqual(state);
  });
});

describe('formatting per locale', () => {
  it.each([
    ['en-CH', 'CHF\u00a010\u2019550', '13.53'],
    ['de-CH', 'CHF\u00a010\u2019550', '13.53'],
    ['it-CH', 'CHF\u00a010\u2019550', '13.53'],
    ['fr-CH', 'CHF\u00a010\u202f550', '13,53'],
    ['es-ES', 'CHF\u00a010\u202f550', '13,53'],
    ['ar', '\u200f10,550\u00a0CHF', '13.53'],
  ])('%s writes 10550 CHF as %j and 13.53 as %j', (locale, chf, area) => {
    expect(formatChf(10550, locale)).toBe(chf);
    expect(formatNumber(13.53, locale)).toBe(area);
  });

  it('groups thousands from four digits, except in Spanish', () => {
    expect(formatChf(9600, 'de-CH')).toBe('CHF\u00a09\u2019600');
    expect(formatChf(9600, 'fr-CH')).toBe('CHF\u00a09\u202f600');
    expect(formatChf(9600, 'es-ES')).toBe('CHF\u00a09600');
    expect(formatChf(800, 'de-CH')).toBe('CHF\u00a0800');
    expect(formatChf(1234567, 'de-CH')).toBe('CHF\u00a01\u2019234\u2019567');
  });

  it('writes whole francs and drops trailing zeros of measures', () => {
    expect(formatChf(10079.85, 'en-CH')).toBe('CHF\u00a010\u2019080');
    expect(formatNumber(4, 'fr-CH')).toBe('4');
    expect(formatNumber(1.5, 'fr-CH')).toBe('1,5');
    expect(formatNumber(0.1, 'de-CH')).toBe('0.1');
  });

  it('falls back to the language, then to Swiss English, for another tag', () => {
    expect(formatChf(10550, 'fr-FR')).toBe('CHF\u00a010\u202f550');
    expect(formatChf(10550, 'xx')).toBe('CHF\u00a010\u2019550');
  });
});

describe('quote request', () => {
  const catalogue: Record<string, string> = {
    'estimator.type.bioclimatic': 'Pergola bioclimatique',
    'estimator.quote.yes': 'oui',
    'estimator.quote.no': 'non',
    'estimator.quote.subject': 'Demande de devis : {type}, {width} × {depth} m',
    'estimator.quote.message':
      '{type} ; {width} m × {depth} m ({area} m²) ; permis : {permit} ; livraison : {delivery} ; {range}',
  };
  const strings = (key: string) => catalogue[key] ?? key;

  it('writes the configuration and the range in the locale, the amounts in its house form', () => {
    const chosen = input({ width: 4.5, delivery: false });
    // 4.5 × 3 = 13.5 m²: 13.5 × 800 = 10800, 13.5 × 1500 = 20250; 13.5 × 1.3 = 17.55 → 18 h: 900 to 1800;
    // permit 100 to 500. Total 10800 + 900 + 100 = 11800 to 20250 + 1800 + 500 = 22550.
    const result = estimate(config, chosen);
    expect(result.total).toEqual({ min: 11800, max: 22550 });
    expect(quoteRequest(chosen, result, 'fr-CH', strings)).toEqual({
      subject: 'Demande de devis : Pergola bioclimatique, 4,5 × 3 m',
      message:
        'Pergola bioclimatique ; 4,5 m × 3 m (13,5 m²) ; permis : oui ; livraison : non ; entre CHF\u00a011\u202f800 et CHF\u00a022\u202f550',
    });
    // content/locales.yaml `amountRange`: each end names its currency, joined as the language's guide says.
    expect(formatRange({ min: 100, max: 500 }, 'de-CH')).toBe('zwischen CHF\u00a0100 und CHF\u00a0500');
    expect(formatRange({ min: 100, max: 500 }, 'ar')).toBe('من \u200f100\u00a0CHF إلى \u200f500\u00a0CHF');
    expect(formatAmountRange({ min: 630, max: 930 }, 'EUR', 'fr-CH')).toBe('entre 630\u00a0€ et 930\u00a0€');
  });
});

describe('content/estimator.yaml', () => {
  const real = estimatorSchema.parse(
    parse(readFileSync(join(import.meta.dirname, '../../content/estimator.yaml'), 'utf8')),
  );

  it('holds the published ranges', () => {
    expect(real.types.wooden.pricePerM2).toEqual({ min: 745, max: 1893 });
    expect(real.types.aluminium.pricePerM2).toEqual({ min: 400, max: 800 });
    expect(real.types.bioclimatic.pricePerM2).toEqual({ min: 800, max: 1500 });
    expect(real.hourlyRate).toEqual({ min: 50, max: 100 });
    expect(real.permit).toEqual({ min: 100, max: 500 });
    expect(real.delivery).toEqual({ min: 50, max: 150 });
  });

  it('gives the budget article worked example: 4 × 3 m bioclimatic, 10550 to 20250 CHF', () => {
    expect(estimate(real, input()).total).toEqual({ min: 10550, max: 20250 });
  });

  it('refuses a range upside down, a default outside its bounds and a product under two kinds', () => {
    const broken = {
      ...real,
      permit: { min: 500, max: 100 },
      width: { ...real.width, default: 20 },
      types: { ...real.types, wooden: { ...real.types.wooden, products: ['pergola-toile'] } },
    };
    const issues = estimatorSchema.safeParse(broken).error?.issues.map((i) => i.path.join('.'));
    expect(issues).toEqual(expect.arrayContaining(['permit.max', 'width.default', 'types.aluminium.products.0']));
  });
});
