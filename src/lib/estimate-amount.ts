import type { EstimatorConfig } from '../schemas/estimator';
import type { EstimateBound, EstimatePart, EstimatorType } from '../schemas/estimator-types';
import { estimate } from './estimate';

/*
 * One figure of the pergola estimator, for an article that quotes it (<EstimateAmount /> in MDX): the
 * article's text then follows content/estimator.yaml as the estimator beside it does.
 */

/** The figure an article asks for; width and depth are metres and default to the estimator's own. */
export interface EstimateAmountQuery {
  type: EstimatorType;
  part: EstimatePart;
  bound: EstimateBound;
  width?: number;
  depth?: number;
  /** Whether the total counts the building permit and the delivery, as the estimator's two boxes do. */
  permit?: boolean;
  delivery?: boolean;
}

/** The figure in whole francs. */
export function estimateAmount(config: EstimatorConfig, query: EstimateAmountQuery): number {
  const { type, part, bound } = query;
  if (part === 'pricePerM2') return config.types[type].pricePerM2[bound];
  if (part === 'hourlyRate') return config.hourlyRate[bound];
  const result = estimate(config, {
    type,
    width: query.width ?? config.width.default,
    depth: query.depth ?? config.depth.default,
    permit: part === 'permit' || query.permit === true,
    delivery: part === 'delivery' || query.delivery === true,
  });
  return result[part]![bound];
}

/** The hours of labour the estimator assumes for a pergola type and size, whole hours. */
export function estimateHours(
  config: EstimatorConfig,
  query: Pick<EstimateAmountQuery, 'type' | 'width' | 'depth'>,
): number {
  return estimate(config, {
    type: query.type,
    width: query.width ?? config.width.default,
    depth: query.depth ?? config.depth.default,
    permit: false,
    delivery: false,
  }).hours;
}

/** The attributes of <EstimateAmount /> as MDX writes them (strings), read into a query. */
export function readEstimateAmount(attributes: Record<string, string | undefined>): EstimateAmountQuery {
  const metres = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  return {
    type: attributes.type as EstimatorType,
    part: attributes.part as EstimatePart,
    bound: attributes.bound as EstimateBound,
    width: metres(attributes.width),
    depth: metres(attributes.depth),
    permit: attributes.permit === 'yes',
    delivery: attributes.delivery === 'yes',
  };
}

/** The attributes that ask for a figure, in the order an author writes them: what the check tells one to write. */
export function estimateAmountTag(query: EstimateAmountQuery): string {
  const attributes = [
    `type="${query.type}"`,
    ...(['pricePerM2', 'hourlyRate', 'permit', 'delivery'].includes(query.part)
      ? []
      : [
          ...(query.width === undefined ? [] : [`width="${query.width}"`]),
          ...(query.depth === undefined ? [] : [`depth="${query.depth}"`]),
        ]),
    `part="${query.part}"`,
    `bound="${query.bound}"`,
    ...(query.part === 'total' && query.permit ? ['permit="yes"'] : []),
    ...(query.part === 'total' && query.delivery ? ['delivery="yes"'] : []),
  ];
  return `<EstimateAmount ${attributes.join(' ')} />`;
}
