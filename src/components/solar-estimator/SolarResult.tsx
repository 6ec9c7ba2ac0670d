import { useT, useTn } from '../../i18n/context';
import type { UiKey } from '../../generated/ui-keys';
import type { SolarEstimate, SolarInput } from '../../lib/solar-estimate';
import { solarFigures } from '../../lib/solar-format';
import type { SolarEstimatorConfig } from '../../schemas/solar-estimator';
import { breakdownRows } from './breakdown-rows';
import { SourceLink } from './SourceLink';

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
  const tn = useTn();
  const raw = (key: string) => t(key as UiKey);
  const figures = result && solarFigures(result, numberLocale, raw);
  return (
    <div className="estimator__result">
      <h3>{t('solar.result.title')}</h3>
      <div className="estimator__total" role="status" aria-live="polite" aria-atomic="true">
        {figures && result ? (
          <>
            <p data-answer="produce">{t('solar.result.produce', figures)}</p>
            <p data-answer="save">{t('solar.result.save', figures)}</p>
            <p data-answer="subsidy">{tn('solar.result.subsidy', result.payback.max, figures)}</p>
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
  const rows = breakdownRows({ config, numberLocale, input, result, regionName }, raw);
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
                  {t(`solar.basis.${row.basisKey ?? row.key}` as UiKey, row.basis)}{' '}
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
