/**
 * GET /api/estimate?locale=fr&type=bioclimatic&width=4&depth=3&permit=1&delivery=1: the pergola
 * estimator's form sent without JavaScript. Works out the range from the content's figures (the same
 * arithmetic as the page, src/lib/estimate.ts) and answers with the contact page of the visitor's
 * language, its subject and message already filled in, so the request arrives with its dimensions.
 * With JavaScript the page itself opens /contact/?sujet=…&message=… and never calls this.
 */
import type { Config } from '@netlify/functions';
import estimator from '../../src/generated/estimator.json' with { type: 'json' };
import { checkEstimate, estimate, readEstimateParams } from '../../src/lib/estimate';
import { formatNumber, quoteRequest } from '../../src/lib/estimate-format';
import type { EstimatorConfig } from '../../src/schemas/estimator';
import { contactPageAnswer, invalidAnswer, readPage, type PageReader } from '../lib/estimate-page';
import { isLocale, localeFromRequest, t } from '../lib/strings';

export const config: Config = { path: '/api/estimate', method: 'GET' };

const figures = estimator.config as EstimatorConfig;
const numberLocales = estimator.numberLocales as Record<string, string>;

export type { PageReader };

export async function answerEstimate(req: Request, read: PageReader = readPage): Promise<Response> {
  const url = new URL(req.url);
  const asked = url.searchParams.get('locale');
  const locale = isLocale(asked) ? asked : localeFromRequest(req);
  const numberLocale = numberLocales[locale] ?? 'en-CH';
  const checked = checkEstimate(readEstimateParams(url.searchParams, figures), figures);
  if (!('input' in checked)) {
    const bounds = {
      min: formatNumber(figures.width.min, numberLocale),
      max: formatNumber(figures.width.max, numberLocale),
    };
    return invalidAnswer(t(locale, 'estimator.server.invalid', bounds));
  }
  const request = quoteRequest(checked.input, estimate(figures, checked.input), numberLocale, (key) => t(locale, key));
  return contactPageAnswer(url, locale, request, read);
}

export default (req: Request): Promise<Response> => answerEstimate(req);
