import { useEffect, useRef, type FormEvent } from 'react';
import { useLocale, useT, useTn } from '../../i18n/context';
import type { UiKey } from '../../generated/ui-keys';
import { checkEstimate, estimate, readEstimateParams, type Dimension, type Range } from '../../lib/estimate';
import { formatChf, formatNumber, formatRange, quoteRequest } from '../../lib/estimate-format';
import { localizePath } from '../../lib/locale-paths';
import { useHydrated } from '../../lib/use-hydrated';
import { ESTIMATOR_TYPES } from '../../lib/estimator-types';
import { Field, fieldAria } from '../forms/Field';
import type { EstimatorProps } from './estimator-slot';
import { useEstimateState } from './use-estimate-state';

const DIMENSIONS: Dimension[] = ['width', 'depth'];
/** One estimator per page: fixed ids keep the prerendered HTML and the tests simple. */
const id = 'estimator';

/**
 * The pergola budget estimator: a kind, a width and a depth, permit and delivery; a range in CHF with
 * its breakdown, announced politely as it changes; and a button that opens the contact page with the
 * project written into the subject and the message. Without JavaScript the same form is sent to
 * /api/estimate, which answers with the contact page filled in the same way.
 */
export default function Estimator({ data, preset, title }: EstimatorProps) {
  const t = useT();
  const tn = useTn();
  const locale = useLocale();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const { config, numberLocale } = data;
  const [state, update] = useEstimateState(config, preset ?? data.preset);
  // Choices made before the island's script arrived are in the form but not in the state: taken over once,
  // at hydration, so a kind picked or a size typed early is what the estimate shows.
  useEffect(() => {
    if (!form.current) return;
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) fields.append(name, String(value));
    const early = readEstimateParams(fields, config, state.type);
    if (JSON.stringify(early) !== JSON.stringify(state)) update(early);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const raw = (key: string) => t(key as UiKey);
  const n = (value: number) => formatNumber(value, numberLocale);
  const range = (r: Range) => formatRange(r, numberLocale, raw);

  const checked = checkEstimate(state, config);
  const result = 'input' in checked ? estimate(config, checked.input) : undefined;
  const errors = 'errors' in checked ? checked.errors : {};
  const errorText = (d: Dimension) => {
    const reason = errors[d];
    if (!reason) return '';
    const b = config[d];
    return t(`estimator.error.${reason}`, {
      min: n(b.min),
      max: n(b.max),
      step: n(b.step),
      example: n(b.default + 5 * b.step),
    });
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!('input' in checked) || !result) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const { subject, message } = quoteRequest(checked.input, result, numberLocale, raw);
    window.location.assign(`${localizePath('/contact/', locale)}?${new URLSearchParams({ sujet: subject, message })}`);
  };

  const lines: { key: string; label: string; range: Range }[] = result
    ? [
        {
          key: 'structure',
          label: t('estimator.line.structure', {
            area: n(result.area),
            price: range(config.types[state.type].pricePerM2),
          }),
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
  const chf = (r: Range) => `${formatChf(r.min, numberLocale)} – ${formatChf(r.max, numberLocale)}`;

  return (
    <section className="estimator" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title ?? t('estimator.title')}</h2>
      <p className="estimator__intro">{t('estimator.intro')}</p>
      <form
        ref={form}
        className="estimator__form"
        action="/api/estimate"
        method="get"
        noValidate={hydrated}
        onSubmit={submit}
      >
        <input type="hidden" name="locale" value={locale} />
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
        <div className="estimator__result">
          <h3>{t('estimator.result.title')}</h3>
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
                      <td>{chf(line.range)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr data-line="total">
                    <th scope="row">{t('estimator.line.total')}</th>
                    <td>{chf(result.total)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
          <p className="estimator__note">{t('estimator.disclaimer')}</p>
        </div>
        <button type="submit" className="button button--primary">
          {t('estimator.submit')}
        </button>
      </form>
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
    </section>
  );
}
