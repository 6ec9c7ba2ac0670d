import { F as mergeHits, I as parseTranslations, L as searchPlan } from "../main.mjs";
// src/browser/search-client.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/browser/search-client.ts");
var BUNDLE = "/pagefind/";
var bundle;
var instances = /* @__PURE__ */ new Map();
function loadBundle() {
	bundle ??= (async () => {
		const url = `${BUNDLE}pagefind.js`;
		const [module, entry] = await Promise.all([import(
			/* @vite-ignore */
			url
), fetch(`${BUNDLE}pagefind-entry.json`).then((r) => {
			if (!r.ok) throw new Error(`${BUNDLE}pagefind-entry.json answered ${r.status}; run npm run build`);
			return r.json();
		})]);
		return {
			module,
			languages: entry.languages
		};
	})();
	bundle.catch(() => bundle = void 0);
	return bundle;
}
/**
* Pagefind picks the language index from `<html lang>` when an instance is created and has no
* option for it. Its maintainers' workaround (Pagefind issue #593) is to show the wanted
* language for that one synchronous call; nothing renders or reads the page in between.
*/
function instanceFor(module, language) {
	let instance = instances.get(language);
	if (instance) return instance;
	const html = document.documentElement;
	const actual = html.getAttribute("lang");
	html.setAttribute("lang", language);
	try {
		instance = module.createInstance({ basePath: BUNDLE });
	} finally {
		if (actual === null) html.removeAttribute("lang");
		else html.setAttribute("lang", actual);
	}
	instances.set(language, instance);
	return instance;
}
async function searchIndex(module, language, query) {
	const response = await instanceFor(module, language).search(query);
	return (await Promise.all((response?.results ?? []).map((r) => r.data()))).map((d) => ({
		url: d.url,
		title: d.meta.title || d.url,
		excerpt: d.excerpt,
		translations: parseTranslations(d.meta.translations)
	}));
}
/** Searches the locale's pages; rejects when the index cannot be loaded. */
async function searchSite(locale, query) {
	const { module, languages } = await loadBundle();
	const plan = searchPlan(locale, languages);
	const own = plan.own ? await searchIndex(module, plan.own, query) : [];
	const fallback = plan.fallback ? await searchIndex(module, plan.fallback, query) : [];
	return mergeHits(locale, own, fallback);
}
export { searchSite };
