import { format } from '../i18n/format';
import type { ContactTextField } from '../schemas/contact-fields';
import type { EstimatorConfig } from '../schemas/estimator';
import type { SolarEstimatorConfig } from '../schemas/solar-estimator';
import {
  ESTIMATE_PARAMS,
  checkEstimate,
  estimate,
  estimateParams,
  readEstimateParams,
  type RawEstimate,
} from './estimate';
import { quoteRequest } from './estimate-format';
import { QUOTE_PARAM } from './quote-params';
import { solarEstimate } from './solar-estimate';
import { solarQuoteRequest, type SolarWords } from './solar-format';
import { SOLAR_PARAMS, checkSolar, readSolarParams, solarParams, type RawSolar } from './solar-params';
import type { Day } from './solar-periods';

/*
 * A quote request travels to the contact page as the estimator's parameters, never as text
 * (`/contact/?devis=pergola&type=bioclimatic&width=4…`): the contact page writes the subject and message
 * itself, with the estimators' own wording, in its own language. A link anyone could craft then puts no
 * words of theirs in a visitor's message.
 */

/** The subject and message a quote request writes into the contact form. */
export interface QuoteRequest {
  subject: string;
  message: string;
}

/**
 * The contact form's field each part of a quote request is written into: by the shell
 * (src/shell/contact-prefill.ts), and by the estimators' answer without JavaScript (netlify/lib/estimate-page.ts).
 */
export const QUOTE_FIELDS = { subject: 'sujet', message: 'message' } as const satisfies Record<
  keyof QuoteRequest,
  ContactTextField
>;

/** The contact page's parameters for a pergola estimate. */
export const pergolaQuoteParams = (state: RawEstimate): Record<string, string> => ({
  [QUOTE_PARAM]: 'pergola',
  ...estimateParams(state),
});

/** The contact page's parameters for a solar estimate. */
export const solarQuoteParams = (state: RawSolar): Record<string, string> => ({
  [QUOTE_PARAM]: 'solar',
  ...solarParams(state),
});

/** What writing the request takes: both estimators' figures, the page's words and the day of the figures. */
export interface QuoteSources {
  estimator: EstimatorConfig;
  solar: SolarEstimatorConfig;
  /** The contact page's language: its catalogue, numbers and month names. */
  words: SolarWords;
  day: Day;
  /** Each product's title in the page's language, by id. */
  products: Readonly<Record<string, string>>;
}

/**
 * Whether the url holds exactly what the estimator writes for the state it reads: each of the
 * estimator's parameters once, with the value its own writer gives (an unknown pergola type, a flag other than 1,
 * a parameter the writer leaves out or a repeated one fail). Other parameters are not the estimator's and
 * are not read.
 */
function writtenBy(params: URLSearchParams, names: readonly string[], written: Record<string, string>): boolean {
  return names.every((name) => {
    const given = params.getAll(name);
    return given.length === 0 ? !(name in written) : given.length === 1 && written[name] === given[0];
  });
}

const pergolaRequest = (params: URLSearchParams, s: QuoteSources): QuoteRequest | undefined => {
  const state = readEstimateParams(params, s.estimator);
  if (!writtenBy(params, ESTIMATE_PARAMS, estimateParams(state))) return undefined;
  const checked = checkEstimate(state, s.estimator);
  if (!('input' in checked)) return undefined;
  const strings = (key: string) => s.words.strings[key] ?? key;
  return quoteRequest(checked.input, estimate(s.estimator, checked.input), s.words.formatLocale, strings);
};

const solarRequest = (params: URLSearchParams, s: QuoteSources): QuoteRequest | undefined => {
  const state = readSolarParams(params, s.solar);
  if (!writtenBy(params, SOLAR_PARAMS, solarParams(state))) return undefined;
  const checked = checkSolar(state, s.solar);
  if (!('input' in checked)) return undefined;
  return solarQuoteRequest(checked.input, solarEstimate(s.solar, checked.input, s.day), s.words);
};

const productRequest = (params: URLSearchParams, s: QuoteSources): QuoteRequest | undefined => {
  const asked = params.getAll('product');
  const title = asked.length === 1 && Object.hasOwn(s.products, asked[0]!) ? s.products[asked[0]!] : undefined;
  if (!title) return undefined;
  return {
    subject: format(s.words.strings['form.quoteSubject'] ?? 'form.quoteSubject', { product: title }),
    message: '',
  };
};

/**
 * The quote request a link of the site asks for, written as the estimator (or the product's button) words
 * it; nothing for a url the site did not make (free text, an unknown estimator or product, a value out
 * of bounds).
 */
export function quoteFromParams(params: URLSearchParams, sources: QuoteSources): QuoteRequest | undefined {
  const asked = params.getAll(QUOTE_PARAM);
  if (asked.length !== 1) return undefined;
  if (asked[0] === 'pergola') return pergolaRequest(params, sources);
  if (asked[0] === 'solar') return solarRequest(params, sources);
  if (asked[0] === 'product') return productRequest(params, sources);
  return undefined;
}
