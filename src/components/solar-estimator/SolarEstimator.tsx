import { useRef } from 'react';
import { useI18n, useT } from '../../hooks/i18n';
import { formatNumber, formatLocaleOf } from '../../lib/estimate-format';
import { textDirection, API_URLS } from '../../paths';
import { solarEstimate } from '../../lib/solar-estimate';
import type { SolarWords } from '../../lib/solar-format';
import { solarQuoteParams } from '../../lib/quote-link';
import { checkSolar, readSolarParams, type SolarNumber } from '../../lib/solar-params';
import { dayInSwitzerland } from '../../lib/solar-periods';
import { useHydrated } from '../../hooks/use-hydrated';
import { EstimatorShell } from '../estimator/EstimatorShell';
import { useEarlyInput } from '../estimator/use-query-state';
import { SolarFields } from './SolarFields';
import { SolarResult } from './SolarResult';
import type { SolarEstimatorProps } from './solar-props';
import { useSolarState } from './use-solar-state';

/** One solar estimator per page: fixed ids keep the prerendered HTML and the tests simple. */
const id = 'solar';

/**
 * The solar estimator: where the panels go and how the household uses electricity; what they would
 * produce, save, receive and cost, month by month, with a breakdown naming each figure's assumption and
 * source; and a button that opens the contact page with the installation written into the subject and the
 * message. The prerendered page uses the figures in force on the day of the build; once awake, the island
 * uses those of the visitor's day. Without JavaScript the same form is sent to /api/solar-estimate, which
 * answers with the contact page filled in the same way.
 */
export default function SolarEstimator({ data, mount, title, contact }: SolarEstimatorProps) {
  const t = useT();
  const { locale, strings } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  const { config, calendar } = data;
  const formatLocale = formatLocaleOf(locale);
  // The build's day while hydrating, so the first render matches the prerendered HTML; the visitor's after.
  const day = useHydrated() ? dayInSwitzerland(new Date()) : data.day;
  const words: SolarWords = { locale, formatLocale, strings, calendar };
  const preset = mount ?? data.mount;
  const [state, update] = useSolarState(config, preset);
  useEarlyInput(form, (fields) => readSolarParams(fields, config, { mount: preset }), state, update);
  const n = (value: number) => formatNumber(value, formatLocale);

  const checked = checkSolar(state, config);
  const result = 'input' in checked ? solarEstimate(config, checked.input, day) : undefined;
  const errors = 'errors' in checked ? checked.errors : {};
  const errorText = (name: SolarNumber) => {
    const reason = errors[name];
    if (!reason) return '';
    const b = config.inputs[name];
    return t(`solar.error.${reason}`, { min: n(b.min), max: n(b.max), example: n(b.default || b.max / 10) });
  };
  const quoteParams = () => ('input' in checked ? solarQuoteParams(state) : undefined);

  return (
    <EstimatorShell
      id={id}
      className="estimator--solar"
      title={title ?? t('solar.title')}
      intro={t('solar.intro')}
      action={API_URLS.solarEstimate}
      contact={contact}
      form={form}
      quoteParams={quoteParams}
      submitLabel={t('solar.submit')}
    >
      <SolarFields
        id={id}
        config={config}
        formatLocale={formatLocale}
        state={state}
        update={update}
        errorText={errorText}
      />
      <SolarResult
        config={config}
        words={words}
        rtl={textDirection(locale) === 'rtl'}
        input={'input' in checked ? checked.input : undefined}
        result={result}
      />
    </EstimatorShell>
  );
}
