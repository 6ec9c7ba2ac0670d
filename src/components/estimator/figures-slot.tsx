import { createContext, useContext, type ReactNode } from 'react';

/**
 * An estimator's figures, given by the page whose data carries them (src/app/views.ts) to wherever a
 * block, an article or the product page places the estimator. `missing` says what to do when a page places
 * one without them.
 */
export function figuresSlot<D>(missing: string) {
  const Figures = createContext<D | null>(null);
  function Provider({ data, children }: { data: D | undefined; children: ReactNode }) {
    return data ? <Figures.Provider value={data}>{children}</Figures.Provider> : <>{children}</>;
  }
  function useFigures(): D {
    const data = useContext(Figures);
    if (!data) throw new Error(missing);
    return data;
  }
  return { Provider, useFigures };
}
