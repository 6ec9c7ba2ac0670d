import { useRef } from 'react';
import { useLocale, useT } from '../../hooks/i18n';
import { checkEstimate, estimate, readEstimateParams, type Dimension } from '../../lib/estimate';
import { formatNumber, formatLocaleOf } from '../../lib/estimate-format';
import { pergolaQuoteParams } from '../../lib/quote-link';
import type { EstimatorProps } from './estimator-props';
import { EstimateLines } from './EstimateLines';
import { EstimatorFiguresTable } from './EstimatorFiguresTable';
import { EstimatorShell } from './EstimatorShell';
import { PergolaFields } from './PergolaFields';
import { useEstimateState } from './use-estimate-state';
import { useEarlyInput } from './use-query-state';
import { API_URLS } from '../../paths';

/** One estimator per page: fixed ids keep the prerendered HTML and the tests simple. */
const id = 'estimator';

/**
 * The pergola budget estimator: a pergola type, a width and a depth, permit and delivery; a range in CHF with
 * its breakdown, announced politely as it changes; and a button that opens the contact page with the
 * project written into the subject and the message. Without JavaScript the same form is sent to
 * /api/estimate, which answers with the contact page filled in the same way.
 */
export default function Estimator({ data, preset, title, contact }: EstimatorProps) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const { config } = data;
  const formatLocale = formatLocaleOf(useLocale());
  const [state, update] = useEstimateState(config, preset ?? data.preset);
  useEarlyInput(form, (fields) => readEstimateParams(fields, config, state.type), state, update);
  const n = (value: number) => formatNumber(value, formatLocale);

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

  const quoteParams = () => ('input' in checked ? pergolaQuoteParams(state) : undefined);

  return (
    <EstimatorShell
      id={id}
      title={title ?? t('estimator.title')}
      intro={t('estimator.intro')}
      action={API_URLS.estimate}
      contact={contact}
      form={form}
      quoteParams={quoteParams}
      submitLabel={t('estimator.submit')}
      after={<EstimatorFiguresTable config={config} formatLocale={formatLocale} />}
    >
      <PergolaFields
        id={id}
        config={config}
        formatLocale={formatLocale}
        state={state}
        update={update}
        errorText={errorText}
      />
      <div className="estimator__result">
        <h3>{t('estimator.result.title')}</h3>
        <EstimateLines config={config} formatLocale={formatLocale} type={state.type} result={result} />
        <p className="estimator__note">{t('estimator.disclaimer')}</p>
      </div>
    </EstimatorShell>
  );
}
