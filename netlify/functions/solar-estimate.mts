/**
 * GET /api/solar-estimate?locale=de&region=GE&mount=roof&area=30…: the solar estimator's form sent without
 * JavaScript. Works out the estimate from the content's figures in force today (the same arithmetic as the
 * page, src/lib/solar-estimate.ts) and answers with the contact page of the visitor's language: the
 * estimate's sentences and months above the form, its subject and message already filled in with the
 * installation and its estimate (the prerendered page shipped with the function). With JavaScript the page
 * itself opens the contact page with the estimate's parameters (src/lib/quote-link.ts) and never calls this.
 */
import type { Config } from '@netlify/functions';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import solar from '../../src/generated/solar-estimator.json' with { type: 'json' };
import { CATALOGUES } from '../../src/generated/i18n/index';
import { SolarAnswerSection } from '../../src/components/solar-estimator/SolarAnswerSection';
import { textDirection } from '../../src/paths';
import { formatLocaleOf } from '../../src/lib/estimate-format';
import { solarEstimate } from '../../src/lib/solar-estimate';
import { solarQuoteRequest, type SolarCalendar, type SolarWords } from '../../src/lib/solar-format';
import { checkSolar, readSolarParams } from '../../src/lib/solar-params';
import { solarQuoteParams } from '../../src/lib/quote-link';
import { dayInSwitzerland } from '../../src/lib/solar-periods';
import type { SolarEstimatorConfig } from '../../src/schemas/solar-estimator';
import { contactPageAnswer, invalidAnswer, overLimit, readContactPage, type PageReader } from '../lib/estimate-page';
import { RateLimiter } from '../lib/rate-limit';
import type { ContextLike } from '../lib/security';
import { LOCALE_FIELD } from '../../src/forms/constants';
import { isLocale, localeFromRequest, t } from '../lib/strings';

export const config: Config = {
  path: '/api/solar-estimate',
  method: 'GET',
  // The backstop across instances, at twice the function's own limit (../lib/rate-limit.ts), which answers first.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

/** Per-IP limit of this function instance (also enforced by `netlify dev`). */
export const solarEstimateLimiter = new RateLimiter();

const figures = solar.config as SolarEstimatorConfig;
const calendars = solar.calendars as Record<string, SolarCalendar>;

/**
 * `now` is the moment of the request; tests set it to see another day's figures. `read` gives the
 * prerendered contact page; tests give their own.
 */
export async function answerSolarEstimate(
  req: Request,
  { context, read = readContactPage, now = new Date() }: { context?: ContextLike; read?: PageReader; now?: Date } = {},
): Promise<Response> {
  const url = new URL(req.url);
  const asked = url.searchParams.get(LOCALE_FIELD);
  const locale = isLocale(asked) ? asked : localeFromRequest(req);
  const limited = overLimit('solar-estimate', solarEstimateLimiter, req, context, locale);
  if (limited) return limited;
  const state = readSolarParams(url.searchParams, figures);
  const checked = checkSolar(state, figures);
  if (!('input' in checked)) return invalidAnswer(t(locale, 'solar.server.invalid'));
  const { input } = checked;
  const words: SolarWords = {
    locale,
    formatLocale: formatLocaleOf(locale),
    strings: CATALOGUES[locale],
    calendar: calendars[locale]!,
  };
  const result = solarEstimate(figures, input, dayInSwitzerland(now));
  const section = renderToStaticMarkup(
    createElement(SolarAnswerSection, { config: figures, result, words, rtl: textDirection(locale) === 'rtl' }),
  );
  const quote = { request: solarQuoteRequest(input, result, words), params: solarQuoteParams(state) };
  return contactPageAnswer('solar-estimate', locale, quote, read, section);
}

export default (req: Request, context: ContextLike): Promise<Response> => answerSolarEstimate(req, { context });
