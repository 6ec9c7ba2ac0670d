import { useT } from '../../hooks/i18n';
import type { Dimension, RawEstimate } from '../../lib/estimate';
import { formatNumber } from '../../lib/estimate-format';
import { ESTIMATOR_TYPES } from '../../schemas/estimator-types';
import type { EstimatorConfig } from '../../schemas/estimator';
import { Field, fieldAria } from '../forms/Field';

const DIMENSIONS: Dimension[] = ['width', 'depth'];

/** The pergola estimator's fields: the pergola type, the two dimensions, permit and delivery. */
export function PergolaFields(props: {
  id: string;
  config: EstimatorConfig;
  formatLocale: string;
  state: RawEstimate;
  update: (patch: Partial<RawEstimate>) => void;
  errorText: (d: Dimension) => string;
}) {
  const { id, config, formatLocale, state, update, errorText } = props;
  const t = useT();
  const n = (value: number) => formatNumber(value, formatLocale);
  return (
    <>
      <fieldset className="estimator__types">
        <legend>{t('estimator.type.label')}</legend>
        {ESTIMATOR_TYPES.map((type) => (
          <label key={type} className="estimator__choice">
            <input
              type="radio"
              name="type"
              value={type}
              checked={state.type === type}
              onChange={() => update({ type })}
            />{' '}
            {t(`estimator.type.${type}`)}
          </label>
        ))}
      </fieldset>
      <div className="estimator__sizes">
        {DIMENSIONS.map((d) => {
          const fieldId = `${id}-${d}`;
          const error = errorText(d);
          const hint = t('estimator.dimension.hint', {
            min: n(config[d].min),
            max: n(config[d].max),
            step: n(config[d].step),
          });
          return (
            <Field key={d} id={fieldId} label={t(`estimator.${d}.label`)} error={error} hint={hint}>
              <input
                id={fieldId}
                name={d}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                required
                // Without JavaScript the browser checks the form; the server checks the bounds.
                pattern="\d+([.,]\d+)?"
                value={state[d]}
                onChange={(e) => update({ [d]: e.currentTarget.value })}
                {...fieldAria(fieldId, error, hint)}
              />
            </Field>
          );
        })}
      </div>
      <div className="estimator__options">
        {(['permit', 'delivery'] as const).map((option) => (
          <label key={option} className="estimator__choice">
            <input
              type="checkbox"
              name={option}
              value="1"
              checked={state[option]}
              onChange={(e) => update({ [option]: e.currentTarget.checked })}
            />{' '}
            {t(`estimator.${option}.label`)}
          </label>
        ))}
      </div>
    </>
  );
}
