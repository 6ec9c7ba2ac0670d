import { useT } from '../../i18n/context';
import type { UiKey } from '../../generated/ui-keys';
import { formatNumber } from '../../lib/estimate-format';
import type { SolarEstimate, SolarInput } from '../../lib/solar-estimate';
import { formatAmount, solarFigures, solarRange } from '../../lib/solar-format';
import type { SolarEstimatorConfig } from '../../schemas/solar-estimator';
import { SourceLink, type Source } from './SourceLink';

interface ResultProps {
  config: SolarEstimatorConfig;
  numberLocale: string;
  input: SolarInput | undefined;
  result: SolarEstimate | undefined;
  regionName: string;
}

/**
 * The estimate: three sentences answering what it would produce, save and receive, announced politely as
 * they change; then a breakdown the visitor opens, each figure with its assumption and its source.
 */
export function SolarResult(props: ResultProps) {
  const { numberLocale, result } = props;
  const t = useT();
  const raw = (key: string) => t(key as UiKey);
  const figures = result && solarFigures(result, numberLocale, raw);
  return (
    <div className="estimator__result">
      <h3>{t('solar.result.title')}</h3>
      <div className="estimator__total" role="status" aria-live="polite" aria-atomic="true">
        {figures ? (
          <>
            <p data-answer="produce">{t('solar.result.produce', figures)}</p>
            <p data-answer="save">{t('solar.result.save', figures)}</p>
            <p data-answer="subsidy">{t('solar.result.subsidy', figures)}</p>
          </>
        ) : (
          <p>{t('solar.result.invalid')}</p>
        )}
      </div>
      {result && props.input && <Breakdown {...props} input={props.input} result={result} />}
      <p className="estimator__note">{t('solar.disclaimer')}</p>
    </div>
  );
}

/** Each figure of the estimate, the assumption behind it in one sentence, and where that comes from. */
function Breakdown({
  config,
  numberLocale,
  input,
  result,
  regionName,
}: ResultProps & { input: SolarInput; result: SolarEstimate }) {
  const t = useT();
  const raw = (key: string) => t(key as UiKey);
  const raw2 = (key: string, params: Record<string, string>) => t(key as UiKey, params);
  const n = (value: number) => formatNumber(value, numberLocale);
  const money = (value: number) => formatAmount(value, result.currency, numberLocale);
  // Per kWh in cents (27.7 ct.), as tariffs are written: the whole-unit amounts would round them away.
  const cents = (perKwh: number) => t(`solar.unit.cents.${result.currency}`, { value: n(perKwh * 100) });
  const figures = solarFigures(result, numberLocale, raw);
  const country = config.countries[input.country];
  const region = config.yields.regions.find((r) => r.code === input.region);
  const { selfConsumption: self, use } = config;
  const rows: { key: string; basisKey?: string; value: string; source?: Source; basis: Record<string, string> }[] = [
    {
      key: 'size',
      value: `${figures.kwp} kWp`,
      source: config.modules.source,
      basis: { perM2: n(config.modules.kwpPerM2), perSpace: n(config.modules.kwpPerSpace) },
    },
    {
      key: 'production',
      value: `${figures.production} kWh`,
      source: config.yields.source,
      basis: {
        region: regionName,
        yield: solarRange(region?.yield ?? { min: 0, max: 0 }, n, raw),
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
      value: t('solar.unit.percent', { value: figures.share }),
      source: self.source,
      basis: {
        min: n(Math.round(self.base.min * 100)),
        max: n(Math.round(self.base.max * 100)),
        car: n(Math.round(self.car * 100)),
        heatPump: n(Math.round(self.heatPump * 100)),
        cap: n(Math.round(self.maxOfUse * 100)),
      },
    },
    { key: 'tariff', value: cents(country.tariff.perKwh), source: country.tariff.source, basis: {} },
    { key: 'feedIn', value: solarRange(result.feedIn, cents, raw), source: country.feedIn.source, basis: {} },
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
      basis: { min: money(country.price[input.mount].min), max: money(country.price[input.mount].max) },
    },
    { key: 'payback', value: figures.payback, basis: {} },
  ];
  return (
    <details className="estimator__details">
      <summary>{t('solar.details.summary')}</summary>
      <div className="table-scroll" tabIndex={0}>
        <table className="estimator__lines">
          <thead>
            <tr>
              <th scope="col">{t('solar.details.item')}</th>
              <th scope="col">{t('solar.details.value')}</th>
              <th scope="col">{t('solar.details.basis')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-line={row.key}>
                <th scope="row">{raw(`solar.line.${row.key}`)}</th>
                <td>{row.value}</td>
                <td>
                  {raw2(`solar.basis.${row.basisKey ?? row.key}`, row.basis)}{' '}
                  {row.source && <SourceLink source={row.source} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
