import { useSyncExternalStore } from "react";
// src/browser/search-params.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/browser/search-params.ts");
var CHANGED = "terraluce:search-params";
function subscribe(onChange) {
	window.addEventListener("popstate", onChange);
	window.addEventListener(CHANGED, onChange);
	return () => {
		window.removeEventListener("popstate", onChange);
		window.removeEventListener(CHANGED, onChange);
	};
}
var current = () => window.location.search;
var prerendered = () => "";
/** The query, and a function that rewrites it in place (`replaceState`) and tells every island. */
function useSearchParams() {
	const search = useSyncExternalStore(subscribe, current, prerendered);
	const set = (update) => {
		const next = update(new URLSearchParams(window.location.search)).toString();
		const { pathname, hash } = window.location;
		window.history.replaceState(window.history.state, "", `${pathname}${next ? `?${next}` : ""}${hash}`);
		window.dispatchEvent(new Event(CHANGED));
	};
	return [new URLSearchParams(search), set];
}
// src/hooks/use-hydrated.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/hooks/use-hydrated.ts");
var never = () => () => void 0;
/**
* False in the prerendered HTML and during hydration, true once React runs in the browser. For what must
* differ with and without JavaScript (a submit button the script may disable, code loaded after the page
* is interactive) without a hydration mismatch.
*/
function useHydrated() {
	return useSyncExternalStore(never, () => true, () => false);
}
export { useSearchParams as n, useHydrated as t };
