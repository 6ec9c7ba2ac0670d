/**
 * The pergola kinds the estimator prices; their names come from the UI catalogues (`estimator.type.<id>`).
 * Apart from the schema (src/schemas/estimator.ts) so that the browser's code does not pull in zod.
 */
export const ESTIMATOR_TYPES = ['wooden', 'aluminium', 'bioclimatic'] as const;
export type EstimatorType = (typeof ESTIMATOR_TYPES)[number];
