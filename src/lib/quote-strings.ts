/**
 * The catalogue keys (by prefix) the estimators' quote requests are written with (src/lib/estimate-format.ts,
 * src/lib/solar-format.ts): the contact page holds them to write a request from an estimator's link
 * (src/lib/quote-link.ts). On its own, with no import, so the island registry names it without pulling in
 * the estimators' code.
 */
const QUOTE_STRINGS = [
  'estimator.quote.',
  'estimator.type.',
  'estimator.range',
  'solar.quote.',
  'solar.range.inSentence',
  'solar.percent.',
  'solar.region.',
  'solar.country.',
  'solar.mount.inSentence.',
  'solar.orientation.inSentence.',
  'solar.pitch.inSentence.',
  'solar.unit.kwh',
  'solar.updating.value',
  'solar.value.none',
  'solar.result.figures',
];

/**
 * `prefixes` and the quote requests' keys. Marked pure where it is called, so the browser's bundle, which
 * reads no island's strings, leaves the list out.
 */
export const withQuoteStrings = (prefixes: readonly string[]): readonly string[] => [...prefixes, ...QUOTE_STRINGS];
