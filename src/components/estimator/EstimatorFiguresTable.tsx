import { useT } from '../../hooks/i18n';
import type { Range } from '../../lib/estimate';
import { formatNumber, formatRange } from '../../lib/estimate-format';
import { ESTIMATOR_TYPES } from '../../schemas/estimator-types';
import type { EstimatorConfig } from '../../schemas/estimator';

/** Every figure the pergola estimator uses, and the labour assumption in one sentence. */
export function EstimatorFiguresTable({ config, formatLocale }: { config: EstimatorConfig; formatLocale: string }) {
  const t = useT();
  const n = (value: number) => formatNumber(value, formatLocale);
  const range = (r: Range) => formatRange(r, formatLocale);
  return (
    <>
      <div className="table-scroll" tabIndex={0}>
        <table className="estimator__figures">
          <caption>{t('estimator.table.caption')}</caption>
          <tbody>
            {ESTIMATOR_TYPES.map((type) => (
              <tr key={type}>
                <th scope="row">{t(`estimator.type.${type}`)}</th>
                <td>{t('estimator.table.perM2', { range: range(config.types[type].pricePerM2) })}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('estimator.table.hourly')}</th>
              <td>{t('estimator.table.perHour', { range: range(config.hourlyRate) })}</td>
            </tr>
            <tr>
              <th scope="row">{t('estimator.line.permit')}</th>
              <td>{range(config.permit)}</td>
            </tr>
            <tr>
              <th scope="row">{t('estimator.line.delivery')}</th>
              <td>{range(config.delivery)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="estimator__note">
        {t('estimator.assumption', {
          wooden: n(config.types.wooden.hoursPerM2),
          aluminium: n(config.types.aluminium.hoursPerM2),
          bioclimatic: n(config.types.bioclimatic.hoursPerM2),
        })}
      </p>
    </>
  );
}
