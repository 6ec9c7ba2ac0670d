import { estimateParams, readEstimateParams, type RawEstimate } from '../../lib/estimate';
import type { EstimatorConfig, EstimatorType } from '../../schemas/estimator';
import { useQueryState } from './use-query-state';

const PARAMS = ['type', 'width', 'depth', 'permit', 'delivery'];

/** The pergola estimator's choices, mirrored in the address (`?type=…&width=…`): see useQueryState. */
export function useEstimateState(
  config: EstimatorConfig,
  preset: EstimatorType | undefined,
): [RawEstimate, (patch: Partial<RawEstimate>) => void] {
  return useQueryState({
    names: PARAMS,
    read: (params) => readEstimateParams(params, config, preset),
    write: estimateParams,
  });
}
