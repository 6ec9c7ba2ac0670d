/**
 * GET /api/solar-estimate?locale=de&region=GE&mount=roof&area=30…: the solar estimator's form sent without
 * JavaScript. Works out the estimate from the content's figures in force today (the same arithmetic as the
 * page, src/lib/solar-estimate.ts) and answers with the contact page of the visitor's language: the
 * estimate's sentences and months above the form, its subject and message already filled in with the
 * installation and its estimate. With JavaScript the page itself opens /contact/?sujet=…&message=… and
 * never calls this.
 */
import type { Config } from '@netlify/functions';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import solar from '../../src/generated/solar-estimator.json' with { type: 'json' };
import { CATALOGUES } from '../../src/generated/i18n/index';
import { SolarAnswerSection } from '../../src/components/solar-estimator/SolarAnswerSection';
import { textDirection } from '../../src/lib/locale-paths';
import { solarEstimate } from '../../src/lib/solar-estimate';
import { solarQuoteRequest, type SolarCalendar, type SolarWords } from '../../src/lib/solar-format';
import { checkSolar, readSolarParams } from '../../src/lib/solar-params';
import { dayInSwitzerland } from '../../src/lib/solar-periods';
import type { SolarEstimatorConfig } from '../../src/schemas/solar-estimator';
import { contactPageAnswer, invalidAnswer, readPage, type PageReader } from '../lib/estimate-page';
import { isLocale, localeFromRequest, t } from '../lib/strings';

export const config: Config = { path: '/api/solar-estimate', method: 'GET' };

const figures = solar.config as SolarEstimatorConfig;
const numberLocales = solar.numberLocales as Record<string, string>;
const calendars = solar.calendars as Record<string, SolarCalendar>;

/** `now` is the moment of the request; tests set it to see another day's figures. */
export async function answerSolarEstimate(
  req: Request,
  read: PageReader = readPage,
  now = new Date(),
): Promise<Response> {
  const url = new URL(req.url);
  const asked = url.searchParams.get('locale');
  const locale = isLocale(asked) ? asked : localeFromRequest(req);
  const checked = checkSolar(readSolarParams(url.searchParams, figures), figures);
  if (!('input' in checked)) return invalidAnswer(t(locale, 'solar.server.invalid'));
  const { input } = checked;
  const words: SolarWords = {
    locale,
    numberLocale: numberLocales[locale] ?? 'en-CH',
    strings: CATALOGUES[locale],
    calendar: calendars[locale]!,
  };
  const result = solarEstimate(figures, input, dayInSwitzerland(now));
  const section = renderToStaticMarkup(
    createElement(SolarAnswerSection, { config: figures, result, words, rtl: textDirection(locale) === 'rtl' }),
  );
  return contactPageAnswer(url, locale, solarQuoteRequest(input, result, words), read, section);
}

export default (req: Request): Promise<Response> => answerSolarEstimate(req);
