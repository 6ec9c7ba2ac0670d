import { useEffect, useRef } from 'react';

/**
 * For a field whose value lives in an island's state: text the visitor typed before the island's code
 * arrived is in the field but not in the state (hydration leaves the field as it is). Once hydrated,
 * the field's text is handed to `onTyped`, so nothing typed early is lost or overwritten.
 */
export function useTypedBeforeHydration<T extends HTMLInputElement | HTMLTextAreaElement>(
  value: string,
  onTyped: (value: string) => void,
) {
  const field = useRef<T>(null);
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onTyped(typed);
    // Once, at hydration: afterwards the field and the state move together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return field;
}
