import { readSolarParams, SOLAR_PARAMS, solarParams, type RawSolar } from '../../lib/solar-params';
import type { Mount } from '../../schemas/solar-options';
import type { SolarEstimatorConfig } from '../../schemas/solar-estimator';
import { useQueryState } from '../estimator/use-query-state';

/** The solar estimator's choices, mirrored in the page's url (`?region=GE&mount=roof…`): see useQueryState. */
export function useSolarState(
  config: SolarEstimatorConfig,
  mount: Mount | undefined,
): [RawSolar, (patch: Partial<RawSolar>) => void] {
  return useQueryState({
    names: SOLAR_PARAMS,
    read: (params) => readSolarParams(params, config, { mount }),
    write: solarParams,
  });
}
