/**
 * The pergola types the estimator prices; their names come from the UI catalogues (`estimator.type.<id>`).
 * Apart from the schema (src/schemas/estimator.ts) so that the browser's code does not pull in zod.
 */
export const ESTIMATOR_TYPES = ['wooden', 'aluminium', 'bioclimatic'] as const;
export type EstimatorType = (typeof ESTIMATOR_TYPES)[number];

/** A line of the estimate, or one of the rates it is worked out from, as an article quotes it (`<EstimateAmount />`). */
export const ESTIMATE_PARTS = [
  'structure',
  'labour',
  'permit',
  'delivery',
  'total',
  'pricePerM2',
  'hourlyRate',
] as const;
export type EstimatePart = (typeof ESTIMATE_PARTS)[number];
export const ESTIMATE_BOUNDS = ['min', 'max'] as const;
export type EstimateBound = (typeof ESTIMATE_BOUNDS)[number];
