import { format } from '../../i18n/format';
import { formatNumber, type Strings } from '../../lib/estimate-format';
import type { SolarEstimate, SolarInput } from '../../lib/solar-estimate';
import { formatAmount, solarFigures, solarRange } from '../../lib/solar-format';
import type { SolarEstimatorConfig } from '../../schemas/solar-estimator';
import type { Source } from './SourceLink';

/** One line of the breakdown: the figure, its value, the values of its assumption sentence and its source. */
export interface BreakdownRow {
  key: string;
  /** The assumption sentence's key, when it is not `solar.basis.<key>`. */
  basisKey?: string;
  value: string;
  source?: Source;
  basis: Record<string, string>;
}

interface Context {
  config: SolarEstimatorConfig;
  numberLocale: string;
  input: SolarInput;
  result: SolarEstimate;
  regionName: string;
}

/** Every line of the breakdown, in the visitor's language: the sizing, then the money. */
export function breakdownRows(ctx: Context, strings: Strings): BreakdownRow[] {
  return [...sizingRows(ctx, strings), ...moneyRows(ctx, strings)];
}

function sizingRows({ config, numberLocale, input, result, regionName }: Context, strings: Strings): BreakdownRow[] {
  const n = (value: number) => formatNumber(value, numberLocale);
  const percent = (share: number) => n(Math.round(share * 100));
  const figures = solarFigures(result, numberLocale, strings);
  const region = config.yields.regions.find((r) => r.code === input.region);
  const { selfConsumption: self, use, modules } = config;
  return [
    {
      key: 'size',
      value: `${figures.kwp} kWp`,
      source: modules.source,
      basis: { perM2: n(modules.kwpPerM2), perSpace: n(modules.kwpPerSpace) },
    },
    {
      key: 'production',
      value: `${figures.production} kWh`,
      source: config.yields.source,
      basis: {
        region: regionName,
        yield: solarRange(region?.yield ?? { min: 0, max: 0 }, n, strings),
        orientation: n(config.orientation.factors[input.orientation]),
        pitch: n(config.pitch.factors[input.pitch]),
      },
    },
    {
      key: 'use',
      value: `${figures.use} kWh`,
      source: use.source,
      basis: { perKm: n(use.kwhPerKm), heatPump: n(use.heatPumpKwh) },
    },
    {
      key: 'share',
      value: format(strings('solar.unit.percent'), { value: figures.share }),
      source: self.source,
      basis: {
        min: percent(self.base.min),
        max: percent(self.base.max),
        car: percent(self.car),
        heatPump: percent(self.heatPump),
        cap: percent(self.maxOfUse),
      },
    },
  ];
}

function moneyRows({ config, numberLocale, input, result }: Context, strings: Strings): BreakdownRow[] {
  const n = (value: number) => formatNumber(value, numberLocale);
  const money = (value: number) => formatAmount(value, result.currency, numberLocale);
  // Per kWh in cents (27.7 ct.), as tariffs are written: whole-unit amounts would round them away.
  const cents = (perKwh: number) => format(strings(`solar.unit.cents.${result.currency}`), { value: n(perKwh * 100) });
  const figures = solarFigures(result, numberLocale, strings);
  const country = config.countries[input.country];
  const price = country.price[input.mount];
  return [
    { key: 'tariff', value: cents(country.tariff.perKwh), source: country.tariff.source, basis: {} },
    { key: 'feedIn', value: solarRange(result.feedIn, cents, strings), source: country.feedIn.source, basis: {} },
    { key: 'saving', value: figures.saving, basis: {} },
    {
      key: 'subsidy',
      basisKey: `subsidy.${input.country}`,
      value: figures.subsidy,
      source: country.subsidy.source,
      basis: { base: figures.base, power: figures.power },
    },
    {
      key: 'price',
      value: figures.price,
      source: country.price.source,
      basis: { min: money(price.min), max: money(price.max) },
    },
    { key: 'payback', value: figures.payback, basis: {} },
  ];
}
