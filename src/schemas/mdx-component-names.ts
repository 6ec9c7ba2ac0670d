/**
 * Components an author may use in MDX content; the content check rejects any other. Their attributes
 * are in src/schemas/mdx-components.ts. This list stays free of imports: the content check's worker
 * threads load it with Node's own type stripping.
 */
export const MDX_COMPONENT_NAMES = [
  'Figure',
  'Callout',
  'Estimator',
  'SolarEstimator',
  'CompanyDetails',
  'OfficeDetails',
  'Amount',
  'EstimateAmount',
  'EstimateHours',
] as const;

export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number];
