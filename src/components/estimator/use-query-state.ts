import { useEffect, useRef, useState } from 'react';
import { OwnWrites } from '../../lib/own-writes';
import { useSearchParams } from '../../browser/search-params';
import { useHydrated } from '../../hooks/use-hydrated';

/** How an estimator's state reads from and writes to the page's url. */
export interface QueryCodec<S> {
  /** Its query parameters, removed before the state's are written. */
  names: readonly string[];
  /** The state of some parameters; what is missing takes the content's defaults. */
  read: (params: URLSearchParams) => S;
  write: (state: S) => Record<string, string>;
}

/**
 * An estimator's choices, mirrored in the page's url so an estimate can be shared and survives a reload. As
 * in src/hooks/use-url-state.ts, the fields read the component's state, never the url (which updates a
 * moment after each key), and the url wins only when it changes by itself. The prerendered page shows
 * the content's defaults; the url applies once hydrated.
 */
export function useQueryState<S>(codec: QueryCodec<S>): [S, (patch: Partial<S>) => void] {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const fromUrl = codec.read(hydrated ? params : new URLSearchParams());
  const key = JSON.stringify(fromUrl);
  const [state, setState] = useState(fromUrl);
  const written = useRef(new OwnWrites());

  useEffect(() => {
    if (written.current.isEcho(key)) return;
    written.current.forget();
    setState(JSON.parse(key) as S);
  }, [key]);

  const update = (patch: Partial<S>) => {
    const next = { ...state, ...patch };
    setState(next);
    // Remembered as the url will read once it follows, to recognise it then.
    written.current.wrote(JSON.stringify(codec.read(new URLSearchParams(codec.write(next)))));
    setParams((current) => {
      const p = new URLSearchParams(current);
      for (const name of codec.names) p.delete(name);
      for (const [name, value] of Object.entries(codec.write(next))) p.set(name, value);
      return p;
    });
  };
  return [state, update];
}

/**
 * Choices made before the island's script arrived are in the form but not in the state: taken over once,
 * at hydration, so a choice made or a figure typed early is what the estimate shows.
 */
export function useEarlyInput<S>(
  form: { current: HTMLFormElement | null },
  read: (fields: URLSearchParams) => S,
  state: S,
  update: (patch: Partial<S>) => void,
) {
  useEffect(() => {
    if (!form.current) return;
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) fields.append(name, String(value));
    const early = read(fields);
    if (JSON.stringify(early) !== JSON.stringify(state)) update(early);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
