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
import { localizePath } from '../../src/lib/locale-paths';
import type { EstimatorConfig } from '../../src/schemas/estimator';
import { fillContactPage, STATIC_PAGE_CSP, withoutScripts } from '../lib/estimate-page';
import { SECURITY_HEADERS, seeOther, withQuery } from '../lib/http';
import { isLocale, localeFromRequest, t } from '../lib/strings';

export const config: Config = { path: '/api/estimate', method: 'GET' };

const figures = estimator.config as EstimatorConfig;
const numberLocales = estimator.numberLocales as Record<string, string>;

/** Reads the prerendered contact page; replaced in tests. */
export type PageReader = (url: URL) => Promise<string | undefined>;
const readPage: PageReader = async (url) => {
  const response = await fetch(url, { headers: { accept: 'text/html' }, redirect: 'manual' });
  return response.ok ? response.text() : undefined;
};

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
    return new Response(t(locale, 'estimator.server.invalid', bounds), {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS },
    });
  }
  const request = quoteRequest(checked.input, estimate(figures, checked.input), numberLocale, (key) => t(locale, key));
  const contact = localizePath('/contact/', locale);
  let html: string | undefined;
  try {
    html = await read(new URL(contact, url));
  } catch (error) {
    console.error('estimate: could not read the contact page', error);
  }
  // Without the page, the address still carries the request: the form fills itself in once its script runs.
  if (!html) return seeOther(withQuery(contact, { sujet: request.subject, message: request.message }));
  return new Response(withoutScripts(fillContactPage(html, request)), {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      ...SECURITY_HEADERS,
      'Content-Security-Policy': STATIC_PAGE_CSP,
      // A page in its own right only at its own address.
      'X-Robots-Tag': 'noindex',
    },
  });
}

export default (req: Request): Promise<Response> => answerEstimate(req);
