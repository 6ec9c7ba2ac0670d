import { ESTIMATE_PARAMS, estimateParams, readEstimateParams, type RawEstimate } from '../../lib/estimate';
import type { EstimatorConfig, EstimatorType } from '../../schemas/estimator';
import { useQueryState } from './use-query-state';

/** The pergola estimator's choices, mirrored in the page's url (`?type=…&width=…`): see useQueryState. */
export function useEstimateState(
  config: EstimatorConfig,
  preset: EstimatorType | undefined,
): [RawEstimate, (patch: Partial<RawEstimate>) => void] {
  return useQueryState({
    names: ESTIMATE_PARAMS,
    read: (params) => readEstimateParams(params, config, preset),
    write: estimateParams,
  });
}
