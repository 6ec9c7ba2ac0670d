import type { SolarEstimatorConfig, SolarSource } from '../../schemas/solar-estimator';
import type { SolarEstimate, SolarInput } from '../../lib/solar-estimate';
import { orientationFactor } from '../../lib/solar-energy';
import { formatMoney } from '../../lib/estimate-format';
import {
  longDate,
  moneyRange,
  number,
  say,
  sayCount,
  solarFigures,
  percentInText,
  solarRange,
  type SolarWords,
} from '../../lib/solar-format';
import { figuresOn } from '../../lib/solar-periods';

/** One line of the breakdown: the figure, its value, the assumption behind it and its source. */
export interface BreakdownRow {
  key: string;
  value: string;
  /** The assumption, in sentences. */
  basis: string;
  source?: SolarSource;
}

interface Context {
  config: SolarEstimatorConfig;
  input: SolarInput;
  result: SolarEstimate;
  words: SolarWords;
}

/** Every line of the breakdown, in the visitor's language: the sizing, then the money. */
export function breakdownRows(ctx: Context): BreakdownRow[] {
  return [...sizingRows(ctx), ...moneyRows(ctx)];
}

const percent = (w: SolarWords, share: number) => number(w, Math.round(share * 100));
const percents = (w: SolarWords, r: { min: number; max: number }) =>
  percentInText(w, { min: r.min * 100, max: r.max * 100 });

function sizingRows({ config, input, result, words: w }: Context): BreakdownRow[] {
  const n = (value: number) => number(w, value);
  const figures = solarFigures(result, w);
  const region = config.yields.regions.find((r) => r.code === input.region);
  const { modules, use, daylight, battery } = config;
  const share = say(w, 'solar.basis.share', {
    household: percents(w, daylight.shares.household),
    heatPump: percents(w, daylight.shares.heatPump),
    car: percents(w, daylight.shares.car),
  });
  const stored = input.battery
    ? ` ${say(w, 'solar.basis.battery', { kwh: n(input.battery), efficiency: percent(w, battery.efficiency) })}`
    : '';
  return [
    {
      key: 'size',
      value: say(w, 'solar.unit.kwp', { value: figures.kwp }),
      source: modules.source,
      basis: say(w, 'solar.basis.size', { perM2: n(modules.kwpPerM2), perSpace: n(modules.kwpPerSpace) }),
    },
    {
      key: 'production',
      value: say(w, 'solar.unit.kwh', { value: figures.production }),
      source: config.yields.source,
      basis: say(w, 'solar.basis.production', {
        region: say(w, `solar.region.${input.region}`),
        yield: solarRange(w, region?.yield ?? { min: 0, max: 0 }, n),
        factor: n(orientationFactor(config, input)),
      }),
    },
    {
      key: 'use',
      value: say(w, 'solar.unit.kwh', { value: figures.use }),
      source: use.source,
      basis: say(w, 'solar.basis.use', { perKm: n(use.kwhPerKm), heatPump: n(use.heatPumpKwh) }),
    },
    {
      key: 'share',
      value: say(w, 'solar.unit.percent', { value: figures.share }),
      source: config.months.source,
      basis: share + stored,
    },
  ];
}

function moneyRows({ config, input, result, words: w }: Context): BreakdownRow[] {
  const n = (value: number) => number(w, value);
  const money = (value: number) => formatMoney(value, result.currency, w.formatLocale);
  // Per kWh in cents (27.7 ct.), as tariffs are written: whole-unit amounts would round them away. Counted, as
  // a language may write the unit as a noun ("19.4 euro cents"); a range counts by its upper end.
  const centsOf = (count: number, value: string) =>
    sayCount(w, `solar.unit.cents.${result.currency}`, count, { value });
  const cents = (perKwh: number) => centsOf(perKwh * 100, n(perKwh * 100));
  const updating = say(w, 'solar.updating.value');
  const figures = solarFigures(result, w);
  const country = config.countries[input.country];
  const inForce = figuresOn(country, result.day);
  const c = input.country;
  const { tariff, feedIn, subsidy } = inForce;
  const price = country.price;
  const priceBasis = priceSentences({ config, input, result, words: w });
  const large = c === 'CH' && feedIn?.minimumUpToKw && result.kwp > feedIn.minimumUpToKw;
  return [
    {
      key: 'tariff',
      value: tariff ? cents(tariff.perKwh) : updating,
      source: tariff?.source,
      basis: tariff
        ? say(w, `solar.basis.tariff.${c}`, { year: tariff.validFrom.slice(0, 4), from: longDate(w, tariff.validFrom) })
        : '',
    },
    {
      key: 'feedIn',
      // The unit once, after the range: "6 to 10 ct. per kWh".
      value: result.money.feedIn
        ? centsOf(
            result.money.feedIn.max * 100,
            solarRange(w, { min: result.money.feedIn.min * 100, max: result.money.feedIn.max * 100 }, n),
          )
        : updating,
      source: feedIn?.source,
      basis: feedIn
        ? say(w, large ? 'solar.basis.feedIn.CH.large' : `solar.basis.feedIn.${c}`, {
            limit: n(feedIn.minimumUpToKw ?? 0),
          })
        : '',
    },
    { key: 'saving', value: figures.saving, basis: say(w, 'solar.basis.saving') },
    {
      key: 'subsidy',
      value: figures.subsidy,
      source: subsidy?.source,
      basis: subsidy
        ? say(w, `solar.basis.subsidy.${c}`, { from: longDate(w, subsidy.validFrom), minKw: n(subsidy.minKw) })
        : '',
    },
    { key: 'price', value: figures.price, source: price.source, basis: priceBasis },
    {
      key: 'payback',
      value: paybackValue(result, w),
      source: country.tax?.source,
      basis: [
        say(w, 'solar.basis.payback', {
          upkeep: say(w, 'solar.unit.perYear', { value: money(price.upkeepPerKwp * result.kwp) }),
          inverterYear: n(config.life.inverterYear),
          ageing: n(config.life.ageing * 100),
        }),
        country.tax ? say(w, `solar.basis.tax.${c}`) : '',
      ]
        .filter(Boolean)
        .join(' '),
    },
  ];
}

/** The installed price's assumption: our prices per kWp, VAT, and a battery's. */
function priceSentences({ config, input, result, words: w }: Context): string {
  const price = config.countries[input.country].price;
  const vat = figuresOn(config.countries[input.country], result.day).vat;
  const sentences = [
    say(w, price.vatIncluded ? 'solar.basis.price.included' : 'solar.basis.price.vat', {
      fixed: moneyRange(w, price[input.mount].fixed, result.currency),
      perKwp: moneyRange(w, price[input.mount].perKwp, result.currency),
      // 5.5 %, not 6: a VAT rate keeps its decimal.
      vat: vat ? number(w, (vat.classes.find((k) => result.kwp <= k.upToKw)?.rate ?? vat.standard) * 100) : '',
    }),
    input.battery
      ? say(w, 'solar.basis.price.battery', {
          battery: moneyRange(
            w,
            {
              min: price.battery.fixed.min + price.battery.perKwh.min * input.battery,
              max: price.battery.fixed.max + price.battery.perKwh.max * input.battery,
            },
            result.currency,
          ),
        })
      : '',
  ];
  return sentences.filter(Boolean).join(' ');
}

/** The payback as a figure for the table: years, or more than the panels' life. */
function paybackValue(result: SolarEstimate, w: SolarWords): string {
  const payback = result.money.payback;
  if (!payback) return say(w, 'solar.updating.value');
  if (payback.max === null) {
    const beyond = say(w, 'solar.unit.beyondLife');
    if (payback.min === null) return beyond;
    return say(w, 'solar.unit.yearsAtBest', {
      years: sayCount(w, 'solar.unit.years', payback.min, { value: number(w, payback.min) }),
    });
  }
  const range = solarRange(w, { min: payback.min ?? payback.max, max: payback.max }, (v) => number(w, v));
  return sayCount(w, 'solar.unit.years', payback.max, { value: range });
}
