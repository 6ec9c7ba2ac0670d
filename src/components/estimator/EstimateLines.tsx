import { useT, useTn } from '../../hooks/i18n';
import type { Estimate, Range } from '../../lib/estimate';
import { formatNumber, formatRange } from '../../lib/estimate-format';
import type { EstimatorConfig, EstimatorType } from '../../schemas/estimator';

/** The pergola estimate: its total, announced politely as it changes, and its lines. */
export function EstimateLines(props: {
  config: EstimatorConfig;
  formatLocale: string;
  type: EstimatorType;
  result: Estimate | undefined;
}) {
  const { config, formatLocale, type, result } = props;
  const t = useT();
  const tn = useTn();
  const n = (value: number) => formatNumber(value, formatLocale);
  // Every amount range, in the total line and the table alike, in the language's house form.
  const range = (r: Range) => formatRange(r, formatLocale);
  const lines: { key: string; label: string; range: Range }[] = result
    ? [
        {
          key: 'structure',
          label: t('estimator.line.structure', { area: n(result.area), price: range(config.types[type].pricePerM2) }),
          range: result.structure,
        },
        {
          key: 'labour',
          label: tn('estimator.line.labour', result.hours, { hours: n(result.hours), rate: range(config.hourlyRate) }),
          range: result.labour,
        },
        ...(result.permit ? [{ key: 'permit', label: t('estimator.line.permit'), range: result.permit }] : []),
        ...(result.delivery ? [{ key: 'delivery', label: t('estimator.line.delivery'), range: result.delivery }] : []),
      ]
    : [];
  return (
    <>
      <p className="estimator__total" role="status" aria-live="polite" aria-atomic="true">
        {result ? t('estimator.result.total', { range: range(result.total) }) : t('estimator.result.invalid')}
      </p>
      {result && (
        <div className="table-scroll" tabIndex={0}>
          <table className="estimator__lines">
            <thead>
              <tr>
                <th scope="col">{t('estimator.line.item')}</th>
                <th scope="col">{t('estimator.line.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.key} data-line={line.key}>
                  <th scope="row">{line.label}</th>
                  <td>{range(line.range)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-line="total">
                <th scope="row">{t('estimator.line.total')}</th>
                <td>{range(result.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}
