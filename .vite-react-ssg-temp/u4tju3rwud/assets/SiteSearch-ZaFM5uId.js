import { i as useLocale, o as useT, s as useTn } from "./context-BnOJaPaH.js";
import { H as PAGE_PATHS, P as excerptParts, U as localeUrl, W as textDirection, q as Link } from "../main.mjs";
import { n as useSearchParams, t as useHydrated } from "./use-hydrated-PjKRahC6.js";
import { t as useTypedBeforeHydration } from "./use-typed-before-hydration-DajnuleV.js";
import { useEffect, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/components/search/SearchResults.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/search/SearchResults.tsx");
/** The hits of a search, each in its page's language, with the matched words marked in its excerpt. */
function SearchResults({ query, hits }) {
	const t = useT();
	return /* @__PURE__ */ jsxs("section", {
		className: "search-results",
		"aria-labelledby": "search-results-title",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "search-results-title",
			children: t("search.resultsFor", { query })
		}), /* @__PURE__ */ jsx("ol", {
			className: "search-results__list",
			children: hits.map((hit) => /* @__PURE__ */ jsxs("li", {
				className: "search-result",
				lang: hit.lang,
				dir: hit.lang ? textDirection(hit.lang) : void 0,
				children: [/* @__PURE__ */ jsx("h3", {
					className: "search-result__title",
					children: /* @__PURE__ */ jsx(Link, {
						to: hit.url,
						children: hit.title
					})
				}), /* @__PURE__ */ jsx("p", {
					className: "search-result__excerpt",
					children: excerptParts(hit.excerpt).map((part, i) => part.mark ? /* @__PURE__ */ jsx("mark", { children: part.text }, i) : part.text)
				})]
			}, hit.url))
		})]
	});
}
// src/components/search/use-site-search.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/search/use-site-search.ts");
/**
* Searches the visitor's language for `query` with the Pagefind index (its client is loaded with the first
* search). Undefined while there is no query or its outcome is on its way: an outcome for an earlier query
* is stale.
*/
function useSiteSearch(locale, query) {
	const [outcome, setOutcome] = useState();
	useEffect(() => {
		if (!query) return;
		let current = true;
		(globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/browser/search-client.ts"), import("./search-client-B-LhCWVD.js")).then(({ searchSite }) => searchSite(locale, query)).then((hits) => current && setOutcome({
			query,
			hits
		}), (error) => {
			console.error("Search failed", error);
			if (current) setOutcome({
				query,
				failed: true
			});
		});
		return () => {
			current = false;
		};
	}, [query, locale]);
	return query && outcome?.query === query ? outcome : void 0;
}
// src/components/search/SiteSearch.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/search/SiteSearch.tsx");
/** The line announcing where a search is: nothing without a query, then loading, failed, none, or a count. */
function statusOf(query, outcome, t, tn) {
	if (!query) return "";
	if (!outcome) return t("search.loading");
	if ("failed" in outcome) return t("search.unavailable");
	if (outcome.hits.length === 0) return t("search.noResults", { query });
	return tn("search.resultCount", outcome.hits.length);
}
/**
* The search page's form and results (an island, woken at once): searches every page of the visitor's
* language with the Pagefind index built after prerendering. The page is prerendered without a query,
* so everything that depends on `?q=` appears only once hydrated: the server's HTML and the first
* client render match. The form is a plain GET form: sending it loads the page with the new query.
*/
function SiteSearch() {
	const t = useT();
	const tn = useTn();
	const locale = useLocale();
	const [params] = useSearchParams();
	const query = useHydrated() ? (params.get("q") ?? "").trim() : "";
	const outcome = useSiteSearch(locale, query);
	const hits = outcome && "hits" in outcome ? outcome.hits : [];
	const [draft, setDraft] = useState(query);
	const [draftOf, setDraftOf] = useState(query);
	if (draftOf !== query) {
		setDraftOf(query);
		setDraft(query);
	}
	const field = useTypedBeforeHydration(draft, setDraft);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("form", {
			role: "search",
			className: "search-page__form",
			action: localeUrl(PAGE_PATHS.rechercher, locale),
			method: "get",
			children: [
				/* @__PURE__ */ jsx("label", {
					htmlFor: "search-page-input",
					children: t("search.label")
				}),
				/* @__PURE__ */ jsx("input", {
					ref: field,
					id: "search-page-input",
					type: "search",
					name: "q",
					value: draft,
					onChange: (e) => setDraft(e.target.value),
					placeholder: t("search.placeholder")
				}),
				/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "button button--primary",
					children: t("search.submit")
				})
			]
		}),
		/* @__PURE__ */ jsx("noscript", { children: /* @__PURE__ */ jsx("p", { children: t("search.unavailable") }) }),
		/* @__PURE__ */ jsx("p", {
			className: "search-results__status",
			role: "status",
			children: statusOf(query, outcome, t, tn)
		}),
		hits.length > 0 && /* @__PURE__ */ jsx(SearchResults, {
			query,
			hits
		})
	] });
}
export { SiteSearch as default };
