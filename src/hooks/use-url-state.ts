import { useEffect, useRef, useState } from 'react';
import { OwnWrites } from '../lib/own-writes';
import { useSearchParams } from '../browser/search-params';
import { useHydrated } from './use-hydrated';

/**
 * A text that lives in the component and is mirrored in the page's url (`?q=`), so a filtered list
 * can be shared and survives a reload. The field reads the component's state, never the url:
 * the url updates a moment after each key, and a field that read it back would overwrite a key
 * typed in between (see src/lib/own-writes.ts). The url wins only when it changes by itself (load, Back, a link).
 * The prerendered page has no query, so the url applies once hydrated and both renders match.
 */
export function useUrlState(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const fromUrl = hydrated ? (params.get(name) ?? '') : '';
  const [value, setValue] = useState(fromUrl);
  const written = useRef(new OwnWrites());

  useEffect(() => {
    if (written.current.isEcho(fromUrl)) return;
    written.current.forget();
    setValue(fromUrl);
  }, [fromUrl]);

  const update = (next: string) => {
    setValue(next);
    written.current.wrote(next);
    setParams((current) => {
      const p = new URLSearchParams(current);
      if (next === '') p.delete(name);
      else p.set(name, next);
      return p;
    });
  };
  return [value, update];
}
