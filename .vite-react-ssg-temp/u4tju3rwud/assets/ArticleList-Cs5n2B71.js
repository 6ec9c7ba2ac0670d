import { B as SIZES, R as ArticleCard, q as Link, z as Picture } from "../main.mjs";
import { o as useT } from "./context-BnOJaPaH.js";
import { t as OwnWrites } from "./own-writes-nJvfbsyI.js";
import { n as useSearchParams, t as useHydrated } from "./use-hydrated-PjKRahC6.js";
import { t as useTypedBeforeHydration } from "./use-typed-before-hydration-DajnuleV.js";
import { useEffect, useMemo, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/lib/articles.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/articles.ts");
new Set("le la les l un une des du de d et ou à au aux en dans par pour sur sous avec sans ce cet cette ces son sa ses leur leurs votre vos notre nos mon ma mes qui que quoi dont où est sont être comment quel quelle quels quelles plus moins très tout tous toute toutes ne pas se s y il elle ils elles the a an and or of to in on for with without by from your our my how what which why is are be this that these those at as into about its it".split(" "));
/** Case-insensitive substring on title or excerpt, and the category buttons. */
function filterArticles(articles, { query, category }) {
	const q = query.trim().toLocaleLowerCase();
	return articles.filter((a) => (category === "all" || a.category === category) && (!q || a.title.toLocaleLowerCase().includes(q) || a.excerpt.toLocaleLowerCase().includes(q)));
}
// src/schemas/article-categories.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/schemas/article-categories.ts");
/**
* Categories of advice articles; the list page filters by them. Without zod, so the list page does not
* load the schema library for a constant.
*/
var ARTICLE_CATEGORIES = [
	"carport",
	"energie",
	"pergola"
];
// src/hooks/use-url-state.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/hooks/use-url-state.ts");
/**
* A text that lives in the component and is mirrored in the address (`?q=`), so a filtered list
* can be shared and survives a reload. The field reads the component's state, never the address:
* the address updates a moment after each key, and a field that read it back would overwrite a key
* typed in between (see src/lib/own-writes.ts). The address wins only when it changes by itself (load, Back, a link).
* The prerendered page has no query, so the address applies once hydrated and both renders match.
*/
function useUrlState(name) {
	const [params, setParams] = useSearchParams();
	const fromUrl = useHydrated() ? params.get(name) ?? "" : "";
	const [value, setValue] = useState(fromUrl);
	const written = useRef(new OwnWrites());
	useEffect(() => {
		if (written.current.isEcho(fromUrl)) return;
		written.current.forget();
		setValue(fromUrl);
	}, [fromUrl]);
	const update = (next) => {
		setValue(next);
		written.current.wrote(next);
		setParams((current) => {
			const p = new URLSearchParams(current);
			if (next === "") p.delete(name);
			else p.set(name, next);
			return p;
		});
	};
	return [value, update];
}
// src/components/article/ArticleList.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/article/ArticleList.tsx");
var CATEGORY_PARAM = "categorie";
/**
* The article list's search and category filter, the featured (newest) article, then a grid. An island:
* the filter is mirrored in the URL (`?q=`, `?categorie=`) so a filtered list can be shared.
*/
function ArticleList({ articles }) {
	const t = useT();
	const [query, setQuery] = useUrlState("q");
	const [raw, setCategory] = useUrlState(CATEGORY_PARAM);
	const field = useTypedBeforeHydration(query, setQuery);
	const category = ARTICLE_CATEGORIES.includes(raw) ? raw : "all";
	const shown = useMemo(() => filterArticles(articles, {
		query,
		category
	}), [
		articles,
		query,
		category
	]);
	const [featured, ...others] = query.trim() !== "" || category !== "all" ? [void 0, ...shown] : shown;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("div", {
			className: "article-filters",
			children: [/* @__PURE__ */ jsxs("form", {
				role: "search",
				onSubmit: (e) => e.preventDefault(),
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: "article-search",
					children: t("blog.searchLabel")
				}), /* @__PURE__ */ jsx("input", {
					ref: field,
					id: "article-search",
					type: "search",
					name: "q",
					value: query,
					placeholder: t("blog.searchPlaceholder"),
					onChange: (e) => setQuery(e.target.value)
				})]
			}), /* @__PURE__ */ jsx("div", {
				className: "filter-buttons",
				role: "group",
				"aria-label": t("blog.filterLabel"),
				children: ["all", ...ARTICLE_CATEGORIES].map((c) => /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "chip",
					"aria-pressed": category === c,
					onClick: () => setCategory(c === "all" ? "" : c),
					children: t(`blog.category.${c}`)
				}, c))
			})]
		}),
		/* @__PURE__ */ jsx("p", {
			className: "visually-hidden",
			role: "status",
			children: shown.length === 0 ? t("blog.noResults") : ""
		}),
		shown.length === 0 && /* @__PURE__ */ jsx("p", {
			className: "empty-state",
			children: t("blog.noResults")
		}),
		featured && /* @__PURE__ */ jsxs("section", {
			className: "featured-article",
			"aria-labelledby": "featured-title",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "eyebrow",
					children: t("blog.featured")
				}),
				/* @__PURE__ */ jsx(Picture, {
					src: featured.image.src,
					alt: featured.image.alt,
					sizes: SIZES.half,
					loading: "eager"
				}),
				/* @__PURE__ */ jsxs("div", { children: [
					/* @__PURE__ */ jsx("h2", {
						id: "featured-title",
						children: featured.title
					}),
					/* @__PURE__ */ jsx("p", { children: featured.excerpt }),
					/* @__PURE__ */ jsxs(Link, {
						className: "button button--primary",
						to: featured.path,
						children: [t("blog.readArticle"), /* @__PURE__ */ jsxs("span", {
							className: "visually-hidden",
							children: [": ", featured.title]
						})]
					})
				] })
			]
		}),
		others.length > 0 && /* @__PURE__ */ jsx("ul", {
			className: "card-grid card-grid--3 article-grid",
			children: others.map((a) => a && /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ArticleCard, {
				article: a,
				headingLevel: 2
			}) }, a.slug))
		})
	] });
}
export { ArticleList as default };
