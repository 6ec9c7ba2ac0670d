import type { SolarEstimate } from '../../lib/solar-estimate';
import { say, type SolarWords } from '../../lib/solar-format';
import { solarAnswer } from '../../lib/solar-sentences';
import type { SolarEstimatorConfig } from '../../schemas/solar-estimator';
import { SolarChart } from './SolarChart';

/**
 * The estimate above the contact form, when the solar estimator's form was sent without JavaScript: the
 * same sentences and months the page shows, so the visitor reads what they are asking a quote for.
 */
export function SolarAnswerSection(props: {
  config: SolarEstimatorConfig;
  result: SolarEstimate;
  words: SolarWords;
  rtl: boolean;
}) {
  const { config, result, words, rtl } = props;
  return (
    <section className="estimator__result solar-answer" aria-labelledby="solar-answer-title">
      <h2 id="solar-answer-title">{say(words, 'solar.result.title')}</h2>
      {solarAnswer(config, result, words).map(({ name, text }) => (
        <p key={name} data-answer={name}>
          {text}
        </p>
      ))}
      <SolarChart months={result.months} words={words} rtl={rtl} />
    </section>
  );
}
