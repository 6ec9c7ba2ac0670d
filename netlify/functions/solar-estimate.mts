/**
 * GET /api/solar-estimate?locale=de&region=GE&mount=roof&area=30…: the solar estimator's form sent without
 * JavaScript. Works out the estimate from the content's figures (the same arithmetic as the page,
 * src/lib/solar-estimate.ts) and answers with the contact page of the visitor's language, its subject and
 * message already filled in with the installation and its estimate. With JavaScript the page itself opens
 * /contact/?sujet=…&message=… and never calls this.
 */
import type { Config } from '@netlify/functions';
import solar from '../../src/generated/solar-estimator.json' with { type: 'json' };
import { regionLabel, regionOf, solarEstimate } from '../../src/lib/solar-estimate';
import { solarQuoteRequest } from '../../src/lib/solar-format';
import { checkSolar, readSolarParams } from '../../src/lib/solar-params';
import type { SolarEstimatorConfig } from '../../src/schemas/solar-estimator';
import { contactPageAnswer, invalidAnswer, readPage, type PageReader } from '../lib/estimate-page';
import { isLocale, localeFromRequest, t } from '../lib/strings';

export const config: Config = { path: '/api/solar-estimate', method: 'GET' };

const figures = solar.config as SolarEstimatorConfig;
const numberLocales = solar.numberLocales as Record<string, string>;

export async function answerSolarEstimate(req: Request, read: PageReader = readPage): Promise<Response> {
  const url = new URL(req.url);
  const asked = url.searchParams.get('locale');
  const locale = isLocale(asked) ? asked : localeFromRequest(req);
  const numberLocale = numberLocales[locale] ?? 'en-CH';
  const checked = checkSolar(readSolarParams(url.searchParams, figures), figures);
  if (!('input' in checked)) return invalidAnswer(t(locale, 'solar.server.invalid'));
  const { input } = checked;
  const region = regionLabel(regionOf(figures, input.region)!);
  const request = solarQuoteRequest(input, solarEstimate(figures, input), region, numberLocale, (key) =>
    t(locale, key),
  );
  return contactPageAnswer(url, locale, request, read);
}

export default (req: Request): Promise<Response> => answerSolarEstimate(req);
