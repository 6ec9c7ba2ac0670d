import { useEffect, useRef, useState } from 'react';
import { estimateParams, readEstimateParams, type RawEstimate } from '../../lib/estimate';
import { OwnWrites } from '../../lib/own-writes';
import { useSearchParams } from '../../lib/search-params';
import { useHydrated } from '../../lib/use-hydrated';
import type { EstimatorConfig, EstimatorType } from '../../schemas/estimator';

const PARAMS = ['type', 'width', 'depth', 'permit', 'delivery'];

/**
 * The estimator's choices, mirrored in the address (`?type=…&width=…`) so an estimate can be shared and
 * survives a reload. As in src/lib/use-url-state.ts, the fields read the component's state, never the
 * address (which updates a moment after each key), and the address wins only when it changes by itself.
 * The prerendered page shows the content's defaults; the address applies once hydrated.
 */
export function useEstimateState(
  config: EstimatorConfig,
  preset: EstimatorType | undefined,
): [RawEstimate, (patch: Partial<RawEstimate>) => void] {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const fromUrl = readEstimateParams(hydrated ? params : new URLSearchParams(), config, preset);
  const key = JSON.stringify(fromUrl);
  const [state, setState] = useState(fromUrl);
  const written = useRef(new OwnWrites());

  useEffect(() => {
    if (written.current.isEcho(key)) return;
    written.current.forget();
    setState(JSON.parse(key) as RawEstimate);
  }, [key]);

  const update = (patch: Partial<RawEstimate>) => {
    const next = { ...state, ...patch };
    setState(next);
    // Remembered as the address will read once it follows, to recognise it then.
    written.current.wrote(
      JSON.stringify(readEstimateParams(new URLSearchParams(estimateParams(next)), config, preset)),
    );
    setParams((current) => {
      const p = new URLSearchParams(current);
      for (const name of PARAMS) p.delete(name);
      for (const [name, value] of Object.entries(estimateParams(next))) p.set(name, value);
      return p;
    });
  };
  return [state, update];
}
