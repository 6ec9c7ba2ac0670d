import type { EstimatorConfig } from '../schemas/estimator';
import { ESTIMATOR_TYPES, type EstimatorType } from '../schemas/estimator-types';

/*
 * The pergola budget estimator's arithmetic, shared by the page (src/components/estimator/) and the
 * no-JavaScript answer (netlify/functions/estimate.mts). Every figure comes from content/estimator.yaml.
 *
 * Rounding: the surface is worked out in whole cm² (the fields go by tenths of a metre, and decimal
 * fractions are not exact in binary); the hours of labour are rounded up to the next whole hour; each
 * amount is rounded to the nearest franc; the total is the sum of the rounded lines, so it adds up.
 */

/** What the visitor chose. */
export interface EstimateInput {
  type: EstimatorType;
  /** Metres. */
  width: number;
  /** Metres. */
  depth: number;
  permit: boolean;
  delivery: boolean;
}

/** Lowest and highest amount, CHF. */
export interface Range {
  min: number;
  max: number;
}

export interface Estimate {
  /** Roof surface, m² (two decimals at most). */
  area: number;
  /** Hours of labour assumed, whole hours. */
  hours: number;
  structure: Range;
  labour: Range;
  /** Absent when not asked for. */
  permit?: Range;
  delivery?: Range;
  total: Range;
}

export type Dimension = 'width' | 'depth';
/** Why a dimension cannot be used; each has its message in the catalogues (`estimator.error.<reason>`). */
export type DimensionError = 'required' | 'notNumber' | 'tooSmall' | 'tooLarge' | 'step';

const CM2_PER_M2 = 10_000;
const cm = (metres: number) => Math.round(metres * 100);
/** Rounds away binary noise (1.3 × 12 = 15.600000000000001) before a ceiling. */
const clean = (value: number) => Math.round(value * 1e6) / 1e6;

/** The estimate for a valid input (see checkDimension for what is valid). */
export function estimate(config: EstimatorConfig, input: EstimateInput): Estimate {
  const rates = config.types[input.type];
  const areaCm2 = cm(input.width) * cm(input.depth);
  const area = areaCm2 / CM2_PER_M2;
  const hours = Math.ceil(clean(area * rates.hoursPerM2));
  const structure = {
    min: Math.round((areaCm2 * rates.pricePerM2.min) / CM2_PER_M2),
    max: Math.round((areaCm2 * rates.pricePerM2.max) / CM2_PER_M2),
  };
  const labour = { min: Math.round(hours * config.hourlyRate.min), max: Math.round(hours * config.hourlyRate.max) };
  const permit = input.permit ? { min: Math.round(config.permit.min), max: Math.round(config.permit.max) } : undefined;
  const delivery = input.delivery
    ? { min: Math.round(config.delivery.min), max: Math.round(config.delivery.max) }
    : undefined;
  const lines = [structure, labour, permit, delivery].filter((r): r is Range => r !== undefined);
  const total = {
    min: lines.reduce((sum, r) => sum + r.min, 0),
    max: lines.reduce((sum, r) => sum + r.max, 0),
  };
  return { area, hours, structure, labour, permit, delivery, total };
}

/**
 * A dimension as typed (`4.5` or `4,5`), or why it cannot be used. Bounds and step come from content;
 * the step is checked in whole centimetres so that 4.3 is a multiple of 0.1.
 */
export function checkDimension(
  raw: string,
  bounds: EstimatorConfig['width'],
): { value: number } | { error: DimensionError } {
  const text = raw.trim().replace(',', '.');
  if (text === '') return { error: 'required' };
  if (!/^\d+(\.\d+)?$/.test(text)) return { error: 'notNumber' };
  const value = Number(text);
  if (value < bounds.min) return { error: 'tooSmall' };
  if (value > bounds.max) return { error: 'tooLarge' };
  if ((cm(value) - cm(bounds.min)) % cm(bounds.step) !== 0 || Math.abs(cm(value) - value * 100) > 1e-6)
    return { error: 'step' };
  return { value };
}

/** The estimator's state as it travels in a URL (`?type=bioclimatic&width=4&depth=3&permit=1&delivery=1`). */
export interface RawEstimate {
  type: EstimatorType;
  width: string;
  depth: string;
  permit: boolean;
  delivery: boolean;
}

export const isEstimatorType = (value: unknown): value is EstimatorType =>
  typeof value === 'string' && (ESTIMATOR_TYPES as readonly string[]).includes(value);

/** Reads the state from query parameters; what is missing or unknown takes the content's defaults. */
export function readEstimateParams(
  params: URLSearchParams,
  config: EstimatorConfig,
  preset: EstimatorType = ESTIMATOR_TYPES[0],
): RawEstimate {
  const type = params.get('type');
  return {
    type: isEstimatorType(type) ? type : isEstimatorType(preset) ? preset : ESTIMATOR_TYPES[0],
    width: params.get('width') ?? String(config.width.default),
    depth: params.get('depth') ?? String(config.depth.default),
    // A checkbox sends its value only when ticked; the field names alone say it was sent.
    permit: params.get('permit') === '1',
    delivery: params.get('delivery') === '1',
  };
}

/** The parameters of that state, every one the estimator may write. */
export const ESTIMATE_PARAMS = ['type', 'width', 'depth', 'permit', 'delivery'];

/** The state as query parameters, as the no-JavaScript form sends them. */
export function estimateParams(state: RawEstimate): Record<string, string> {
  return {
    type: state.type,
    width: state.width,
    depth: state.depth,
    ...(state.permit ? { permit: '1' } : {}),
    ...(state.delivery ? { delivery: '1' } : {}),
  };
}

/** Validates a raw state: the input to estimate, or the error of each dimension. */
export function checkEstimate(
  state: RawEstimate,
  config: EstimatorConfig,
): { input: EstimateInput } | { errors: Partial<Record<Dimension, DimensionError>> } {
  const width = checkDimension(state.width, config.width);
  const depth = checkDimension(state.depth, config.depth);
  if ('value' in width && 'value' in depth)
    return {
      input: {
        type: state.type,
        width: width.value,
        depth: depth.value,
        permit: state.permit,
        delivery: state.delivery,
      },
    };
  return {
    errors: {
      ...('error' in width ? { width: width.error } : {}),
      ...('error' in depth ? { depth: depth.error } : {}),
    },
  };
}
