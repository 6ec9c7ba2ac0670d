/**
 * GET /api/estimate?locale=fr&type=bioclimatic&width=4&depth=3&permit=1&delivery=1: the pergola
 * estimator's form sent without JavaScript. Works out the range from the content's figures (the same
 * arithmetic as the page, src/lib/estimate.ts) and answers with the contact page of the visitor's
 * language (the prerendered page shipped with the function), its subject and message already filled in, so
 * the request arrives with its dimensions. With JavaScript the page itself opens the contact page with the
 * estimate's parameters (src/lib/quote-link.ts) and never calls this.
 */
import type { Config } from '@netlify/functions';
import estimator from '../../src/generated/estimator.json' with { type: 'json' };
import { checkEstimate, estimate, readEstimateParams } from '../../src/lib/estimate';
import { formatNumber, formatLocaleOf, quoteRequest } from '../../src/lib/estimate-format';
import { pergolaQuoteParams } from '../../src/lib/quote-link';
import type { EstimatorConfig } from '../../src/schemas/estimator';
import { contactPageAnswer, invalidAnswer, overLimit, readContactPage, type PageReader } from '../lib/estimate-page';
import { RateLimiter } from '../lib/rate-limit';
import type { ContextLike } from '../lib/security';
import { LOCALE_FIELD } from '../../src/forms/constants';
import { isLocale, localeFromRequest, t } from '../lib/strings';

export const config: Config = {
  path: '/api/estimate',
  method: 'GET',
  // The backstop across instances, at twice the function's own limit (../lib/rate-limit.ts), which answers first.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

/** Per-IP limit of this function instance (also enforced by `netlify dev`). */
export const estimateLimiter = new RateLimiter();

const figures = estimator.config as EstimatorConfig;

/** `read` gives the prerendered contact page; tests give their own. */
export async function answerEstimate(
  req: Request,
  { context, read = readContactPage }: { context?: ContextLike; read?: PageReader } = {},
): Promise<Response> {
  const url = new URL(req.url);
  const asked = url.searchParams.get(LOCALE_FIELD);
  const locale = isLocale(asked) ? asked : localeFromRequest(req);
  const limited = overLimit('estimate', estimateLimiter, req, context, locale);
  if (limited) return limited;
  const formatLocale = formatLocaleOf(locale);
  const state = readEstimateParams(url.searchParams, figures);
  const checked = checkEstimate(state, figures);
  if (!('input' in checked)) {
    const bounds = {
      min: formatNumber(figures.width.min, formatLocale),
      max: formatNumber(figures.width.max, formatLocale),
    };
    return invalidAnswer(t(locale, 'estimator.server.invalid', bounds));
  }
  const request = quoteRequest(checked.input, estimate(figures, checked.input), formatLocale, (key) => t(locale, key));
  return contactPageAnswer('estimate', locale, { request, params: pergolaQuoteParams(state) }, read);
}

export default (req: Request, context: ContextLike): Promise<Response> => answerEstimate(req, { context });
