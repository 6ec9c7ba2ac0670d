import type { SolarEstimatorConfig } from '../schemas/solar-estimator';
import type { SolarEstimate } from './solar-estimate';
import {
  number,
  percentInText,
  rangeInText,
  say,
  sayCount,
  solarFigures,
  solarRange,
  type SolarWords,
} from './solar-format';

/*
 * The answer of a solar estimate in sentences: what it would produce, save, receive and cost, when it
 * would pay back, and the month of the figures used. A money figure whose table has no period in force
 * says it is being updated, never an old figure. The page announces these sentences; the function that
 * answers without JavaScript writes them above the contact form.
 */

export type AnswerName = 'produce' | 'save' | 'money' | 'payback' | 'figures';

export function solarAnswer(
  config: SolarEstimatorConfig,
  result: SolarEstimate,
  w: SolarWords,
): { name: AnswerName; text: string }[] {
  // In a sentence a range takes what its language puts before it ("de 5 670 à 6 210", "del 24 al 28 %");
  // the table's cells stand bare.
  const figures = {
    ...solarFigures(result, w),
    production: rangeInText(w, result.production, (value) => number(w, value)),
    share: percentInText(w, result.selfShare),
  };
  const { saving, subsidy, price, payback } = result.money;
  const updating = !saving || subsidy === undefined || !price;
  const money = [
    subsidy !== undefined ? say(w, 'solar.result.subsidy', figures) : say(w, 'solar.updating.subsidy'),
    price ? say(w, 'solar.result.price', figures) : say(w, 'solar.updating.price'),
  ].join(' ');
  const sentences: { name: AnswerName; text: string }[] = [
    { name: 'produce', text: say(w, 'solar.result.produce', figures) },
    {
      name: 'save',
      text: saving
        ? say(w, 'solar.result.save', figures)
        : `${say(w, 'solar.result.shareOnly', figures)} ${say(w, 'solar.updating.saving')}`,
    },
    { name: 'money', text: money },
  ];
  if (payback) sentences.push({ name: 'payback', text: paybackSentence(config, payback, w) });
  sentences.push({
    name: 'figures',
    text: updating ? `${figures.figures} ${say(w, 'solar.result.updating')}` : figures.figures,
  });
  return sentences;
}

/** When the saving repays the price: a range of years, at best only, or not within the panels' life. */
function paybackSentence(
  config: SolarEstimatorConfig,
  payback: { min: number | null; max: number | null },
  w: SolarWords,
): string {
  const n = (value: number) => number(w, value);
  const life = solarRange(w, config.life.years, n);
  if (payback.min === null) return sayCount(w, 'solar.result.paybackNever', config.life.years.max, { life });
  if (payback.max === null)
    return sayCount(w, 'solar.result.paybackAtBest', payback.min, { best: n(payback.min), life });
  const sentence = sayCount(w, 'solar.result.payback', payback.max, {
    payback: solarRange(w, { min: payback.min, max: payback.max }, n),
  });
  // A payback that some panels do not outlive is said plainly, beside their life.
  if (payback.max <= config.life.years.min) return sentence;
  return `${sentence} ${sayCount(w, 'solar.result.lifeNote', config.life.years.max, { life })}`;
}
