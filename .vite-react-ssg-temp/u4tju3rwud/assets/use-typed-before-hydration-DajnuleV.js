import { useEffect, useRef } from "react";
// src/hooks/use-typed-before-hydration.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/hooks/use-typed-before-hydration.ts");
/**
* For a field whose value lives in an island's state: text the visitor typed before the island's code
* arrived is in the field but not in the state (hydration leaves the field as it is). Once hydrated,
* the field's text is handed to `onTyped`, so nothing typed early is lost or overwritten.
*/
function useTypedBeforeHydration(value, onTyped) {
	const field = useRef(null);
	useEffect(() => {
		const typed = field.current?.value;
		if (typed !== void 0 && typed !== value) onTyped(typed);
	}, []);
	return field;
}
export { useTypedBeforeHydration as t };
