import { a as useShell, c as pluralFormKey, i as useLocale, l as format, o as useT, r as useI18n, s as useTn, t as I18nProvider } from "./assets/context-BnOJaPaH.js";
import { Head, ViteReactSSG } from "vite-react-ssg/single-page";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { createContext, createElement, useContext, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { preload } from "react-dom";
import { z } from "zod";
// src/lib/compiled-body.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/compiled-body.ts");
/** The name the JSX runtime goes by in a body's function (mdxBodyFunction()). */
var MDX_RUNTIME = "__mdxRuntime";
/**
* A compiled MDX body as a function of the JSX runtime that returns the body's component, made with
* `new Function` for the prerender instead of importing the file: Node never unloads a module, so
* importing every body would keep all their sources and code alive to the end of the prerender, a memory
* that grows with the number of articles, for the garbage collector to walk again and again. Undefined for a body with an import or export of its author's, which only a module can hold
* (or `import.meta`): the prerender imports those.
*/
function mdxBodyFunction(code) {
	const functionBody = mdxFunctionBody(code);
	if (functionBody === void 0) return void 0;
	try {
		return new Function(MDX_RUNTIME, functionBody);
	} catch (error) {
		if (error instanceof SyntaxError) return void 0;
		throw error;
	}
}
/** The module's text as a function's: its runtime import read from MDX_RUNTIME, its component returned. */
function mdxFunctionBody(code) {
	const runtime = /^import \{([^}]*)\} from "react\/jsx-runtime";\n/.exec(code);
	const component = /^export default function MDXContent\(/m;
	if (!runtime || !component.test(code)) return void 0;
	const body = code.slice(runtime[0].length).replace(component, "return function MDXContent(");
	if (/^\s*(?:import|export)\b/m.test(body)) return void 0;
	return `const {${runtime[1].replace(/ as /g, ": ")}} = ${MDX_RUNTIME};\n${body}`;
}
// src/components/page-path.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/page-path.ts");
var PageUrl = createContext(null);
/** Gives the components of a page the url it is prerendered at (src/app/prerender.tsx). */
function PageUrlProvider({ value, children }) {
	return createElement(PageUrl.Provider, { value }, children);
}
/**
* The url of the page being prerendered, trailing slash included (`/fr/contact/`): what forms post
* as their page, so the answer without JavaScript comes back to it. Islands are given it as a prop.
*/
function usePageUrl() {
	const url = useContext(PageUrl);
	if (url === null) throw new Error("usePageUrl() needs a PageUrlProvider above it (src/app/prerender.tsx).");
	return url;
}
// src/components/Head.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/Head.tsx");
// src/components/Link.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/Link.tsx");
/**
* A link to another page of the site. Every page is a document of its own, so a link is a plain <a>:
* following it loads the page, which Speculation Rules (src/components/layout/SpeculationRules.tsx)
* have usually fetched already. `to` is the path, as components pass it.
*/
function Link({ to, ...attributes }) {
	return /* @__PURE__ */ jsx("a", {
		...attributes,
		href: to
	});
}
// src/paths/api.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/paths/api.ts");
/**
* The addresses of the functions (netlify/functions/), the same in every locale: where the forms post and
* the language choice goes. Each function's `config.path` repeats its own as a literal, because Netlify reads
* that object from the source without running it; tests/functions/api-paths.test.ts holds the two equal.
*/
/** What every function's address begins with: kept out of robots.txt and of the Speculation Rules. */
var API_ROOT = "/api/";
var API_PATHS = {
	contact: "/api/contact",
	comments: "/api/comments",
	newsletter: "/api/newsletter",
	newsletterConfirm: "/api/newsletter/confirm",
	newsletterUnsubscribe: "/api/newsletter/unsubscribe",
	estimate: "/api/estimate",
	solarEstimate: "/api/solar-estimate",
	language: "/api/language"
};
// src/schemas/locales.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/schemas/locales.ts");
/**
* The locales of the site, without zod: the browser's locale helpers import these, and
* must not pull the schema library into every page's first load.
*/
/** The six locales of the site; `en` is the default and has no URL prefix. */
var LOCALES = [
	"en",
	"fr",
	"de",
	"it",
	"es",
	"ar"
];
/** Locales written right to left. */
var RTL_LOCALES = ["ar"];
// src/paths/locale.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/paths/locale.ts");
/** `/fr` for French, `` for the default locale, which has no prefix. */
function localePrefix(locale) {
	return locale === "en" ? "" : `/${locale}`;
}
function isLocale(value) {
	return LOCALES.includes(value);
}
function textDirection(locale) {
	return RTL_LOCALES.includes(locale) ? "rtl" : "ltr";
}
/** Paths end with a slash (`/contact/`), the one spelling the server answers without a redirect. */
function withTrailingSlash(path) {
	const [pathname = "/", rest = ""] = splitSuffix(path);
	return (pathname.endsWith("/") ? pathname : `${pathname}/`) + rest;
}
/** True for links that leave the site or are not pages: https:, tel:, mailto:, files. */
function isExternal(href) {
	return /^[a-z]+:/i.test(href) || href.startsWith("//");
}
function isFileLink(href) {
	return /\.[a-z0-9]{2,4}$/i.test(splitSuffix(href)[0] ?? "");
}
/** Puts a locale-neutral site path (`/contact/`) under the locale's prefix (`/fr/contact/`). */
function localeUrl(path, locale) {
	if (isExternal(path) || isFileLink(path)) return path;
	const normalized = withTrailingSlash(path.startsWith("/") ? path : `/${path}`);
	return `${localePrefix(locale)}${normalized}`;
}
/**
* Splits a path into its locale and the locale-neutral rest: `/fr/contact/` → fr, `/contact/`.
* Paths with no known prefix belong to the default locale.
*/
function parseUrl(path) {
	const match = /^\/([a-z]{2})(\/.*|$)/.exec(path);
	if (match && isLocale(match[1])) return {
		locale: match[1],
		path: match[2] || "/"
	};
	return {
		locale: "en",
		path: path || "/"
	};
}
/**
* Language switch: the same path under the chosen language, after removing any
* existing two-letter prefix. Returns null when the chosen language is already current.
* Query and fragment are kept so a filtered list stays filtered.
*/
function switchLocaleUrl(currentPath, current, target) {
	if (target === current) return null;
	const [pathname = "/", suffix = ""] = splitSuffix(currentPath || "/");
	return localeUrl(pathname.replace(/^\/[a-z]{2}(?=\/|$)/, "") || "/", target) + suffix;
}
function splitSuffix(path) {
	const i = path.search(/[?#]/);
	return i === -1 ? [path, ""] : [path.slice(0, i), path.slice(i)];
}
// src/paths/pages.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/paths/pages.ts");
/** Fixed pages of the site, by id; the id is the file name in `content/pages/`. */
var PAGE_PATHS = {
	home: "/",
	solutions: "/solutions/",
	pergolas: "/pergolas/",
	carports: "/carports/",
	vitrage: "/vitrage/",
	"energie-solaire": "/energie-solaire/",
	realisations: "/realisations/",
	contact: "/contact/",
	conseils: "/conseils/",
	rechercher: "/rechercher/",
	"mentions-legales": "/mentions-legales/",
	"politique-confidentialite": "/politique-confidentialite/",
	"404": "/404/",
	"newsletter-confirmer": "/newsletter/confirmer/",
	"newsletter-confirmation": "/newsletter/confirmation/",
	"newsletter-erreur": "/newsletter/erreur/",
	"newsletter-desinscription": "/newsletter/desinscription/",
	"newsletter-desinscrit": "/newsletter/desinscrit/"
};
Object.keys(PAGE_PATHS);
// src/paths/place.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/paths/place.ts");
/** The url of a fixed page (PAGE_PATHS) in a locale: `/fr/contact/` for `contact` in French. */
function fixedPageUrl(id, locale) {
	return localeUrl(PAGE_PATHS[id], locale);
}
// src/paths/newsletter.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/paths/newsletter.ts");
// src/paths/index.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/paths/index.ts");
// src/components/layout/navigation.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/layout/navigation.ts");
/** Main navigation, in order; labels are UI strings, paths locale-neutral. */
var mainNavigation = [
	{
		key: "nav.home",
		path: PAGE_PATHS.home
	},
	{
		key: "nav.solutions",
		path: PAGE_PATHS.solutions,
		dropdown: true
	},
	{
		key: "nav.conseils",
		path: PAGE_PATHS.conseils
	},
	{
		key: "nav.realisations",
		path: PAGE_PATHS.realisations
	},
	{
		key: "nav.contact",
		path: PAGE_PATHS.contact
	}
];
// src/islands/markup.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/islands/markup.ts");
/** The attributes of the script holding an island's data, in the order React writes them. */
var ISLAND_DATA_ATTRIBUTES = {
	type: "application/json",
	"data-island-data": ""
};
/** The container's class and the data attributes naming the island and its loading rule (`data-when`). */
function islandContainerAttributes(name, when) {
	return {
		className: "island",
		"data-island": name,
		"data-when": when
	};
}
// src/lib/quote-strings.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/quote-strings.ts");
/**
* The catalogue keys (by prefix) the estimators' quote requests are written with (src/lib/estimate-format.ts,
* src/lib/solar-format.ts): the contact page holds them to write a request from an estimator's link
* (src/lib/quote-link.ts). On its own, with no import, so the island registry names it without pulling in
* the estimators' code.
*/
var QUOTE_STRINGS = [
	"estimator.quote.",
	"estimator.type.",
	"estimator.range",
	"solar.quote.",
	"solar.region.",
	"solar.country.",
	"solar.mount.inSentence.",
	"solar.orientation.inSentence.",
	"solar.pitch.inSentence.",
	"solar.unit.kwh",
	"solar.updating.value",
	"solar.result.figures"
];
/**
* `prefixes` and the quote requests' keys. Marked pure where it is called, so the browser's bundle, which
* reads no island's strings, leaves the list out.
*/
var withQuoteStrings = (prefixes) => [...prefixes, ...QUOTE_STRINGS];
// src/islands/registry.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/islands/registry.ts");
/**
* Every island of the site: the parts of a page a visitor operates that HTML and CSS cannot do alone.
* The prerender renders each in place (./Island.tsx) and the browser hydrates each on its own root
* (./loader.ts), loading its chunk only on the page that has it and only when its rule says:
*
* - `load`: at once;
* - `idle`: once the page has loaded and the browser is idle;
* - `visible`: when the island scrolls into view;
* - `query`: at once when the address has a query (a search to show, a form to fill in from a link),
*   else as `interaction`;
* - `interaction`: when the visitor first touches, clicks, focuses or types in it.
*
* Each rule is the latest that keeps the island whole: every island also wakes on a first interaction,
* text typed before its code arrives stays in the fields, and a button pressed before then is pressed
* again once it is hydrated. `strings` are the prefixes of the UI keys the island may use: only those
* travel with it, and the prerender fails on any other.
*
* Two lists with the same names, so the browser's entry script carries the chunks alone: the rules and
* strings are the prerender's (the rule reaches the browser as the island's `data-when`).
*/
var ISLANDS = {
	"contact-form": () => (globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/forms/ContactForm.tsx"), import("./assets/ContactForm-D5QgKhju.js").then((n) => n.t)),
	"comment-form": () => (globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/forms/CommentForm.tsx"), import("./assets/CommentForm-MHCmmQ4E.js")),
	"newsletter-form": () => (globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/layout/NewsletterForm.tsx"), import("./assets/NewsletterForm-Dd-GBH4j.js")),
	estimator: () => (globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/estimator/Estimator.tsx"), import("./assets/Estimator-DkbJ-k28.js")),
	"solar-estimator": () => (globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/solar-estimator/SolarEstimator.tsx"), import("./assets/SolarEstimator-BAX8e8o7.js")),
	"article-list": () => (globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/article/ArticleList.tsx"), import("./assets/ArticleList-Cs5n2B71.js")),
	"site-search": () => (globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/search/SiteSearch.tsx"), import("./assets/SiteSearch-ZaFM5uId.js")),
	reviews: () => (globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/Reviews.tsx"), import("./assets/Reviews-CAUnkW36.js")),
	"before-after": () => (globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/BeforeAfter.tsx"), import("./assets/BeforeAfter-Ni0sb2ra.js")),
	gallery: () => (globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/Gallery.tsx"), import("./assets/Gallery-1QfTr6iU.js")),
	"share-button": () => (globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/product/ShareButton.tsx"), import("./assets/ShareButton-Cr2oM694.js")),
	"share-row": () => (globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/article/ShareRow.tsx"), import("./assets/ShareRow-BEvrnWAc.js"))
};
/** Each island's loading rule and the prefixes of the UI strings it may use. */
var ISLAND_RULES = {
	"contact-form": {
		when: "query",
		strings: /* @__PURE__ */ withQuoteStrings(["form.", "toast."])
	},
	"comment-form": {
		when: "interaction",
		strings: [
			"comments.",
			"form.",
			"toast."
		]
	},
	"newsletter-form": {
		when: "interaction",
		strings: [
			"footer.newsletter.",
			"form.",
			"toast."
		]
	},
	estimator: {
		when: "query",
		strings: ["estimator.", "form."]
	},
	"solar-estimator": {
		when: "query",
		strings: [
			"solar.",
			"estimator.range",
			"estimator.quote.yes",
			"estimator.quote.no"
		]
	},
	"article-list": {
		when: "query",
		strings: ["blog.", "comments.count."]
	},
	"site-search": {
		when: "query",
		strings: ["search."]
	},
	reviews: {
		when: "visible",
		strings: ["reviews."]
	},
	"before-after": {
		when: "visible",
		strings: ["slider."]
	},
	gallery: {
		when: "interaction",
		strings: ["gallery."]
	},
	"share-button": {
		when: "interaction",
		strings: ["product.share", "toast."]
	},
	"share-row": {
		when: "interaction",
		strings: ["blog.share"]
	}
};
// src/islands/Island.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/islands/Island.tsx");
var components = /* @__PURE__ */ new Map();
var loading;
/**
* Loads every island's component, once, for the prerender to render them in place: rendering is
* synchronous, and the registry gives each component as the chunk the browser loads on its own.
*/
function loadIslands() {
	return loading ??= loadAll();
}
async function loadAll() {
	await Promise.all(Object.entries(ISLANDS).map(async ([name, load]) => {
		components.set(name, (await load()).default);
	}));
}
/** The UI strings an island may use, by the key prefixes of its definition. */
function islandStrings(name, all) {
	const prefixes = ISLAND_RULES[name].strings;
	return Object.fromEntries(Object.entries(all).filter(([key]) => prefixes.some((p) => key.startsWith(p))));
}
/**
* Strings that fail loudly on a key outside the island's prefixes: the browser would have only the
* island's own, so the page would hydrate with a different text than the prerender wrote.
*/
function strictStrings(name, own) {
	return new Proxy(own, { get(target, key) {
		if (typeof key !== "string" || key in target) return target[key];
		throw new Error(`The ${name} island uses the UI string "${key}", outside its prefixes (${ISLAND_RULES[name].strings.join(", ")}); add its prefix to ISLAND_RULES in src/islands/registry.ts.`);
	} });
}
/** Props and strings as JSON inside a <script>: `<` escaped so no text can close the element. */
function serializeIslandData(data) {
	return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
/**
* An island in the prerendered page: its data (props and strings) in a JSON script, then its HTML in a
* container the browser hydrates on its own root (src/islands/loader.ts). The container takes no room of
* its own (`display: contents`), so the island lays out as its component does anywhere else.
*/
function Island({ name, props }) {
	const { locale, strings } = useI18n();
	const Component = components.get(name);
	if (!Component) throw new Error(`The ${name} island was rendered before loadIslands() (src/islands/Island.tsx)`);
	const own = islandStrings(name, strings);
	const data = {
		props,
		locale,
		strings: own
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("script", {
		...ISLAND_DATA_ATTRIBUTES,
		dangerouslySetInnerHTML: { __html: serializeIslandData(data) }
	}), /* @__PURE__ */ jsx("div", {
		...islandContainerAttributes(name, ISLAND_RULES[name].when),
		children: /* @__PURE__ */ jsx(I18nProvider, {
			value: {
				locale,
				strings: strictStrings(name, own)
			},
			children: createElement(Component, props)
		})
	})] });
}
// src/components/PhoneLink.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/PhoneLink.tsx");
/** A phone number that dials when pressed; it reads left to right in every language, Arabic included. */
function PhoneLink({ phone, className }) {
	return /* @__PURE__ */ jsx("a", {
		className,
		href: `tel:${phone.replace(/\s/g, "")}`,
		dir: "ltr",
		children: phone
	});
}
// src/components/layout/Footer.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/layout/Footer.tsx");
/** Footer: newsletter, legal links, navigation, both offices, copyright. */
function Footer() {
	const t = useT();
	const locale = useLocale();
	const { site } = useShell();
	const page = usePageUrl();
	const legal = [
		{
			key: "footer.legal.mentions",
			path: PAGE_PATHS["mentions-legales"]
		},
		{
			key: "footer.legal.privacy",
			path: PAGE_PATHS["politique-confidentialite"]
		},
		{
			key: "footer.legal.search",
			path: PAGE_PATHS.rechercher
		}
	];
	return /* @__PURE__ */ jsxs("footer", {
		className: "site-footer",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "site-footer__grid",
			children: [
				/* @__PURE__ */ jsxs("section", {
					className: "site-footer__newsletter",
					"aria-labelledby": "footer-newsletter",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "footer-newsletter",
							children: t("footer.newsletter.title")
						}),
						/* @__PURE__ */ jsx("p", { children: t("footer.newsletter.text") }),
						/* @__PURE__ */ jsx(Island, {
							name: "newsletter-form",
							props: { page }
						})
					]
				}),
				/* @__PURE__ */ jsxs("nav", {
					"aria-labelledby": "footer-nav",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "footer-nav",
						children: t("footer.nav.title")
					}), /* @__PURE__ */ jsx("ul", { children: mainNavigation.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: localeUrl(item.path, locale),
						children: t(item.key)
					}) }, item.key)) })]
				}),
				/* @__PURE__ */ jsxs("nav", {
					"aria-labelledby": "footer-legal",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "footer-legal",
						children: t("footer.legal.title")
					}), /* @__PURE__ */ jsx("ul", { children: legal.map((l) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: localeUrl(l.path, locale),
						children: t(l.key)
					}) }, l.key)) })]
				}),
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "footer-contact",
					className: "site-footer__contact",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "footer-contact",
						children: t("footer.contact.title")
					}), site.offices.map((o) => /* @__PURE__ */ jsxs("address", {
						className: "office",
						children: [
							/* @__PURE__ */ jsxs("p", {
								className: "office__country",
								children: [/* @__PURE__ */ jsx("img", {
									src: o.flag.src,
									alt: "",
									width: "24",
									height: "16",
									loading: "lazy"
								}), t(`office.country.${o.countryCode}`)]
							}),
							/* @__PURE__ */ jsxs("p", { children: [
								/* @__PURE__ */ jsx("span", {
									className: "visually-hidden",
									children: t("office.label", { label: t("office.address") })
								}),
								o.street,
								", ",
								o.postalCode,
								" ",
								o.city
							] }),
							/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx("span", {
								className: "visually-hidden",
								children: t("office.label", { label: t("office.email") })
							}), /* @__PURE__ */ jsx("a", {
								href: `mailto:${o.email}`,
								children: o.email
							})] }),
							/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx("span", {
								className: "visually-hidden",
								children: t("office.label", { label: t("office.phone") })
							}), /* @__PURE__ */ jsx(PhoneLink, { phone: o.phone })] })
						]
					}, o.countryCode))]
				})
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "site-footer__bottom",
			children: [/* @__PURE__ */ jsx("p", { children: t("footer.copyright", {
				year: site.copyrightYear,
				name: site.legalName
			}) }), site.social.length > 0 && /* @__PURE__ */ jsx("ul", {
				className: "site-footer__social",
				"aria-label": t("footer.social"),
				children: site.social.map((s) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
					href: s.url,
					rel: "noopener noreferrer me",
					children: s.name
				}) }, s.name))
			})]
		})]
	});
}
// src/lib/language-choice.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/language-choice.ts");
/** Where the language menu's links go: the function that records the choice, then the page. */
function languageChoicePath(target) {
	return `${API_PATHS.language}?to=${encodeURIComponent(target)}`;
}
// src/components/layout/LanguageMenu.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/layout/LanguageMenu.tsx");
/**
* Language menu: a native disclosure of plain links, so it opens and the choice is kept without any
* script; each language links to the same path under its prefix, through /api/language, which
* remembers the choice so `/` opens in it next time. src/shell/language-menu.ts closes it on Escape and
* on a click outside, and carries the address's query over to the chosen language.
*/
function LanguageMenu() {
	const t = useT();
	const locale = useLocale();
	const { languages } = useShell();
	const pathname = usePageUrl();
	const current = languages.find((l) => l.code === locale);
	return /* @__PURE__ */ jsxs("details", {
		className: "lang-menu",
		"data-shell": "language-menu",
		children: [/* @__PURE__ */ jsx("summary", {
			className: "lang-menu__button",
			"aria-controls": "lang-menu-list",
			"aria-label": `${locale.toUpperCase()} · ${t("lang.change", { language: current?.name ?? locale })}`,
			children: /* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				children: locale.toUpperCase()
			})
		}), /* @__PURE__ */ jsx("ul", {
			id: "lang-menu-list",
			className: "lang-menu__list",
			children: languages.map((l) => {
				const target = switchLocaleUrl(pathname, locale, l.code);
				return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
					href: target === null ? localeUrl(parseUrl(pathname).path, locale) : languageChoicePath(target),
					hrefLang: l.code,
					lang: l.code,
					"aria-current": target === null ? "true" : void 0,
					children: l.name
				}) }, l.code);
			})
		})]
	});
}
// src/components/layout/MegaDropdown.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/layout/MegaDropdown.tsx");
/**
* The Solutions mega dropdown: three columns built from content/navigation.yaml. It shows while the
* pointer is over its menu item (CSS) or while its toggle says so (`data-open`, set by
* src/shell/dropdown.ts). Columns appear one after the other, 80 ms apart, unless the visitor prefers
* reduced motion (CSS).
*/
function MegaDropdown({ id }) {
	const { dropdown } = useShell();
	return /* @__PURE__ */ jsx("div", {
		id,
		className: "mega-dropdown",
		children: dropdown.map((column, i) => /* @__PURE__ */ jsxs("div", {
			className: "mega-dropdown__column",
			style: { "--stagger": i },
			children: [/* @__PURE__ */ jsx(Link, {
				to: column.path,
				className: "mega-dropdown__title",
				children: column.label
			}), /* @__PURE__ */ jsx("ul", { children: column.items.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
				to: item.path,
				children: item.label
			}) }, item.path)) })]
		}, column.category))
	});
}
// src/components/layout/MobileMenu.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/layout/MobileMenu.tsx");
/**
* Mobile side menu: slides in at 80% of the width, with a collapsible Solutions submenu, opened and
* closed by src/shell/mobile-menu.ts (closing the menu also closes the submenu; Escape closes it and
* returns focus). The toggle's two names travel as data attributes.
*/
function MobileMenu() {
	const t = useT();
	const locale = useLocale();
	const { dropdown } = useShell();
	return /* @__PURE__ */ jsxs("div", {
		className: "mobile-menu",
		"data-shell": "mobile-menu",
		children: [
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "icon-button mobile-menu__toggle",
				"aria-expanded": "false",
				"aria-controls": "mobile-menu-panel",
				"aria-label": t("nav.openMenu"),
				"data-label-open": t("nav.openMenu"),
				"data-label-close": t("nav.closeMenu"),
				children: /* @__PURE__ */ jsx("svg", {
					"aria-hidden": "true",
					viewBox: "0 0 24 24",
					width: "24",
					height: "24",
					children: /* @__PURE__ */ jsx("path", {
						d: "M4 7h16M4 12h16M4 17h16",
						stroke: "currentColor",
						strokeWidth: "2",
						strokeLinecap: "round"
					})
				})
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mobile-menu__backdrop",
				"aria-hidden": "true",
				hidden: true
			}),
			/* @__PURE__ */ jsx("div", {
				id: "mobile-menu-panel",
				className: "mobile-menu__panel",
				hidden: true,
				children: /* @__PURE__ */ jsx("nav", {
					"aria-label": t("nav.label"),
					children: /* @__PURE__ */ jsx("ul", { children: mainNavigation.map((item) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(Link, {
						to: localeUrl(item.path, locale),
						children: t(item.key)
					}), item.dropdown && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "mobile-menu__submenu-toggle",
						"aria-expanded": "false",
						"aria-controls": "mobile-solutions",
						"aria-label": t("nav.showSolutions"),
						children: /* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							className: "chevron"
						})
					}), /* @__PURE__ */ jsx("ul", {
						id: "mobile-solutions",
						className: "mobile-menu__submenu",
						hidden: true,
						children: dropdown.map((column) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(Link, {
							to: column.path,
							className: "mobile-menu__category",
							children: column.label
						}), /* @__PURE__ */ jsx("ul", { children: column.items.map((i) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: i.path,
							children: i.label
						}) }, i.path)) })] }, column.category))
					})] })] }, item.key)) })
				})
			})
		]
	});
}
// src/components/layout/SearchBox.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/layout/SearchBox.tsx");
/**
* Header search: a GET form to the search page, shown by its toggle (src/shell/search-box.ts: the toggle
* opens the field and focuses it; closing clears the query; it closes when focus leaves it and when the
* pointer leaves the header; an empty query is not sent). The toggle's two names travel as data attributes.
*/
function SearchBox() {
	const t = useT();
	const locale = useLocale();
	return /* @__PURE__ */ jsxs("div", {
		className: "search-box",
		"data-shell": "search",
		children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "icon-button search-box__toggle",
			"aria-expanded": "false",
			"aria-controls": "header-search",
			"aria-label": t("search.open"),
			"data-label-open": t("search.open"),
			"data-label-close": t("search.close"),
			children: /* @__PURE__ */ jsxs("svg", {
				"aria-hidden": "true",
				viewBox: "0 0 24 24",
				width: "20",
				height: "20",
				children: [/* @__PURE__ */ jsx("circle", {
					cx: "10.5",
					cy: "10.5",
					r: "6.5",
					fill: "none",
					stroke: "currentColor",
					strokeWidth: "2"
				}), /* @__PURE__ */ jsx("path", {
					d: "m15.5 15.5 5 5",
					stroke: "currentColor",
					strokeWidth: "2",
					strokeLinecap: "round"
				})]
			})
		}), /* @__PURE__ */ jsxs("form", {
			id: "header-search",
			role: "search",
			action: fixedPageUrl("rechercher", locale),
			method: "get",
			className: "search-box__form",
			hidden: true,
			children: [
				/* @__PURE__ */ jsx("label", {
					htmlFor: "header-search-input",
					className: "visually-hidden",
					children: t("search.label")
				}),
				/* @__PURE__ */ jsx("input", {
					id: "header-search-input",
					name: "q",
					type: "search",
					placeholder: t("search.placeholder")
				}),
				/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "button button--small",
					children: t("search.submit")
				})
			]
		})]
	});
}
// src/components/layout/Header.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/layout/Header.tsx");
/**
* How a main navigation link is current on the page at `pageUrl`: `page` on the page it leads to, `true`
* on the pages under it (a section's articles or products), none elsewhere. With `end` (Home) only the
* page itself counts.
*/
function currentLink(pageUrl, to, end = false) {
	const here = pageUrl.replace(/\/+$/, "");
	const target = to.replace(/\/+$/, "");
	if (here === target) return "page";
	if (!end && here.startsWith(`${target}/`)) return "true";
}
function NavLink({ to, end, children }) {
	const current = currentLink(usePageUrl(), to, end);
	return /* @__PURE__ */ jsx(Link, {
		"aria-current": current,
		className: `main-nav__link${current ? " active" : ""}`,
		to,
		children
	});
}
/**
* Header: logo, main navigation with the Solutions dropdown, language menu, search. Static HTML: the
* dropdown opens on hover by CSS, the rest by the shell's script (src/shell/), which finds its parts by
* their `data-shell` names.
*/
function Header() {
	const t = useT();
	const locale = useLocale();
	const { site } = useShell();
	return /* @__PURE__ */ jsx("header", {
		className: "site-header",
		"data-shell": "header",
		children: /* @__PURE__ */ jsxs("div", {
			className: "site-header__inner",
			children: [
				/* @__PURE__ */ jsx(Link, {
					to: localeUrl("/", locale),
					className: "site-header__logo",
					"aria-label": t("nav.logoHome", { name: site.name }),
					children: /* @__PURE__ */ jsx("img", {
						src: site.logo.src,
						alt: "",
						width: "160",
						height: "40",
						fetchPriority: "low"
					})
				}),
				/* @__PURE__ */ jsx("nav", {
					className: "main-nav",
					"aria-label": t("nav.label"),
					children: /* @__PURE__ */ jsx("ul", {
						className: "main-nav__list",
						children: mainNavigation.map((item) => item.dropdown ? /* @__PURE__ */ jsxs("li", {
							className: "main-nav__item main-nav__item--dropdown",
							"data-shell": "dropdown",
							children: [
								/* @__PURE__ */ jsx(NavLink, {
									to: localeUrl(item.path, locale),
									children: t(item.key)
								}),
								/* @__PURE__ */ jsx("button", {
									type: "button",
									className: "main-nav__toggle",
									"aria-expanded": "false",
									"aria-controls": "solutions-dropdown",
									"aria-label": t("nav.showSolutions"),
									children: /* @__PURE__ */ jsx("span", {
										"aria-hidden": "true",
										className: "chevron"
									})
								}),
								/* @__PURE__ */ jsx(MegaDropdown, { id: "solutions-dropdown" })
							]
						}, item.key) : /* @__PURE__ */ jsx("li", {
							className: "main-nav__item",
							children: /* @__PURE__ */ jsx(NavLink, {
								to: localeUrl(item.path, locale),
								end: item.path === "/",
								children: t(item.key)
							})
						}, item.key))
					})
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "site-header__tools",
					children: [
						/* @__PURE__ */ jsx(SearchBox, {}),
						/* @__PURE__ */ jsx(LanguageMenu, {}),
						/* @__PURE__ */ jsx(MobileMenu, {})
					]
				})
			]
		})
	});
}
// src/components/layout/SkipLink.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/layout/SkipLink.tsx");
/** First focusable element: jumps past the menu to the page's content. */
function SkipLink() {
	const t = useT();
	return /* @__PURE__ */ jsx("a", {
		className: "skip-link",
		href: "#main",
		children: t("a11y.skipLink")
	});
}
// src/lib/speculation-rules.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/speculation-rules.ts");
/**
* Navigation between pages is a page load; this makes it instant where the browser supports
* Speculation Rules: a page is prerendered when the visitor hovers a link to it for a moment or presses
* it. Addresses under /api/ are never fetched ahead: they act (the language choice sets a cookie).
* Other browsers ignore the script. The Content-Security-Policy allows it by its hash (scripts/finish/csp.ts).
*/
var SPECULATION_RULES = { prerender: [{
	where: { and: [{ href_matches: "/*" }, { not: { href_matches: `${API_ROOT}*` } }] },
	eagerness: "moderate"
}] };
/** The script's text, as every page carries it. */
var SPECULATION_RULES_SCRIPT = JSON.stringify(SPECULATION_RULES);
// src/components/layout/SpeculationRules.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/layout/SpeculationRules.tsx");
/** The page's Speculation Rules (src/lib/speculation-rules.ts says what they do). */
function SpeculationRules() {
	return /* @__PURE__ */ jsx("script", {
		type: "speculationrules",
		dangerouslySetInnerHTML: { __html: SPECULATION_RULES_SCRIPT }
	});
}
// src/components/layout/LocaleLayout.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/layout/LocaleLayout.tsx");
/**
* The shell of every page in one locale: header, main content, footer. Rendered by the prerender only:
* in the browser its parts work as HTML and CSS, with the shell's script (src/shell/) and the page's
* islands (src/islands/).
*/
function LocaleLayout({ shell, strings, children }) {
	return /* @__PURE__ */ jsxs(I18nProvider, {
		value: {
			locale: shell.locale,
			strings,
			shell
		},
		children: [
			/* @__PURE__ */ jsx(Head, {
				htmlAttributes: {
					lang: shell.locale,
					dir: shell.dir
				},
				children: /* @__PURE__ */ jsx("meta", { charSet: "utf-8" })
			}),
			/* @__PURE__ */ jsx(SkipLink, {}),
			/* @__PURE__ */ jsx(Header, {}),
			/* @__PURE__ */ jsx("main", {
				id: "main",
				tabIndex: -1,
				children
			}),
			/* @__PURE__ */ jsx(Footer, {}),
			/* @__PURE__ */ jsx(SpeculationRules, {})
		]
	});
}
// src/components/estimator/figures-slot.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/estimator/figures-slot.tsx");
/**
* An estimator's figures, given by the page whose data carries them (src/app/page-view.tsx) to wherever a
* block, an article or the product page places the estimator. `missing` says what to do when a page places
* one without them.
*/
function figuresSlot(missing) {
	const Figures = createContext(null);
	function Provider({ data, children }) {
		return data ? /* @__PURE__ */ jsx(Figures.Provider, {
			value: data,
			children
		}) : /* @__PURE__ */ jsx(Fragment, { children });
	}
	function useFigures() {
		const data = useContext(Figures);
		if (!data) throw new Error(missing);
		return data;
	}
	return {
		Provider,
		useFigures
	};
}
// src/components/estimator/estimator-slot.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/estimator/estimator-slot.tsx");
var slot$1 = figuresSlot("An estimator was placed on a page whose data has no `estimator`; the page builders in scripts/content/page-builders/ add it to pages with an estimator block, articles using <Estimator /> and the products of content/estimator.yaml.");
var EstimatorProvider = slot$1.Provider;
/** The estimator where a page, a block or an article places it: an island, its code its own chunk. */
function EstimatorHere({ preset, title }) {
	return /* @__PURE__ */ jsx(Island, {
		name: "estimator",
		props: {
			data: slot$1.useFigures(),
			preset,
			title
		}
	});
}
// src/components/solar-estimator/solar-slot.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/solar-estimator/solar-slot.tsx");
var slot = figuresSlot("A solar estimator was placed on a page whose data has no `solarEstimator`; the page builders in scripts/content/page-builders/ add it to pages with a solar-estimator block, articles using <SolarEstimator /> and the products of content/solar-estimator.yaml.");
var SolarEstimatorProvider = slot.Provider;
/** The solar estimator where a page, a block or an article places it: an island, its code its own chunk. */
function SolarEstimatorHere({ mount, title }) {
	return /* @__PURE__ */ jsx(Island, {
		name: "solar-estimator",
		props: {
			data: slot.useFigures(),
			mount,
			title
		}
	});
}
// src/components/SmartLink.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/SmartLink.tsx");
/**
* A link as content writes it: site paths get the visitor's language prefix; files download; other
* sites open normally.
*/
function SmartLink({ href, className, children }) {
	const locale = useLocale();
	if (isFileLink(href)) return /* @__PURE__ */ jsx("a", {
		href,
		className,
		download: true,
		children
	});
	if (isExternal(href)) return /* @__PURE__ */ jsx("a", {
		href,
		className,
		rel: href.startsWith("http") ? "noopener noreferrer" : void 0,
		children
	});
	return /* @__PURE__ */ jsx(Link, {
		to: localeUrl(href, locale),
		className,
		children
	});
}
// src/components/CtaButton.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/CtaButton.tsx");
/** A content call-to-action as a button; nothing when the content has none. */
function CtaButton({ cta, variant = "primary" }) {
	if (!cta) return null;
	return /* @__PURE__ */ jsx(SmartLink, {
		href: cta.link,
		className: `button button--${variant}`,
		children: cta.label
	});
}
// src/components/blocks/Banner.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/Banner.tsx");
/** Call-to-action banner: the page's own text, else the shared default. */
function Banner({ block, defaults }) {
	const title = block?.title ?? defaults?.title;
	const subtitle = block?.subtitle ?? defaults?.subtitle;
	const cta = block?.cta ?? defaults?.cta;
	if (!title) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "banner",
		children: [
			subtitle && /* @__PURE__ */ jsx("p", {
				className: "eyebrow",
				children: subtitle
			}),
			/* @__PURE__ */ jsx("h2", { children: title }),
			/* @__PURE__ */ jsx(CtaButton, {
				cta,
				variant: "light"
			})
		]
	});
}
// src/generated/images.json
var images_default = {
	"/images/articles/budget-pergola-suisse-2.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/articles/budget-pergola-suisse.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/articles/elements-confort-sous-pergola-2.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/articles/elements-confort-sous-pergola.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/articles/pergola-ombrage-integre-2.svg": {
		"width": 800,
		"height": 600
	},
	"/images/articles/pergola-ombrage-integre.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/articles/pergola-zones-cotieres-2.svg": {
		"width": 800,
		"height": 600
	},
	"/images/articles/pergola-zones-cotieres.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/articles/solutions-ecologiques-pergola-2.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/articles/solutions-ecologiques-pergola.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/brand/logo.svg": {
		"width": 320,
		"height": 80
	},
	"/images/brand/og-default.svg": {
		"width": 1200,
		"height": 630
	},
	"/images/flags/ch.svg": {
		"width": 32,
		"height": 32
	},
	"/images/flags/fr.svg": {
		"width": 3,
		"height": 2
	},
	"/images/gallery/pergola-bioclimatique-blanche.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/gallery/pergola-bioclimatique-lac.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/gallery/pergola-bioclimatique-piscine.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/gallery/pergola-stores-coffre.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/gallery/pergola-toile-jardin.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/gallery/pergola-vitree.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/gallery/rolling-roof-chalet.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/gallery/rolling-roof-jardin.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/gallery/rolling-roof-restaurant.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/gallery/rolling-roof-soir.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/gallery/toit-verre-chalet.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/gallery/toit-verre-jardin-hiver.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/gallery/toit-verre-lac.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/gallery/toit-verre-veranda.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/home/after-terrace.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/home/before-terrace.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/home/hero.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/icons/assistance.svg": {
		"width": 64,
		"height": 64
	},
	"/images/icons/expertise.svg": {
		"width": 64,
		"height": 64
	},
	"/images/icons/free-quote.svg": {
		"width": 64,
		"height": 64
	},
	"/images/icons/warranty.svg": {
		"width": 64,
		"height": 64
	},
	"/images/logos/arc-en-pre.svg": {
		"width": 120,
		"height": 120
	},
	"/images/logos/belmontis.svg": {
		"width": 120,
		"height": 120
	},
	"/images/logos/brevoz.svg": {
		"width": 120,
		"height": 120
	},
	"/images/logos/clos-azur.svg": {
		"width": 120,
		"height": 120
	},
	"/images/logos/lumen-rive.svg": {
		"width": 120,
		"height": 120
	},
	"/images/logos/solvane.svg": {
		"width": 120,
		"height": 120
	},
	"/images/logos/vieux-tilleul.svg": {
		"width": 120,
		"height": 120
	},
	"/images/logos/vortal.svg": {
		"width": 120,
		"height": 120
	},
	"/images/pages/pergolas-after.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/pages/pergolas-before.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/pages/solar-panels.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/partners/atelier-alu-leman.svg": {
		"width": 240,
		"height": 120
	},
	"/images/partners/lumaris-solaire.svg": {
		"width": 240,
		"height": 120
	},
	"/images/partners/toiles-de-l-arve.svg": {
		"width": 240,
		"height": 120
	},
	"/images/partners/verrerie-des-voirons.svg": {
		"width": 240,
		"height": 120
	},
	"/images/products/borne-recharge-electrique-hero.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/products/carports-detail-1.svg": {
		"width": 800,
		"height": 600
	},
	"/images/products/carports-detail-2.svg": {
		"width": 800,
		"height": 600
	},
	"/images/products/carports-detail-3.svg": {
		"width": 800,
		"height": 600
	},
	"/images/products/carports-detail-4.svg": {
		"width": 800,
		"height": 600
	},
	"/images/products/carports-solaire-hero.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/products/carports-v-hero.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/products/energie-detail-1.svg": {
		"width": 800,
		"height": 600
	},
	"/images/products/energie-detail-2.svg": {
		"width": 800,
		"height": 600
	},
	"/images/products/fenetre-guillotine-hero.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/products/murs-de-verre-hero.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/products/pergola-toile-hero.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/products/pergolas-bioclimatique-hero.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/products/pergolas-detail-1.svg": {
		"width": 800,
		"height": 600
	},
	"/images/products/pergolas-detail-2.svg": {
		"width": 800,
		"height": 600
	},
	"/images/products/pergolas-detail-3.svg": {
		"width": 800,
		"height": 600
	},
	"/images/products/pergolas-detail-4.svg": {
		"width": 800,
		"height": 600
	},
	"/images/products/pergolas-detail-5.svg": {
		"width": 800,
		"height": 600
	},
	"/images/products/pergolas-detail-6.svg": {
		"width": 800,
		"height": 600
	},
	"/images/products/pergolas-detail-7.svg": {
		"width": 800,
		"height": 600
	},
	"/images/products/pergolas-detail-8.svg": {
		"width": 800,
		"height": 600
	},
	"/images/products/pompes-a-chaleur-hero.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/products/rolling-roof-hero.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/products/rolling-roof-plus-hero.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/products/stores-coffre-de-pergolas-hero.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/products/toit-en-verre-retractable-hero.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/products/vitrage-detail-1.svg": {
		"width": 800,
		"height": 600
	},
	"/images/products/vitrage-detail-2.svg": {
		"width": 800,
		"height": 600
	},
	"/images/products/vitrage-detail-3.svg": {
		"width": 800,
		"height": 600
	},
	"/images/products/vitrage-detail-4.svg": {
		"width": 800,
		"height": 600
	},
	"/images/services/carports.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/services/energie-solaire.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/services/pergolas.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/services/vitrage.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/showcase/carport-solaire.svg": {
		"width": 1200,
		"height": 800
	},
	"/images/showcase/carport-v-chalet.svg": {
		"width": 1200,
		"height": 800
	}
};
// src/lib/images.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/images.ts");
/** Formats of the variants, best first: a `<picture>` lists its sources in this order. */
var VARIANT_FORMATS = ["avif", "webp"];
function variantUrl(stem, width, format) {
	return `${stem}-${width}.${format}`;
}
/** The `srcset` of one format of a raster image, e.g. `/_img/terrace-1a2b3c4d-480.avif 480w, …`. */
function variantSrcSet(variants, format) {
	return variants.widths.map((w) => `${variantUrl(variants.stem, w, format)} ${w}w`).join(", ");
}
// src/components/Picture.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/Picture.tsx");
/** Every picture's size and variants, measured by the content build. */
var images = images_default;
/** How wide the picture is shown, for the browser to pick a variant; the page is at most 72rem wide. */
var SIZES = {
	/** The whole content column. */
	full: "(min-width: 72rem) 72rem, 100vw",
	/** One of two columns (hero, picture beside text). */
	half: "(min-width: 72rem) 36rem, (min-width: 48rem) 50vw, 100vw",
	/** A card in a grid of three or four. */
	card: "(min-width: 72rem) 24rem, (min-width: 40rem) 50vw, 100vw",
	/** The reading column of an article. */
	prose: "(min-width: 50rem) 50rem, 100vw"
};
/** A content picture, sized from the build's manifest, with AVIF and WebP variants when it is a photo. */
function Picture(props) {
	return /* @__PURE__ */ jsx(ResponsivePicture, {
		...props,
		image: images[props.src]
	});
}
/**
* The rendering behind Picture, for a known `image`. Without one (a picture added while `npm run
* dev` runs, before the manifest is rewritten) it falls back to a plain <img>; the build always
* has one, since it measures every file under public/images/.
*/
function ResponsivePicture({ image, src, alt, sizes = SIZES.full, loading = "lazy", className, draggable }) {
	const eager = loading === "eager";
	const variants = image?.variants;
	if (eager) {
		if (variants) preload(src, {
			as: "image",
			imageSrcSet: variantSrcSet(variants, "avif"),
			imageSizes: sizes,
			type: "image/avif",
			fetchPriority: "high"
		});
		else preload(src, {
			as: "image",
			fetchPriority: "high"
		});
	}
	const img = /* @__PURE__ */ jsx("img", {
		className,
		src,
		alt,
		width: image?.width,
		height: image?.height,
		loading,
		fetchPriority: eager ? "high" : void 0,
		decoding: eager ? void 0 : "async",
		draggable
	});
	if (!variants) return img;
	return /* @__PURE__ */ jsxs("picture", {
		style: { display: "contents" },
		children: [VARIANT_FORMATS.map((format) => /* @__PURE__ */ jsx("source", {
			type: `image/${format}`,
			srcSet: variantSrcSet(variants, format),
			sizes,
			style: { display: "none" }
		}, format)), img]
	});
}
// src/components/blocks/ArticleCard.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/ArticleCard.tsx");
/** One article in a list: picture, title, excerpt, date, author and comment count. */
function ArticleCard({ article, headingLevel = 3 }) {
	const t = useT();
	const tn = useTn();
	const H = `h${headingLevel}`;
	return /* @__PURE__ */ jsxs("article", {
		className: "article-card",
		children: [/* @__PURE__ */ jsx(Picture, {
			src: article.image.src,
			alt: article.image.alt,
			sizes: SIZES.card
		}), /* @__PURE__ */ jsxs("div", {
			className: "article-card__body",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "article-card__category",
					children: t(`blog.category.${article.category}`)
				}),
				/* @__PURE__ */ jsx(H, { children: /* @__PURE__ */ jsx(Link, {
					to: article.path,
					className: "card__link",
					children: article.title
				}) }),
				/* @__PURE__ */ jsx("p", { children: article.excerpt }),
				/* @__PURE__ */ jsxs("p", {
					className: "article-card__meta",
					children: [
						/* @__PURE__ */ jsx("time", {
							dateTime: article.date,
							children: article.dateLabel
						}),
						/* @__PURE__ */ jsx("span", { children: t("blog.by", { author: article.author }) }),
						/* @__PURE__ */ jsx("span", { children: tn("comments.count", article.comments) })
					]
				})
			]
		})]
	});
}
// src/components/blocks/BlogTeaser.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/BlogTeaser.tsx");
function BlogTeaser({ block, articles }) {
	return /* @__PURE__ */ jsxs("section", {
		className: "blog-teaser",
		children: [
			/* @__PURE__ */ jsx("h2", { children: block.title }),
			block.subtitle && /* @__PURE__ */ jsx("p", {
				className: "section-intro",
				children: block.subtitle
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "card-grid card-grid--3",
				children: articles.map((a) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ArticleCard, { article: a }) }, a.slug))
			}),
			/* @__PURE__ */ jsx(CtaButton, { cta: block.cta })
		]
	});
}
// src/components/blocks/Faq.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/Faq.tsx");
/**
* Collapsible questions: native <details>, so several can be open at once, each works
* with the keyboard and without JavaScript; CSS animates the opening in 300 ms.
*/
function Faq({ title, subtitle, description, items }) {
	const t = useT();
	return /* @__PURE__ */ jsxs("section", {
		className: "faq",
		children: [
			subtitle && /* @__PURE__ */ jsx("p", {
				className: "eyebrow",
				children: subtitle
			}),
			/* @__PURE__ */ jsx("h2", { children: title ?? t("faq.title") }),
			description && /* @__PURE__ */ jsx("p", {
				className: "faq__intro",
				children: description
			}),
			/* @__PURE__ */ jsx("div", {
				className: "faq__list",
				children: items.map((item) => /* @__PURE__ */ jsxs("details", {
					className: "faq__item",
					children: [/* @__PURE__ */ jsx("summary", { children: item.question }), /* @__PURE__ */ jsx("div", {
						className: "faq__answer",
						children: /* @__PURE__ */ jsx("p", { children: item.answer })
					})]
				}, item.question))
			})
		]
	});
}
// src/components/blocks/Hero.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/Hero.tsx");
function Hero({ block, headingLevel = 1 }) {
	const H = `h${headingLevel}`;
	return /* @__PURE__ */ jsxs("section", {
		className: "hero",
		children: [/* @__PURE__ */ jsx(Picture, {
			className: "hero__image",
			src: block.image.src,
			alt: block.image.alt,
			sizes: SIZES.half,
			loading: headingLevel === 1 ? "eager" : "lazy"
		}), /* @__PURE__ */ jsxs("div", {
			className: "hero__content",
			children: [
				block.subtitle && /* @__PURE__ */ jsx("p", {
					className: "eyebrow",
					children: block.subtitle
				}),
				/* @__PURE__ */ jsx(H, {
					className: "hero__title",
					children: block.title
				}),
				block.description && /* @__PURE__ */ jsx("p", {
					className: "hero__text",
					children: block.description
				}),
				/* @__PURE__ */ jsx(CtaButton, { cta: block.cta })
			]
		})]
	});
}
// src/components/blocks/ImageText.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/ImageText.tsx");
/** A picture beside text; `reverse` swaps the sides (logical order, so it mirrors in RTL). */
function ImageText({ block }) {
	return /* @__PURE__ */ jsxs("section", {
		className: "image-text",
		"data-reverse": block.reverse,
		children: [/* @__PURE__ */ jsx(Picture, {
			className: "image-text__image",
			src: block.image.src,
			alt: block.image.alt,
			sizes: SIZES.half
		}), /* @__PURE__ */ jsxs("div", {
			className: "image-text__body",
			children: [
				block.subtitle && /* @__PURE__ */ jsx("p", {
					className: "eyebrow",
					children: block.subtitle
				}),
				/* @__PURE__ */ jsx("h2", { children: block.title }),
				/* @__PURE__ */ jsx("p", { children: block.description }),
				block.items.length > 0 && /* @__PURE__ */ jsx("ul", {
					className: "check-list",
					children: block.items.map((item) => /* @__PURE__ */ jsx("li", { children: item }, item))
				}),
				block.italicInfo && /* @__PURE__ */ jsx("p", {
					className: "image-text__note",
					children: block.italicInfo
				}),
				/* @__PURE__ */ jsx(CtaButton, { cta: block.cta })
			]
		})]
	});
}
// src/components/blocks/LogoStrip.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/LogoStrip.tsx");
/**
* Scrolling strip of client logos (30 s a loop, 2 rem gap, 120 px logos, pauses on
* hover). The list is rendered twice for a seamless loop; the copy is hidden from assistive
* technology, and the strip stands still when the visitor prefers reduced motion. A toggle (and
* keyboard focus inside) pauses it too, so it can be stopped without a mouse (WCAG 2.2.2).
*/
function LogoStrip({ block }) {
	const t = useT();
	const [paused, setPaused] = useState(false);
	const list = (copy) => /* @__PURE__ */ jsx("ul", {
		className: "logo-strip__list",
		"aria-hidden": copy || void 0,
		children: block.logos.map((logo) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("img", {
			src: logo.src,
			alt: copy ? "" : logo.alt,
			width: "120",
			height: "120",
			loading: "lazy"
		}) }, logo.src))
	});
	return /* @__PURE__ */ jsxs("section", {
		className: `logo-strip${paused ? " logo-strip--paused" : ""}`,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "logo-strip__header",
			children: [/* @__PURE__ */ jsx("h2", { children: block.title }), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "logo-strip__pause",
				"aria-pressed": paused,
				"aria-label": t("logos.pause"),
				onClick: () => setPaused((p) => !p),
				children: /* @__PURE__ */ jsx("svg", {
					"aria-hidden": "true",
					viewBox: "0 0 16 16",
					width: "16",
					height: "16",
					children: paused ? /* @__PURE__ */ jsx("path", {
						d: "M4 2.5v11l9-5.5z",
						fill: "currentColor"
					}) : /* @__PURE__ */ jsx("path", {
						d: "M4 2h3v12H4zM9 2h3v12H9z",
						fill: "currentColor"
					})
				})
			})]
		}), /* @__PURE__ */ jsx("div", {
			className: "logo-strip__viewport",
			children: /* @__PURE__ */ jsxs("div", {
				className: "logo-strip__track",
				children: [list(false), list(true)]
			})
		})]
	});
}
// src/components/blocks/PartnersStats.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/PartnersStats.tsx");
function PartnersStats({ block }) {
	return /* @__PURE__ */ jsxs("section", {
		className: "partners-stats",
		children: [
			/* @__PURE__ */ jsx("h2", { children: block.title }),
			/* @__PURE__ */ jsx("ul", {
				className: "partners-stats__stats",
				children: block.stats.map((s) => /* @__PURE__ */ jsxs("li", { children: [
					/* @__PURE__ */ jsx("strong", {
						className: "stat__number",
						children: s.number
					}),
					/* @__PURE__ */ jsx("span", {
						className: "stat__subtitle",
						children: s.subtitle
					}),
					/* @__PURE__ */ jsx("span", {
						className: "stat__text",
						children: s.description
					})
				] }, s.subtitle))
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "partners-stats__partners",
				children: block.partners.map((p) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("img", {
					src: p.logo.src,
					alt: p.logo.alt,
					width: "160",
					height: "80",
					loading: "lazy"
				}) }, p.name))
			})
		]
	});
}
// src/components/blocks/NewsletterButtonPage.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/NewsletterButtonPage.tsx");
/**
* The pages the newsletter's mail links land on (confirm, unsubscribe): one button, a plain form (no script
* needed). The token of the mail's link is not on this static page: the function's GET kept it in an
* HttpOnly cookie that only the POST below receives, so only this deliberate press acts. The locale tells
* the function which page to answer with.
*/
function NewsletterButtonPage({ block, headingLevel, action }) {
	const locale = useLocale();
	const H = `h${headingLevel}`;
	return /* @__PURE__ */ jsxs("section", {
		className: `not-found ${action === API_PATHS.newsletterConfirm ? "newsletter-confirm" : "newsletter-unsubscribe"}`,
		children: [
			/* @__PURE__ */ jsx(H, { children: block.title }),
			/* @__PURE__ */ jsx("p", { children: block.text }),
			/* @__PURE__ */ jsxs("form", {
				method: "post",
				action,
				className: "not-found__actions",
				children: [/* @__PURE__ */ jsx("input", {
					type: "hidden",
					name: "locale",
					value: locale
				}), /* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "button button--primary",
					children: block.button
				})]
			})
		]
	});
}
// src/lib/zod-config.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/zod-config.ts");
z.config({ jitless: true });
// src/schemas/common.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/schemas/common.ts");
/** Non-empty text with surrounding whitespace removed. */
var text = () => z.string().trim().min(1, "must not be empty");
/**
* The string schemas that refer to a page or a file. The content check walks each entry's schema
* beside its data and checks every value marked here, whatever its field is called.
*/
var references = z.registry();
/**
* A link as an author writes it. A site path is locale-neutral: the page adds the visitor's language prefix.
* A copy with words of its own (`link.describe(…)`) keeps the mark in `references`: zod's registries inherit.
*/
var link = z.string().trim().regex(/^(\/[a-z0-9\-/.]*(\?[^\s#]*)?(#[\w-]+)?|https?:\/\/\S+|tel:\+?[\d\s]+|mailto:\S+@\S+)$/, "expected a site path starting with \"/\" (for example \"/contact\"), an https:// address, tel: or mailto:").describe("A page of the site such as /contact/ or /products/carports-v/ (without the language), an https:// address, tel: or mailto:").register(references, { kind: "link" });
var image = z.strictObject({
	src: z.string().regex(/^\/images\/[\w\-/.]+\.(svg|jpe?g|png|avif|webp)$/, "expected a path under /images/ ending in .svg, .jpg, .png, .avif or .webp").meta({
		title: "Picture",
		description: "A file under public/images/: SVG, JPEG, PNG, AVIF or WebP."
	}).register(references, { kind: "image" }),
	alt: text().meta({
		title: "Alternative text",
		description: "Read by screen readers instead of the picture: say what it shows."
	})
}).meta({
	title: "Picture",
	description: "A picture and its alternative text."
});
z.strictObject({
	label: text().describe("Text on the button."),
	link
}).meta({
	title: "Button",
	description: "A button: its text and where it leads."
});
z.strictObject({
	title: text().max(70, "keep titles under 70 characters so search engines do not cut them").describe("Title shown in the browser tab and search results, without the site name."),
	description: text().max(180, "keep descriptions under 180 characters").describe("One or two sentences shown under the title in search results."),
	keywords: z.array(text()).default([]).describe("Search words for the page's keywords tag, one per entry."),
	image: image.optional().describe("Picture used when the page is shared; defaults to the page's main image."),
	noIndex: z.boolean().default(false).meta({
		title: "Hide from search engines",
		description: "Asks search engines to leave the page out of their results."
	}),
	noFollow: z.boolean().default(false).meta({ title: "Ask search engines not to follow the page's links" })
}).meta({
	title: "Search engines",
	description: "How the page appears in search results and when shared."
});
z.strictObject({
	question: text().describe("The question as a visitor would ask it; a click on it opens the answer."),
	answer: text().describe("Shown under the question once it is opened.")
}).meta({
	title: "Question",
	description: "A question and its answer."
});
// src/schemas/site.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/schemas/site.ts");
/** One office of the company, shown in the footer and in the Organization JSON-LD. */
var office = z.strictObject({
	countryCode: z.enum(["CH", "FR"]).meta({
		title: "Country",
		description: "CH for Switzerland, FR for France (ISO 3166 country code)."
	}),
	street: text().describe("Street and number."),
	postalCode: text(),
	city: text(),
	email: z.email("expected an e-mail address such as contact@example.ch").meta({
		title: "E-mail",
		description: "The office's e-mail address, shown in the footer."
	}),
	phone: z.string().regex(/^\+\d[\d\s]{6,}$/, "expected an international number such as +41 22 555 01 00").describe("International format, for example +41 22 555 01 00; shown in the footer."),
	flag: image.meta({
		title: "Flag",
		description: "Small flag beside the country name in the footer."
	})
}).meta({ title: "Office" });
/** The days of the week, as office hours name them (`mo` is Monday). */
var WEEKDAYS = [
	"mo",
	"tu",
	"we",
	"th",
	"fr",
	"sa",
	"su"
];
var time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "expected a time of the 24-hour clock such as \"08:00\"");
var openingHours = z.strictObject({
	days: z.array(z.enum(WEEKDAYS)).min(1).describe("The days with these hours: mo (Monday), tu, we, th, fr, sa, su (Sunday)."),
	opens: time.describe("Opening time on the 24-hour clock, such as 08:00 (Swiss time)."),
	closes: time.describe("Closing time on the 24-hour clock, such as 17:30; later than the opening.")
}).refine((h) => h.opens < h.closes, {
	message: "closes before it opens; write the later time in `closes`",
	path: ["closes"]
}).describe("Days and the hours the offices are open on them.");
z.strictObject({
	name: text().describe("Short company name, added after every page title in the browser tab (\"… | Terraluce\")."),
	legalName: text().describe("Name as registered in the commercial register; shown in the copyright line."),
	url: z.url().regex(/[^/]$/, "write the address without a trailing slash").meta({
		title: "Site address",
		description: "The site's public address, starting with https://, without a / at the end."
	}),
	logo: image.meta({
		title: "Logo",
		description: "The logo at the top of every page."
	}),
	defaultImage: image.pick({ src: true }).meta({
		title: "Default picture",
		description: "Shown when a page without a picture of its own is shared; its alternative text is the language's seo.defaultImageAlt."
	}),
	foundingYear: z.number().int().min(1900).describe("Year the company was founded, told to search engines; it backs the \"over 20 years\" claim."),
	copyrightYear: z.number().int().min(2e3).describe("Year in the copyright line at the foot of every page."),
	registerNumber: text().meta({
		title: "Enterprise number (UID)",
		description: "The enterprise identification number, CHE-…; not a commercial register number."
	}),
	vatNumber: text().meta({ title: "VAT number" }),
	offices: z.array(office).min(1).describe("The company's offices, each with its address, e-mail and phone in the footer. The first is the registered office the legal pages name."),
	officeHours: z.array(openingHours).min(1).describe("When the offices answer the phone and receive visitors: shown by the Office hours section and told to search engines."),
	social: z.array(z.strictObject({
		name: text().describe("Name of the network, such as LinkedIn; the link text in the footer."),
		url: z.url().meta({
			title: "Address",
			description: "Full https:// address of the profile."
		})
	})).default([]).meta({
		title: "Social networks",
		description: "Links to the company's profiles, at the foot of every page."
	}),
	warranty: z.strictObject({
		scope: z.enum(["defects", "full"]).meta({
			title: "What the warranty covers",
			description: "defects: material and manufacturing defects, the warranty every product carries. full: everything, which the pages may then call a full warranty."
		}),
		years: z.number().int().min(1).optional().meta({
			title: "Years",
			description: "How long the warranty lasts, when the company states it; the pages may name no other duration."
		})
	}).meta({
		title: "Warranty",
		description: "What every product's warranty covers and for how long: the content check refuses a page that promises more."
	}),
	colourChart: link.meta({
		title: "Colour chart",
		description: "Address of the colour chart PDF that the build makes: /downloads/nuancier-couleurs.pdf. Product buttons may link to it."
	})
});
// src/lib/office-hours.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/office-hours.ts");
/** The openings of `content/site.yaml` gathered by the days they share ("Monday to Friday: 08:00–12:00, 13:30–17:30"). */
function hoursRows(hours) {
	const rows = /* @__PURE__ */ new Map();
	for (const { days, opens, closes } of hours) {
		const sorted = WEEKDAYS.filter((d) => days.includes(d));
		const key = sorted.join();
		const row = rows.get(key) ?? {
			days: sorted,
			times: []
		};
		row.times.push({
			opens,
			closes
		});
		rows.set(key, row);
	}
	for (const row of rows.values()) row.times.sort((a, b) => a.opens.localeCompare(b.opens));
	return [...rows.values()].sort((a, b) => WEEKDAYS.indexOf(a.days[0]) - WEEKDAYS.indexOf(b.days[0]));
}
function dayRuns(days) {
	const runs = [];
	for (const day of WEEKDAYS.filter((d) => days.includes(d))) {
		const last = runs.at(-1);
		if (last && WEEKDAYS.indexOf(last.at(-1)) === WEEKDAYS.indexOf(day) - 1) last.push(day);
		else runs.push([day]);
	}
	return runs.flatMap((run) => run.length >= 3 ? [{
		from: run[0],
		to: run.at(-1)
	}] : run.map((day) => ({ day })));
}
/**
* An opening as the language writes times of day ("8:00–12:00", "8 h 00 – 12 h 00", "8.00–12.00 Uhr"),
* from content/site.yaml's 24-hour "HH:MM": `{hour}` without its leading zero, `{minute}`.
*/
function clockSpan(time, forms) {
	const write = (hhmm) => {
		const [hour, minute] = hhmm.split(":");
		return format(forms.time, {
			hour: String(Number(hour)),
			minute
		});
	};
	return format(forms.span, {
		opens: write(time.opens),
		closes: write(time.closes)
	});
}
/** A label's first letter in capitals, as a line of a list starts ("De lunes a viernes"). */
var labelCase = (text, locale) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
// src/components/blocks/OfficeHours.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/OfficeHours.tsx");
/** The offices' opening hours from content/site.yaml, one line per group of days. Static: no state, no script. */
function OfficeHours({ block }) {
	const { site } = useShell();
	const t = useT();
	const locale = useLocale();
	const clock = {
		time: t("hours.time"),
		span: t("hours.span")
	};
	const day = (d) => t(`hours.day.${d}`);
	const days = (row) => dayRuns(row).map((run) => "day" in run ? day(run.day) : t("hours.dayRange", {
		from: day(run.from),
		to: day(run.to)
	})).join(t("hours.separator"));
	return /* @__PURE__ */ jsxs("section", {
		className: "office-hours",
		"aria-labelledby": "office-hours-title",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "office-hours-title",
			className: "office-hours__title",
			children: block.title
		}), /* @__PURE__ */ jsx("dl", {
			className: "office-hours__list",
			children: hoursRows(site.officeHours).map((row) => /* @__PURE__ */ jsxs("div", {
				className: "office-hours__row",
				children: [/* @__PURE__ */ jsx("dt", { children: labelCase(days(row.days), locale) }), /* @__PURE__ */ jsx("dd", { children: row.times.map((time, i) => /* @__PURE__ */ jsxs("span", { children: [i > 0 && t("hours.separator"), /* @__PURE__ */ jsx("bdi", {
					dir: "ltr",
					children: clockSpan(time, clock)
				})] }, time.opens)) })]
			}, row.days.join()))
		})]
	});
}
// src/components/blocks/LinkCard.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/LinkCard.tsx");
/** A picture, a linked title (the whole card is clickable) and an optional line of text. */
function LinkCard({ image, title, link, text }) {
	return /* @__PURE__ */ jsxs("li", {
		className: "card",
		children: [
			/* @__PURE__ */ jsx(Picture, {
				src: image.src,
				alt: image.alt,
				sizes: SIZES.card
			}),
			/* @__PURE__ */ jsx("h3", { children: /* @__PURE__ */ jsx(SmartLink, {
				href: link,
				className: "card__link",
				children: title
			}) }),
			text && /* @__PURE__ */ jsx("p", { children: text })
		]
	});
}
// src/components/blocks/Projects.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/Projects.tsx");
function Projects({ block }) {
	return /* @__PURE__ */ jsxs("section", {
		className: "projects",
		children: [
			/* @__PURE__ */ jsx("h2", { children: block.title }),
			block.subtitle && /* @__PURE__ */ jsx("p", {
				className: "section-intro",
				children: block.subtitle
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "card-grid card-grid--4",
				children: block.projects.map((p) => /* @__PURE__ */ jsx(LinkCard, {
					image: p.image,
					title: p.title,
					link: p.link
				}, p.title))
			}),
			/* @__PURE__ */ jsx(CtaButton, { cta: block.cta })
		]
	});
}
// src/components/blocks/Quality.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/Quality.tsx");
/** The four quality promises. */
function Quality({ quality }) {
	if (!quality) return null;
	return /* @__PURE__ */ jsx("section", {
		className: "quality",
		children: /* @__PURE__ */ jsx("ul", {
			className: "quality__list",
			children: quality.items.map((q) => /* @__PURE__ */ jsxs("li", {
				className: "quality__item",
				children: [
					/* @__PURE__ */ jsx("img", {
						src: q.icon.src,
						alt: "",
						width: "56",
						height: "56",
						loading: "lazy"
					}),
					/* @__PURE__ */ jsx("h2", {
						className: "quality__title",
						children: q.title
					}),
					/* @__PURE__ */ jsx("p", { children: q.description })
				]
			}, q.id))
		})
	});
}
// src/components/blocks/Services.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/Services.tsx");
/** Services showcase: four tiles to the category pages. */
function Services({ services, title }) {
	if (!services) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "services",
		children: [/* @__PURE__ */ jsx("h2", { children: title ?? services.title }), /* @__PURE__ */ jsx("ul", {
			className: "card-grid card-grid--4",
			children: services.items.map((s) => /* @__PURE__ */ jsx(LinkCard, {
				image: s.image,
				title: s.title,
				link: s.link,
				text: s.description
			}, s.link))
		})]
	});
}
// src/components/blocks/Showcase.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/Showcase.tsx");
/** Eight pictures of past work and a button to the portfolio. */
function Showcase({ showcase, title }) {
	if (!showcase) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "showcase",
		children: [
			/* @__PURE__ */ jsx("h2", { children: title ?? showcase.title }),
			/* @__PURE__ */ jsx("ul", {
				className: "showcase__grid",
				children: showcase.images.map((img) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("figure", { children: [/* @__PURE__ */ jsx(Picture, {
					src: img.src,
					alt: img.alt,
					sizes: SIZES.card
				}), /* @__PURE__ */ jsx("figcaption", { children: img.description })] }) }, img.src + img.description))
			}),
			/* @__PURE__ */ jsx(CtaButton, { cta: showcase.cta })
		]
	});
}
// src/components/blocks/TextSection.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/TextSection.tsx");
/** A heading and a paragraph on the gradient band, with the content's button and, when asked, the phone number. */
function TextSection({ block, headingLevel }) {
	const { site } = useShell();
	const H = `h${headingLevel}`;
	const phone = site.offices[0]?.phone;
	return /* @__PURE__ */ jsxs("section", {
		className: "text-section",
		children: [
			/* @__PURE__ */ jsx(H, {
				className: "text-section__title",
				children: block.title
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-section__text",
				children: block.text
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "text-section__actions",
				children: [/* @__PURE__ */ jsx(CtaButton, {
					cta: block.cta,
					variant: "light"
				}), block.showPhone && phone && /* @__PURE__ */ jsx(PhoneLink, {
					className: "button button--outline-light",
					phone
				})]
			})
		]
	});
}
// src/components/blocks/BlockRenderer.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/BlockRenderer.tsx");
/** Renders a page's blocks in order; the first block's title is the page heading. */
function BlockRenderer({ blocks, shared, articles = [], firstIsHeading = true, quoteProducts = {} }) {
	const page = usePageUrl();
	return /* @__PURE__ */ jsx(Fragment, { children: blocks.map((block, i) => {
		const level = i === 0 && firstIsHeading ? 1 : 2;
		switch (block.type) {
			case "hero": return /* @__PURE__ */ jsx(Hero, {
				block,
				headingLevel: level
			}, i);
			case "textSection": return /* @__PURE__ */ jsx(TextSection, {
				block,
				headingLevel: level
			}, i);
			case "imageText": return /* @__PURE__ */ jsx(ImageText, { block }, i);
			case "partnersStats": return /* @__PURE__ */ jsx(PartnersStats, { block }, i);
			case "logoStrip": return /* @__PURE__ */ jsx(LogoStrip, { block }, i);
			case "beforeAfter": return /* @__PURE__ */ jsx(Island, {
				name: "before-after",
				props: { block }
			}, i);
			case "projects": return /* @__PURE__ */ jsx(Projects, { block }, i);
			case "faq": return /* @__PURE__ */ jsx(Faq, { ...block }, i);
			case "reviews": return /* @__PURE__ */ jsx(Island, {
				name: "reviews",
				props: {
					reviews: shared.reviews,
					title: block.title
				}
			}, i);
			case "blogTeaser": return /* @__PURE__ */ jsx(BlogTeaser, {
				block,
				articles
			}, i);
			case "banner": return /* @__PURE__ */ jsx(Banner, {
				block,
				defaults: shared.banner
			}, i);
			case "quality": return /* @__PURE__ */ jsx(Quality, { quality: shared.quality }, i);
			case "services": return /* @__PURE__ */ jsx(Services, {
				services: shared.services,
				title: block.title
			}, i);
			case "gallery": return /* @__PURE__ */ jsx(Island, {
				name: "gallery",
				props: { block }
			}, i);
			case "showcase": return /* @__PURE__ */ jsx(Showcase, {
				showcase: shared.showcase,
				title: block.title
			}, i);
			case "contactForm": return /* @__PURE__ */ jsx(Island, {
				name: "contact-form",
				props: {
					block,
					page,
					products: quoteProducts
				}
			}, i);
			case "estimator": return /* @__PURE__ */ jsx(EstimatorHere, {
				preset: block.preset,
				title: block.title
			}, i);
			case "solar-estimator": return /* @__PURE__ */ jsx(SolarEstimatorHere, {
				mount: block.mount,
				title: block.title
			}, i);
			case "newsletterUnsubscribe": return /* @__PURE__ */ jsx(NewsletterButtonPage, {
				block,
				headingLevel: level,
				action: API_PATHS.newsletterUnsubscribe
			}, i);
			case "newsletterConfirm": return /* @__PURE__ */ jsx(NewsletterButtonPage, {
				block,
				headingLevel: level,
				action: API_PATHS.newsletterConfirm
			}, i);
			case "officeHours": return /* @__PURE__ */ jsx(OfficeHours, { block }, i);
		}
	}) });
}
// src/lib/search.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/search.ts");
var ENTITIES = {
	amp: "&",
	lt: "<",
	gt: ">",
	quot: "\"",
	apos: "'",
	nbsp: "\xA0"
};
/** Turns HTML character references back into text; unknown ones stay as written. */
function decodeEntities(text) {
	return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref) => {
		if (ref[0] === "#") {
			const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
			return code > 0 && code <= 1114111 ? String.fromCodePoint(code) : whole;
		}
		return ENTITIES[ref.toLowerCase()] ?? whole;
	});
}
/**
* Pagefind's excerpt is HTML-escaped page text with the matched words in `<mark>…</mark>`.
* Splitting it into parts lets React render the text as text: any other markup stays visible
* characters and can never become an element.
*/
function excerptParts(excerpt) {
	const parts = [];
	let mark = false;
	for (const piece of excerpt.split(/(<mark>|<\/mark>)/)) if (piece === "<mark>") mark = true;
	else if (piece === "</mark>") mark = false;
	else if (piece) {
		const text = decodeEntities(piece);
		const last = parts[parts.length - 1];
		if (last && last.mark === mark) last.text += text;
		else parts.push({
			text,
			mark
		});
	}
	return parts;
}
/** Which language indexes a locale's search reads: its own, and English for what is untranslated. */
function searchPlan(locale, languages) {
	const own = languages[locale] ? locale : void 0;
	const english = languages["en"];
	const complete = own !== void 0 && english !== void 0 && languages[locale].page_count >= english.page_count;
	return {
		own,
		fallback: locale !== "en" && english && !complete ? "en" : void 0
	};
}
/**
* The locale's own hits first, then English hits for pages it has no translation of, moved
* under the locale's prefix. English hits of translated pages are dropped: the own index
* already searched their translation.
*/
function mergeHits(locale, own, fallback) {
	const hit = ({ url, title, excerpt }) => ({
		url,
		title,
		excerpt
	});
	return [...own.map(hit), ...fallback.filter((h) => !h.translations.includes(locale)).map((h) => ({
		...hit(h),
		url: localeUrl(parseUrl(h.url).path, locale),
		lang: "en"
	}))];
}
/** The `translations` meta of an indexed page: its real translations, from its hreflang list. */
function translationsMeta(alternates) {
	return `translations:${alternates.map((a) => a.hreflang).filter((l) => l !== "x-default").join(" ")}`;
}
/** Parses what translationsMeta wrote, as Pagefind hands it back. */
function parseTranslations(meta) {
	return (meta ?? "").split(/\s+/).filter(Boolean);
}
// src/components/Breadcrumbs.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/Breadcrumbs.tsx");
function Breadcrumbs({ items }) {
	const t = useT();
	return /* @__PURE__ */ jsx("nav", {
		className: "breadcrumbs",
		"aria-label": t("nav.breadcrumb"),
		children: /* @__PURE__ */ jsx("ol", { children: items.map((c, i) => /* @__PURE__ */ jsx("li", { children: i === items.length - 1 ? /* @__PURE__ */ jsx("span", {
			"aria-current": "page",
			children: c.name
		}) : /* @__PURE__ */ jsx(Link, {
			to: c.path,
			children: c.name
		}) }, c.path)) })
	});
}
// src/lib/dates.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/dates.ts");
var shortDateFormats = /* @__PURE__ */ new Map();
/** "2 déc. 2024" in French, "2 Dec 2024" in English: the day, short month and year of the locale. */
function formatShortDate(date, dateLocale) {
	const [y, m, d] = date.split("-").map(Number);
	let format = shortDateFormats.get(dateLocale);
	if (!format) shortDateFormats.set(dateLocale, format = new Intl.DateTimeFormat(dateLocale, {
		day: "numeric",
		month: "short",
		year: "numeric",
		timeZone: "UTC"
	}));
	return format.format(new Date(Date.UTC(y, m - 1, d)));
}
// src/lib/feed.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/feed.ts");
/** Where a locale's feed lives: `/feed.xml` for English, `/fr/feed.xml` for French. */
function feedPath(locale) {
	return `${localePrefix(locale)}/feed.xml`;
}
// src/components/Seo.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/Seo.tsx");
/** JSON in a <script> must not be able to close the element. */
var safeJson = (value) => JSON.stringify(value).replace(/</g, "\\u003c");
/** Everything a page says to search engines and social networks, resolved by the content build. */
function Seo({ meta }) {
	const t = useT();
	const locale = useLocale();
	return /* @__PURE__ */ jsxs(Head, { children: [
		/* @__PURE__ */ jsx("title", { children: meta.title }),
		/* @__PURE__ */ jsx("meta", {
			name: "description",
			content: meta.description
		}),
		meta.keywords.length > 0 && /* @__PURE__ */ jsx("meta", {
			name: "keywords",
			content: meta.keywords.join(", ")
		}),
		/* @__PURE__ */ jsx("meta", {
			name: "robots",
			content: meta.robots
		}),
		/* @__PURE__ */ jsx("link", {
			rel: "canonical",
			href: meta.canonical
		}),
		meta.alternates.map((a) => /* @__PURE__ */ jsx("link", {
			rel: "alternate",
			hrefLang: a.hreflang,
			href: a.href
		}, a.hreflang)),
		/* @__PURE__ */ jsx("link", {
			rel: "alternate",
			type: "application/atom+xml",
			title: t("blog.feed"),
			href: feedPath(locale)
		}),
		/* @__PURE__ */ jsx("meta", {
			property: "og:type",
			content: meta.ogType
		}),
		/* @__PURE__ */ jsx("meta", {
			property: "og:title",
			content: meta.title
		}),
		/* @__PURE__ */ jsx("meta", {
			property: "og:description",
			content: meta.description
		}),
		/* @__PURE__ */ jsx("meta", {
			property: "og:url",
			content: meta.canonical
		}),
		/* @__PURE__ */ jsx("meta", {
			property: "og:image",
			content: meta.image.url
		}),
		/* @__PURE__ */ jsx("meta", {
			property: "og:image:alt",
			content: meta.image.alt
		}),
		/* @__PURE__ */ jsx("meta", {
			property: "og:locale",
			content: meta.ogLocale
		}),
		meta.publishedTime && /* @__PURE__ */ jsx("meta", {
			property: "article:published_time",
			content: meta.publishedTime
		}),
		meta.modifiedTime && /* @__PURE__ */ jsx("meta", {
			property: "article:modified_time",
			content: meta.modifiedTime
		}),
		meta.section && /* @__PURE__ */ jsx("meta", {
			property: "article:section",
			content: meta.section
		}),
		meta.author && /* @__PURE__ */ jsx("meta", {
			property: "article:author",
			content: meta.author
		}),
		meta.tags?.map((tag) => /* @__PURE__ */ jsx("meta", {
			property: "article:tag",
			content: tag
		}, tag)),
		/* @__PURE__ */ jsx("meta", {
			name: "twitter:card",
			content: "summary_large_image"
		}),
		/* @__PURE__ */ jsx("meta", {
			name: "twitter:title",
			content: meta.title
		}),
		/* @__PURE__ */ jsx("meta", {
			name: "twitter:description",
			content: meta.description
		}),
		/* @__PURE__ */ jsx("meta", {
			name: "twitter:image",
			content: meta.image.url
		}),
		/* @__PURE__ */ jsx("meta", {
			name: "twitter:image:alt",
			content: meta.image.alt
		}),
		meta.jsonLd.map((doc, i) => /* @__PURE__ */ jsx("script", {
			type: "application/ld+json",
			children: safeJson(doc)
		}, i))
	] });
}
// src/components/PageFrame.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/PageFrame.tsx");
/**
* What every page has around its content: head tags, breadcrumbs, and — when the content is an
* English fallback — a notice and the content's own `lang`/`dir`, so it is read as English.
* The content is what the site search indexes (header, menus and footer are not).
*/
function PageFrame({ route, children, crumbs = true }) {
	const t = useT();
	const fallback = route.contentLocale !== route.locale;
	const indexed = !route.meta.robots.startsWith("noindex");
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(Seo, { meta: route.meta }),
		crumbs && route.breadcrumbs.length > 1 && /* @__PURE__ */ jsx(Breadcrumbs, { items: route.breadcrumbs }),
		fallback && /* @__PURE__ */ jsx("p", {
			className: "fallback-notice",
			role: "note",
			children: t("fallback.notice")
		}),
		/* @__PURE__ */ jsx("div", {
			lang: fallback ? route.contentLocale : void 0,
			dir: fallback ? "ltr" : void 0,
			className: "page-content",
			"data-pagefind-body": indexed ? "" : void 0,
			"data-pagefind-meta": indexed ? translationsMeta(route.meta.alternates) : void 0,
			children
		})
	] });
}
// src/views/ArticleListPage.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/views/ArticleListPage.tsx");
/** /conseils: its heading, then the article list with its search and category filter (an island). */
function ArticleListPage({ route }) {
	return /* @__PURE__ */ jsxs(PageFrame, {
		route,
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "page-header",
				children: [/* @__PURE__ */ jsx("h1", { children: route.data.title }), route.data.subtitle && /* @__PURE__ */ jsx("p", { children: route.data.subtitle })]
			}),
			/* @__PURE__ */ jsx(Island, {
				name: "article-list",
				props: { articles: route.articles }
			}),
			/* @__PURE__ */ jsx(BlockRenderer, {
				blocks: route.data.blocks,
				shared: route.shared,
				firstIsHeading: false
			})
		]
	});
}
// src/components/article/Comments.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/article/Comments.tsx");
/**
* The article's published comments, oldest first so the newest is last, as a conversation reads.
* Each is in the language its author wrote it in (its own `lang` and direction), and plain text:
* React writes the message as text, so nothing in it is ever markup; line breaks are kept by CSS.
* Left out of the search index: visitors' words in any language would pollute the page's own.
*/
function Comments({ comments }) {
	const t = useT();
	const tn = useTn();
	const locale = useLocale();
	if (comments.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "comments",
		"aria-labelledby": "comments-title",
		"data-pagefind-ignore": "all",
		children: [/* @__PURE__ */ jsxs("h2", {
			id: "comments-title",
			children: [
				t("comments.listTitle"),
				" ",
				/* @__PURE__ */ jsxs("span", {
					className: "comments__count",
					children: [
						"(",
						tn("comments.count", comments.length),
						")"
					]
				})
			]
		}), /* @__PURE__ */ jsx("ol", {
			className: "comments__list",
			children: comments.map((c) => /* @__PURE__ */ jsx("li", {
				id: `comment-${c.id}`,
				children: /* @__PURE__ */ jsxs("article", {
					className: "comment",
					lang: c.locale,
					dir: textDirection(c.locale),
					children: [/* @__PURE__ */ jsxs("p", {
						className: "comment__meta",
						children: [
							/* @__PURE__ */ jsx("strong", {
								className: "comment__name",
								children: c.name
							}),
							" ",
							/* @__PURE__ */ jsx("time", {
								dateTime: c.date,
								...c.locale === locale ? {} : {
									lang: locale,
									dir: textDirection(locale)
								},
								children: c.dateLabel
							})
						]
					}), /* @__PURE__ */ jsx("p", {
						className: "comment__message",
						children: c.message
					})]
				})
			}, c.id))
		})]
	});
}
// src/components/mdx/CompanyDetails.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/mdx/CompanyDetails.tsx");
/**
* The company's identity, for the legal notice and the privacy policy: every value comes from
* content/site.yaml, so a changed number or address is written once, not once per language.
*/
function CompanyDetails() {
	const t = useT();
	const { site } = useShell();
	const office = site.offices[0];
	return /* @__PURE__ */ jsx(Details, { rows: [
		[t("company.legalName"), /* @__PURE__ */ jsx("bdi", { children: site.legalName }, "name")],
		[t("company.seat"), /* @__PURE__ */ jsx(PostalAddress, { office }, "seat")],
		[t("company.registerNumber"), /* @__PURE__ */ jsx("bdi", { children: site.registerNumber }, "uid")],
		[t("company.vatNumber"), /* @__PURE__ */ jsx("bdi", { children: site.vatNumber }, "vat")],
		...contactRows(office, t)
	] });
}
/** One office's address, e-mail and phone; `country` is its code in content/site.yaml. */
function OfficeDetails({ country }) {
	const t = useT();
	const { site } = useShell();
	const office = site.offices.find((o) => o.countryCode === country);
	if (!office) throw new Error(`<OfficeDetails country="${country}">: no office with that countryCode in content/site.yaml`);
	return /* @__PURE__ */ jsx(Details, { rows: [[t("office.address"), /* @__PURE__ */ jsx(PostalAddress, { office }, "address")], ...contactRows(office, t)] });
}
function contactRows(office, t) {
	return [[t("office.email"), /* @__PURE__ */ jsx("a", {
		href: `mailto:${office.email}`,
		children: office.email
	}, "email")], [t("office.phone"), /* @__PURE__ */ jsx(PhoneLink, { phone: office.phone }, "phone")]];
}
/**
* "Route de l'Exemple 12, 1260 Nyon, Switzerland", the country in the page's language. The street and
* the city are isolated: in an Arabic line, "8 avenue…" would otherwise lose its number to the far end.
*/
function PostalAddress({ office }) {
	const t = useT();
	const mark = "\0";
	const [before, after] = t("office.postalAddress", {
		address: mark,
		country: t(`office.country.${office.countryCode}`)
	}).split(mark);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		before,
		/* @__PURE__ */ jsx("bdi", { children: `${office.street}, ${office.postalCode} ${office.city}` }),
		after
	] });
}
function Details({ rows }) {
	return /* @__PURE__ */ jsx("dl", {
		className: "company-details",
		children: rows.map(([label, value]) => /* @__PURE__ */ jsxs("div", {
			className: "company-details__row",
			children: [/* @__PURE__ */ jsx("dt", { children: label }), /* @__PURE__ */ jsx("dd", { children: value })]
		}, label))
	});
}
var number_formats_default = {
	byLocale: {
		"en": "en-CH",
		"fr": "fr-CH",
		"de": "de-CH",
		"it": "it-CH",
		"es": "es-ES",
		"ar": "ar"
	},
	formats: {
		"en-CH": {
			"group": "’",
			"decimal": ".",
			"minGrouping": 4,
			"currency": "before",
			"euro": "before",
			"range": "–",
			"rangeWords": ["to", "and"],
			"rangeFrom": "from",
			"amountRange": "between {min} and {max}"
		},
		"fr-CH": {
			"group": " ",
			"decimal": ",",
			"minGrouping": 4,
			"currency": "before",
			"euro": "after",
			"range": "–",
			"rangeWords": ["à", "et"],
			"rangeFrom": "de",
			"amountRange": "entre {min} et {max}"
		},
		"de-CH": {
			"group": "’",
			"decimal": ".",
			"minGrouping": 4,
			"currency": "before",
			"euro": "after",
			"range": "–",
			"rangeWords": ["bis", "und"],
			"rangeFrom": "von",
			"amountRange": "zwischen {min} und {max}"
		},
		"it-CH": {
			"group": "’",
			"decimal": ".",
			"minGrouping": 4,
			"currency": "before",
			"euro": "after",
			"rangeWords": ["a", "e"],
			"rangeFrom": "da",
			"amountRange": "tra {min} e {max}"
		},
		"es-ES": {
			"group": " ",
			"decimal": ",",
			"minGrouping": 5,
			"currency": "before",
			"euro": "after",
			"range": "–",
			"rangeWords": ["a", "y"],
			"rangeFrom": "de",
			"amountRange": "entre {min} y {max}"
		},
		"ar": {
			"group": ",",
			"decimal": ".",
			"minGrouping": 4,
			"currency": "after",
			"euro": "after",
			"mark": "‏",
			"rangeWords": ["إلى", "و"],
			"rangeFrom": "من",
			"amountRange": "من {min} إلى {max}"
		}
	}
};
// src/lib/estimate-format.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/estimate-format.ts");
/**
* How each number locale (`dateLocale` of content/locales.yaml) writes numbers: its `amounts`, written
* once there for the estimator, the articles' <Amount /> and the style guides. Written out rather than
* asked of Intl: the prerender (Node) and the browser ship different ICU data (Node writes fr-CH
* 10'550, Chromium 10 550), and the page must read the same before and after hydration.
*/
var FORMATS = number_formats_default.formats;
/** The number locale of each language of the site: `en` → `en-CH`. */
var NUMBER_LOCALES = number_formats_default.byLocale;
/** The locale's format, else its language's (fr-FR writes as fr-CH here), else the default language's. */
var styleOf = (numberLocale) => {
	const language = numberLocale.split("-")[0];
	return FORMATS[numberLocale] ?? Object.entries(FORMATS).find(([tag]) => tag.split("-")[0] === language)?.[1] ?? Object.values(FORMATS)[0];
};
/** Up to two decimals, without trailing zeros, as the locale writes it: `4.5`, `4,5`, `10’550`. */
function formatNumber(value, numberLocale) {
	const style = styleOf(numberLocale);
	const [whole, fraction] = (Math.round(Math.abs(value) * 100) / 100).toString().split(".");
	const digits = whole;
	const grouped = digits.length < style.minGrouping ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
	return `${value < 0 ? "-" : ""}${grouped}${fraction ? style.decimal + fraction : ""}`;
}
/** An amount in whole francs or euros as the locale writes it: `CHF 10’550`, `10,550 CHF`, `€384`, `384 €`. */
function formatMoney(amount, currency, numberLocale) {
	const style = styleOf(numberLocale);
	const figure = formatNumber(Math.round(amount), numberLocale);
	if (currency === "EUR") return style.euro === "before" ? `€${figure}` : `${style.mark ?? ""}${figure}\u00a0€`;
	return style.currency === "before" ? `CHF\u00a0${figure}` : `${style.mark ?? ""}${figure}\u00a0CHF`;
}
/** An amount in whole Swiss francs as the locale writes it: `CHF 10’550`, `CHF 10 550`, `10,550 CHF`. */
var formatChf = (amount, numberLocale) => formatMoney(amount, "CHF", numberLocale);
/** An amount range in the locale's house form (`amountRange`): `between CHF 10’550 and CHF 20’250`. */
function formatAmountRange(range, currency, numberLocale) {
	return format(styleOf(numberLocale).amountRange, {
		min: formatMoney(range.min, currency, numberLocale),
		max: formatMoney(range.max, currency, numberLocale)
	});
}
/** A range of Swiss francs in the locale's house form: `entre CHF 10 550 et CHF 20 250`. */
var formatRange = (range, numberLocale) => formatAmountRange(range, "CHF", numberLocale);
// src/components/mdx/Amount.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/mdx/Amount.tsx");
/**
* An amount in Swiss francs in an article, `<Amount chf="10550" />`, written as the page's language
* writes it (content/locales.yaml): the same figure as the estimator beside it, in every language.
*/
function Amount({ chf }) {
	const locale = useLocale();
	return /* @__PURE__ */ jsx("span", {
		className: "amount",
		children: formatChf(Number(chf), NUMBER_LOCALES[locale] ?? locale)
	});
}
// src/components/mdx/MDXComponents.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/mdx/MDXComponents.tsx");
/** A picture with its caption. */
function Figure({ src, alt, caption }) {
	return /* @__PURE__ */ jsxs("figure", {
		className: "figure",
		children: [/* @__PURE__ */ jsx(Picture, {
			src,
			alt,
			sizes: SIZES.prose
		}), caption && /* @__PURE__ */ jsx("figcaption", { children: caption })]
	});
}
/** A highlighted note beside the text. */
function Callout({ title, children }) {
	return /* @__PURE__ */ jsxs("aside", {
		className: "callout",
		children: [title && /* @__PURE__ */ jsx("p", {
			className: "callout__title",
			children: title
		}), children]
	});
}
/** Markdown links to site paths get the visitor's language prefix. */
function A({ href = "", children }) {
	return /* @__PURE__ */ jsx(SmartLink, {
		href,
		children
	});
}
/** Wide tables scroll inside their own box on small screens. */
function Table({ children }) {
	return /* @__PURE__ */ jsx("div", {
		className: "table-scroll",
		tabIndex: 0,
		children: /* @__PURE__ */ jsx("table", { children })
	});
}
/** The pergola budget estimator; `type="bioclimatic"` chooses a kind when the page opens. */
function Estimator({ type }) {
	return /* @__PURE__ */ jsx(EstimatorHere, { preset: type });
}
/** The solar estimator; `mount="carport"` opens it on a carport. */
function SolarEstimator({ mount }) {
	return /* @__PURE__ */ jsx(SolarEstimatorHere, { mount: mount === "carport" ? "carport" : void 0 });
}
/** The components MDX content may use (names.ts), plus overrides of Markdown elements. */
var mdxComponents = {
	Figure,
	Callout,
	Estimator,
	SolarEstimator,
	CompanyDetails,
	OfficeDetails,
	Amount,
	a: A,
	table: Table
};
// src/views/ArticlePage.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/views/ArticlePage.tsx");
/** One advice article. */
function ArticlePage({ route, Body }) {
	const t = useT();
	const tn = useTn();
	const a = route.data;
	return /* @__PURE__ */ jsxs(PageFrame, {
		route,
		children: [
			/* @__PURE__ */ jsxs("article", {
				className: "article",
				children: [
					/* @__PURE__ */ jsxs("header", {
						className: "article__header",
						children: [
							/* @__PURE__ */ jsx("p", {
								className: "eyebrow",
								children: t(`blog.category.${a.category}`)
							}),
							/* @__PURE__ */ jsx("h1", { children: a.title }),
							/* @__PURE__ */ jsxs("p", {
								className: "article__meta",
								children: [
									/* @__PURE__ */ jsx("time", {
										dateTime: a.date,
										children: route.summary.dateLabel
									}),
									/* @__PURE__ */ jsx("span", { children: t("blog.by", { author: a.author }) }),
									/* @__PURE__ */ jsx("span", { children: tn("comments.count", route.comments.length) })
								]
							})
						]
					}),
					/* @__PURE__ */ jsx(Picture, {
						className: "article__image",
						src: a.featuredImage.src,
						alt: a.featuredImage.alt,
						sizes: SIZES.prose,
						loading: "eager"
					}),
					/* @__PURE__ */ jsxs("section", {
						className: "article__intro",
						children: [/* @__PURE__ */ jsx("h2", { children: a.introduction.title }), /* @__PURE__ */ jsx("p", { children: a.introduction.content })]
					}),
					/* @__PURE__ */ jsx("div", {
						className: "prose",
						children: Body && /* @__PURE__ */ jsx(Body, { components: mdxComponents })
					}),
					/* @__PURE__ */ jsxs("aside", {
						className: "article__cta",
						children: [/* @__PURE__ */ jsx("p", { children: a.cta.text }), /* @__PURE__ */ jsx(SmartLink, {
							href: a.cta.link,
							className: "button button--primary",
							children: a.cta.buttonText
						})]
					}),
					/* @__PURE__ */ jsx(Island, {
						name: "share-row",
						props: {
							title: a.title,
							description: a.seo.description,
							image: route.meta.image.url,
							canonical: route.meta.canonical
						}
					})
				]
			}),
			route.related.length > 0 && /* @__PURE__ */ jsxs("section", {
				className: "related",
				"aria-labelledby": "related-title",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "related-title",
					children: t("blog.readMore")
				}), /* @__PURE__ */ jsx("ul", {
					className: "card-grid card-grid--3",
					children: route.related.map((r) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ArticleCard, { article: r }) }, r.slug))
				})]
			}),
			/* @__PURE__ */ jsx(Comments, { comments: route.comments }),
			/* @__PURE__ */ jsx(Island, {
				name: "comment-form",
				props: { slug: route.id }
			}),
			/* @__PURE__ */ jsx(Banner, { defaults: route.shared.banner }),
			/* @__PURE__ */ jsx(Quality, { quality: route.shared.quality })
		]
	});
}
// src/views/BlockPage.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/views/BlockPage.tsx");
/** Home, solutions, category, portfolio and contact pages: a list of blocks from content. */
function BlockPage({ route }) {
	return /* @__PURE__ */ jsx(PageFrame, {
		route,
		crumbs: route.id !== "home",
		children: /* @__PURE__ */ jsx(BlockRenderer, {
			blocks: route.data.blocks,
			shared: route.shared,
			articles: route.articles,
			quoteProducts: route.quoteProducts
		})
	});
}
// src/views/NotFoundPage.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/views/NotFoundPage.tsx");
/** The localized 404 page; the server sends it with status 404 (netlify.toml). */
function NotFoundPage({ route }) {
	const t = useT();
	const locale = useLocale();
	return /* @__PURE__ */ jsx(PageFrame, {
		route,
		crumbs: false,
		children: /* @__PURE__ */ jsxs("section", {
			className: "not-found",
			children: [
				/* @__PURE__ */ jsx("h1", { children: route.data.title }),
				/* @__PURE__ */ jsx("p", { children: t("notFound.text") }),
				/* @__PURE__ */ jsxs("p", {
					className: "not-found__actions",
					children: [/* @__PURE__ */ jsx(Link, {
						className: "button button--primary",
						to: localeUrl("/", locale),
						children: t("notFound.home")
					}), /* @__PURE__ */ jsx(Link, {
						className: "button",
						to: fixedPageUrl("contact", locale),
						children: t("notFound.contact")
					})]
				})
			]
		})
	});
}
// src/components/product/ProductHero.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/product/ProductHero.tsx");
/**
* Product hero: picture, title, subtitle, description, three accordions, the optional
* download or link button (hidden when there is none) and Share.
*/
function ProductHero({ product }) {
	const hero = product.heroBanner;
	return /* @__PURE__ */ jsxs("section", {
		className: "product-hero",
		children: [/* @__PURE__ */ jsx(Picture, {
			className: "product-hero__image",
			src: hero.image.src,
			alt: hero.image.alt,
			sizes: SIZES.half,
			loading: "eager"
		}), /* @__PURE__ */ jsxs("div", {
			className: "product-hero__content",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "eyebrow",
					children: hero.subtitle
				}),
				/* @__PURE__ */ jsx("h1", { children: hero.title }),
				/* @__PURE__ */ jsx("p", { children: hero.description }),
				/* @__PURE__ */ jsx("div", {
					className: "accordions",
					children: product.accordions.map((a) => /* @__PURE__ */ jsxs("details", {
						className: "accordion",
						open: a.isOpen || void 0,
						children: [/* @__PURE__ */ jsx("summary", { children: a.title }), /* @__PURE__ */ jsx("div", {
							className: "accordion__content",
							children: /* @__PURE__ */ jsx("p", { children: a.content })
						})]
					}, a.title))
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "product-hero__actions",
					children: [/* @__PURE__ */ jsx(CtaButton, { cta: hero.cta }), /* @__PURE__ */ jsx(Island, {
						name: "share-button",
						props: {
							title: hero.title,
							text: hero.subtitle
						}
					})]
				})
			]
		})]
	});
}
// src/schemas/estimator-types.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/schemas/estimator-types.ts");
/**
* The pergola kinds the estimator prices; their names come from the UI catalogues (`estimator.type.<id>`).
* Apart from the schema (src/schemas/estimator.ts) so that the browser's code does not pull in zod.
*/
var ESTIMATOR_TYPES = [
	"wooden",
	"aluminium",
	"bioclimatic"
];
// src/lib/estimate.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/estimate.ts");
var CM2_PER_M2 = 1e4;
var cm = (metres) => Math.round(metres * 100);
/** Rounds away binary noise (1.3 × 12 = 15.600000000000001) before a ceiling. */
var clean$1 = (value) => Math.round(value * 1e6) / 1e6;
/** The estimate for a valid input (see checkDimension for what is valid). */
function estimate(config, input) {
	const kind = config.types[input.type];
	const areaCm2 = cm(input.width) * cm(input.depth);
	const area = areaCm2 / CM2_PER_M2;
	const hours = Math.ceil(clean$1(area * kind.hoursPerM2));
	const structure = {
		min: Math.round(areaCm2 * kind.pricePerM2.min / CM2_PER_M2),
		max: Math.round(areaCm2 * kind.pricePerM2.max / CM2_PER_M2)
	};
	const labour = {
		min: Math.round(hours * config.hourlyRate.min),
		max: Math.round(hours * config.hourlyRate.max)
	};
	const permit = input.permit ? {
		min: Math.round(config.permit.min),
		max: Math.round(config.permit.max)
	} : void 0;
	const delivery = input.delivery ? {
		min: Math.round(config.delivery.min),
		max: Math.round(config.delivery.max)
	} : void 0;
	const lines = [
		structure,
		labour,
		permit,
		delivery
	].filter((r) => r !== void 0);
	return {
		area,
		hours,
		structure,
		labour,
		permit,
		delivery,
		total: {
			min: lines.reduce((sum, r) => sum + r.min, 0),
			max: lines.reduce((sum, r) => sum + r.max, 0)
		}
	};
}
/**
* A dimension as typed (`4.5` or `4,5`), or why it cannot be used. Bounds and step come from content;
* the step is checked in whole centimetres so that 4.3 is a multiple of 0.1.
*/
function checkDimension(raw, bounds) {
	const text = raw.trim().replace(",", ".");
	if (text === "") return { error: "required" };
	if (!/^\d+(\.\d+)?$/.test(text)) return { error: "notNumber" };
	const value = Number(text);
	if (value < bounds.min) return { error: "tooSmall" };
	if (value > bounds.max) return { error: "tooLarge" };
	if ((cm(value) - cm(bounds.min)) % cm(bounds.step) !== 0 || Math.abs(cm(value) - value * 100) > 1e-6) return { error: "step" };
	return { value };
}
var isEstimatorType = (value) => typeof value === "string" && ESTIMATOR_TYPES.includes(value);
/** Reads the state from query parameters; what is missing or unknown takes the content's defaults. */
function readEstimateParams(params, config, preset = ESTIMATOR_TYPES[0]) {
	const type = params.get("type");
	return {
		type: isEstimatorType(type) ? type : isEstimatorType(preset) ? preset : ESTIMATOR_TYPES[0],
		width: params.get("width") ?? String(config.width.default),
		depth: params.get("depth") ?? String(config.depth.default),
		permit: params.get("permit") === "1",
		delivery: params.get("delivery") === "1"
	};
}
/** The parameters of that state, every one the estimator may write. */
var ESTIMATE_PARAMS = [
	"type",
	"width",
	"depth",
	"permit",
	"delivery"
];
/** The state as query parameters, as the no-JavaScript form sends them. */
function estimateParams(state) {
	return {
		type: state.type,
		width: state.width,
		depth: state.depth,
		...state.permit ? { permit: "1" } : {},
		...state.delivery ? { delivery: "1" } : {}
	};
}
/** Validates a raw state: the input to estimate, or the error of each dimension. */
function checkEstimate(state, config) {
	const width = checkDimension(state.width, config.width);
	const depth = checkDimension(state.depth, config.depth);
	if ("value" in width && "value" in depth) return { input: {
		type: state.type,
		width: width.value,
		depth: depth.value,
		permit: state.permit,
		delivery: state.delivery
	} };
	return { errors: {
		..."error" in width ? { width: width.error } : {},
		..."error" in depth ? { depth: depth.error } : {}
	} };
}
// src/schemas/solar-options.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/schemas/solar-options.ts");
/**
* The solar estimator's choices; their names come from the UI catalogues (`solar.<field>.<id>`). Apart from
* the schema (src/schemas/solar-estimator.ts) so that the browser's code does not pull in zod.
*/
var SOLAR_COUNTRIES = ["CH", "FR"];
var ORIENTATIONS = [
	"south",
	"diagonal",
	"eastWest",
	"north"
];
var PITCHES = [
	"flat",
	"low",
	"medium",
	"steep"
];
var MOUNTS = ["roof", "carport"];
/** What uses electricity, each with its own spread over the year and its own share in daylight. */
var USES = [
	"household",
	"heatPump",
	"car"
];
/** The pitch a mount opens on: a carport's modules lie flat. */
var PITCH_OF_MOUNT = {
	roof: "medium",
	carport: "flat"
};
// src/lib/solar-energy.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/solar-energy.ts");
/** Days in each month, February as an average year. */
var DAYS = [
	31,
	28.25,
	31,
	30,
	31,
	30,
	31,
	31,
	30,
	31,
	30,
	31
];
/** The yearly use of each kind: the household's, a heat pump's and a car's. */
function usesOf(config, input) {
	return {
		household: input.consumption,
		heatPump: input.heatPump ? config.use.heatPumpKwh : 0,
		car: input.km * config.use.kwhPerKm
	};
}
/** Yield of the orientation and pitch as a share of facing south at about 30°. */
var orientationFactor = (config, input) => config.orientation.factors[input.pitch][input.orientation];
/**
* The twelve months of a system of `yearly` kWh, with the daylight shares of the `bound` case: the low case
* takes the lowest yield and the lowest daylight shares, the high case the highest.
*/
function monthlyEnergy(config, input, yearly, bound) {
	const uses = usesOf(config, input);
	const { efficiency } = config.battery;
	return config.months.production[input.country].map((share, m) => {
		const production = yearly * share;
		let use = 0;
		let daylight = 0;
		for (const kind of USES) {
			const kwh = uses[kind] * config.months.use[kind][m];
			use += kwh;
			daylight += kwh * config.daylight.shares[kind][bound];
		}
		const direct = Math.min(production, daylight);
		const stored = Math.min(production - direct, input.battery * DAYS[m], (use - direct) / efficiency);
		return {
			production,
			use,
			direct,
			stored
		};
	});
}
/** The year's totals of the months: production, use, used on site, given back by the battery, fed in. */
function yearOf(months, efficiency) {
	const sum = (f) => months.reduce((total, m) => total + f(m), 0);
	const production = sum((m) => m.production);
	const direct = sum((m) => m.direct);
	const stored = sum((m) => m.stored);
	return {
		production,
		use: sum((m) => m.use),
		/** Production used on site, the battery's charge included. */
		onSite: direct + stored,
		/** kWh not bought from the grid. */
		covered: direct + stored * efficiency,
		fedIn: production - direct - stored
	};
}
// src/lib/solar-periods.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/solar-periods.ts");
/** The day it is in Switzerland at `at`: the offices' day, the same for every visitor. */
function dayInSwitzerland(at) {
	const parts = new Intl.DateTimeFormat("en", {
		timeZone: "Europe/Zurich",
		year: "numeric",
		month: "2-digit",
		day: "2-digit"
	}).formatToParts(at);
	const part = (type) => parts.find((p) => p.type === type).value;
	return `${part("year")}-${part("month")}-${part("day")}`;
}
/** The period in force on `day`, if any. */
function periodOn(periods, day) {
	return periods.find((p) => p.validFrom <= day && (!p.validUntil || day <= p.validUntil));
}
function figuresOn(country, day) {
	return {
		tariff: periodOn(country.tariff.periods, day),
		feedIn: periodOn(country.feedIn.periods, day),
		subsidy: periodOn(country.subsidy.periods, day),
		vat: country.vat && periodOn(country.vat.periods, day)
	};
}
/** The rate of the class a system of `kwp` falls in; none beyond the last class. */
function classRate(classes, kwp) {
	return classes.find((c) => kwp <= c.upToKw)?.rate;
}
// src/lib/solar-money.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/solar-money.ts");
/**
* The price per kWh fed in, lowest to highest. Where the law guarantees the lowest price for the first kW
* only (`minimumUpToKw`), a larger system gets it on that share of its surplus: 6 ct × 30 / 36 = 5 ct.
*/
function feedInRate(period, kwp) {
	const rate = period && classRate(period.classes, kwp);
	if (!rate) return void 0;
	const limit = period.minimumUpToKw;
	const min = limit && kwp > limit ? rate.min * limit / kwp : rate.min;
	return {
		min,
		max: Math.max(min, rate.max)
	};
}
/**
* The one-off subsidy, nothing below the smallest size. Pronovo pays each class's rate on the kilowatts
* within it (marginal); France pays the rate of the system's class on all of it.
*/
function subsidyFor(period, kwp) {
	if (!period) return void 0;
	if (kwp < period.minKw) return 0;
	if (kwp > period.classes[period.classes.length - 1].upToKw) return void 0;
	if (!period.marginal) return classRate(period.classes, kwp) * kwp;
	let total = 0;
	let below = 0;
	for (const { upToKw, rate } of period.classes) {
		total += Math.max(0, Math.min(kwp, upToKw) - below) * rate;
		below = upToKw;
	}
	return total;
}
/**
* The installed price, VAT included: a fixed part plus a part per kWp, and the battery's. Where the prices
* are without VAT, the rate of the system's class is added to the system and the standard rate to the
* battery (a battery never takes the reduced rate).
*/
function installedPrice(country, vat, mount, kwp, battery) {
	const { price } = country;
	const system = (bound) => price[mount].fixed[bound] + price[mount].perKwp[bound] * kwp;
	const storage = (bound) => battery > 0 ? price.battery.fixed[bound] + price.battery.perKwh[bound] * battery : 0;
	if (price.vatIncluded) return {
		min: system("min") + storage("min"),
		max: system("max") + storage("max")
	};
	const rate = vat && classRate(vat.classes, kwp);
	if (rate === void 0 || !vat) return void 0;
	const withVat = (bound) => system(bound) * (1 + rate) + storage(bound) * (1 + vat.standard);
	return {
		min: withVat("min"),
		max: withVat("max")
	};
}
/**
* Years until the savings repay the price less the subsidy, counting the panels' ageing, the yearly upkeep
* and the inverter's replacement; null when the panels' life ends first.
*/
function paybackYears(config, country, { price, subsidy, saving, kwp }) {
	const { life } = config;
	const upkeep = country.price.upkeepPerKwp * kwp;
	let owed = price - subsidy;
	for (let year = 1; year <= life.years.max; year++) {
		if (owed <= 0) return year - 1;
		owed -= saving * (1 - life.ageing) ** (year - 1) - upkeep;
		if (year === life.inverterYear) owed += price * country.price.inverterShare;
	}
	return owed <= 0 ? life.years.max : null;
}
// src/lib/solar-estimate.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/solar-estimate.ts");
/** Rounds away binary noise (2 × 2.4 = 4.800000000000001). */
var clean = (value) => Math.round(value * 1e6) / 1e6;
var roundTo = (value, step) => clean(Math.round(value / step) * step);
var rounded = (r, step) => ({
	min: roundTo(r.min, step),
	max: roundTo(r.max, step)
});
var regionOf = (config, code) => config.yields.regions.find((r) => r.code === code);
/** System size: modules over the area or the parking spaces, to 0.1 kWp, at most the country's largest. */
function systemSize(config, input) {
	const raw = input.mount === "roof" ? input.area * config.modules.kwpPerM2 : input.spaces * config.modules.kwpPerSpace;
	return Math.min(roundTo(clean(raw), .1), config.countries[input.country].maxKw);
}
/** The estimate for a checked input, with the figures in force on `day`. */
function solarEstimate(config, input, day) {
	const country = config.countries[input.country];
	const kwp = systemSize(config, input);
	const yieldRange = regionOf(config, input.region)?.yield ?? {
		min: 0,
		max: 0
	};
	const yearly = (bound) => kwp * yieldRange[bound] * orientationFactor(config, input);
	const low = monthlyEnergy(config, input, yearly("min"), "min");
	const high = monthlyEnergy(config, input, yearly("max"), "max");
	const { efficiency } = config.battery;
	const [lowYear, highYear] = [yearOf(low, efficiency), yearOf(high, efficiency)];
	const shares = [lowYear.onSite / lowYear.production, highYear.onSite / highYear.production].map((s) => Math.round(100 * (s || 0)));
	const middle = (a, b) => Math.round((a + b) / 2);
	const months = low.map((m, i) => ({
		production: middle(m.production, high[i].production),
		use: Math.round(m.use),
		covered: middle(m.direct + m.stored * efficiency, high[i].direct + high[i].stored * efficiency)
	}));
	const inForce = figuresOn(country, day);
	const feedIn = feedInRate(inForce.feedIn, kwp);
	const tariff = inForce.tariff?.perKwh;
	const saving = feedIn && tariff !== void 0 ? {
		min: lowYear.covered * tariff + lowYear.fedIn * feedIn.min,
		max: highYear.covered * tariff + highYear.fedIn * feedIn.max
	} : void 0;
	const subsidy = subsidyFor(inForce.subsidy, kwp);
	const price = installedPrice(country, inForce.vat, input.mount, kwp, input.battery);
	const payback = saving && price && subsidy !== void 0 ? {
		min: paybackYears(config, country, {
			price: price.min,
			subsidy,
			saving: saving.max,
			kwp
		}),
		max: paybackYears(config, country, {
			price: price.max,
			subsidy,
			saving: saving.min,
			kwp
		})
	} : void 0;
	return {
		currency: country.currency,
		day,
		kwp,
		production: rounded({
			min: lowYear.production,
			max: highYear.production
		}, 10),
		use: Math.round(lowYear.use),
		selfShare: {
			min: Math.min(...shares),
			max: Math.max(...shares)
		},
		months,
		money: {
			...feedIn && { feedIn: {
				min: clean(feedIn.min),
				max: clean(feedIn.max)
			} },
			...saving && { saving: rounded(saving, 10) },
			...subsidy !== void 0 && { subsidy: Math.round(clean(subsidy)) },
			...price && { price: rounded(price, 100) },
			...payback && { payback }
		}
	};
}
// src/lib/solar-format.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/solar-format.ts");
/** A catalogue string with its placeholders filled; the key itself when missing, so a gap is seen. */
var say = (w, key, params) => format(w.strings[key] ?? key, params);
/** A counted catalogue string in the language's plural form for `count`. */
var sayCount = (w, base, count, params) => format(w.strings[pluralFormKey(base, count, w.locale, (k) => k in w.strings)] ?? base, {
	count,
	...params
});
var number = (w, value) => formatNumber(value, w.numberLocale);
/** A range with the catalogue's word for "to"; a single figure when both ends round alike. */
function solarRange(w, range, write) {
	if (range.min === range.max) return write(range.min);
	return say(w, "estimator.range", {
		min: write(range.min),
		max: write(range.max)
	});
}
/**
* A percentage inside a sentence, with what its language puts before it: Spanish "del 24 al 28" and
* "el 24" (the catalogue's `solar.percent.range` and `solar.percent.single`); the "%" stays in the sentence.
*/
function percentInText(w, range) {
	const min = Math.round(range.min);
	const max = Math.round(range.max);
	if (min === max) return say(w, "solar.percent.single", { value: number(w, min) });
	return say(w, "solar.percent.range", {
		min: number(w, min),
		max: number(w, max)
	});
}
/**
* An amount range in the language's house form ("entre CHF 630 et CHF 930", content/locales.yaml
* `amountRange`); a single amount when both ends round alike.
*/
function moneyRange(w, range, currency) {
	const min = Math.round(range.min);
	const max = Math.round(range.max);
	if (min === max) return formatMoney(min, currency, w.numberLocale);
	return formatAmountRange({
		min,
		max
	}, currency, w.numberLocale);
}
/** A date of the figures' tables as the language writes it. */
var longDate = (w, day) => w.calendar.dates[day] ?? day;
/** "Figures in force in January 2027." */
function figuresOf(w, day) {
	const [year, month] = day.split("-");
	return say(w, "solar.result.figures", {
		month: w.calendar.months[Number(month) - 1] ?? month,
		year
	});
}
/** Every figure of the estimate as the language writes it; a money figure not in force reads "being updated". */
function solarFigures(result, w) {
	const n = (value) => number(w, value);
	const money = (value) => formatMoney(value, result.currency, w.numberLocale);
	const amounts = (range) => moneyRange(w, range, result.currency);
	const updating = say(w, "solar.updating.value");
	const { saving, subsidy, price } = result.money;
	return {
		kwp: n(result.kwp),
		production: solarRange(w, result.production, n),
		use: n(result.use),
		share: solarRange(w, result.selfShare, n),
		saving: saving ? amounts(saving) : updating,
		subsidy: subsidy !== void 0 ? money(subsidy) : updating,
		price: price ? amounts(price) : updating,
		figures: figuresOf(w, result.day)
	};
}
// src/lib/solar-params.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/solar-params.ts");
var SOLAR_NUMBERS = [
	"area",
	"spaces",
	"consumption",
	"km"
];
var SOLAR_PARAMS = [
	"country",
	"region",
	"mount",
	"orientation",
	"pitch",
	"people",
	"heatPump",
	"battery",
	...SOLAR_NUMBERS
];
var oneOf = (list, value, fallback) => list.includes(value) ? value : fallback;
/** Reads the state from query parameters; `preset` is the page's (a carport product opens on a carport). */
function readSolarParams(params, config, preset = {}) {
	const asked = config.yields.regions.find((r) => r.code === params.get("region"));
	const country = asked?.country ?? oneOf(SOLAR_COUNTRIES, params.get("country"), "CH");
	const region = asked ?? config.yields.regions.find((r) => r.country === country);
	const { inputs } = config;
	const mount = oneOf(MOUNTS, params.get("mount"), preset.mount ?? "roof");
	return {
		country,
		region: region.code,
		mount,
		area: params.get("area") ?? String(inputs.area.default),
		spaces: params.get("spaces") ?? String(inputs.spaces.default),
		orientation: oneOf(ORIENTATIONS, params.get("orientation"), "south"),
		pitch: oneOf(PITCHES, params.get("pitch"), PITCH_OF_MOUNT[mount]),
		people: oneOf([
			"",
			"1",
			"2",
			"3",
			"4",
			"5"
		], params.get("people"), ""),
		consumption: params.get("consumption") ?? String(inputs.consumption.default),
		km: params.get("km") ?? String(inputs.km.default),
		heatPump: params.get("heatPump") === "1",
		battery: oneOf(["0", ...config.battery.sizes.map(String)], params.get("battery"), "0")
	};
}
/** The state as query parameters, as the no-JavaScript form sends them. */
function solarParams(state) {
	const { heatPump, ...rest } = state;
	return {
		...rest,
		...heatPump ? { heatPump: "1" } : {}
	};
}
/** The fields that count for this state: a roof has no parking spaces, a household size replaces the use. */
var usedNumbers = (state) => SOLAR_NUMBERS.filter((n) => !(n === "area" && state.mount !== "roof") && !(n === "spaces" && state.mount !== "carport") && !(n === "consumption" && state.people));
/** Validates a raw state: the input to estimate, or the error of each number that counts. */
function checkSolar(state, config) {
	const values = {};
	const errors = {};
	for (const name of usedNumbers(state)) {
		const checked = checkDimension(state[name], {
			...config.inputs[name],
			step: 1
		});
		if ("value" in checked) values[name] = checked.value;
		else errors[name] = checked.error;
	}
	if (Object.keys(errors).length) return { errors };
	const perHousehold = config.use.perHousehold;
	const consumption = state.people ? perHousehold[Math.min(Number(state.people), perHousehold.length) - 1] : values.consumption;
	return { input: {
		country: state.country,
		region: state.region,
		mount: state.mount,
		area: values.area ?? 0,
		spaces: values.spaces ?? 0,
		orientation: state.orientation,
		pitch: state.pitch,
		consumption,
		km: values.km,
		heatPump: state.heatPump,
		battery: Number(state.battery)
	} };
}
// src/lib/quote-link.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/quote-link.ts");
/** The parameter naming the estimator a link comes from. */
var QUOTE_PARAM = "devis";
/** The contact page's parameters for a pergola estimate. */
var pergolaQuoteParams = (state) => ({
	[QUOTE_PARAM]: "pergola",
	...estimateParams(state)
});
/** The contact page's parameters for a solar estimate. */
var solarQuoteParams = (state) => ({
	[QUOTE_PARAM]: "solar",
	...solarParams(state)
});
/** The contact page's parameters for a product's quote button: the product's id (content/products/). */
var productQuoteParams = (product) => ({
	[QUOTE_PARAM]: "product",
	product
});
// src/views/ProductPage.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/views/ProductPage.tsx");
/** The shared product page, its sections always in the same order. */
function ProductPage({ route }) {
	const t = useT();
	const p = route.data;
	const quoteLink = `${PAGE_PATHS.contact}?${new URLSearchParams(productQuoteParams(route.id))}`;
	return /* @__PURE__ */ jsxs(PageFrame, {
		route,
		children: [
			/* @__PURE__ */ jsx(ProductHero, { product: p }),
			p.imageParagraphs.map((para) => /* @__PURE__ */ jsx(ImageText, { block: {
				type: "imageText",
				subtitle: para.subtitle,
				title: para.title,
				description: para.description,
				italicInfo: para.italicInfo,
				items: [],
				image: para.image,
				reverse: para.reverseLayout,
				cta: {
					label: para.ctaText,
					link: para.ctaLink ?? quoteLink
				}
			} }, para.title)),
			route.estimator && /* @__PURE__ */ jsx(EstimatorHere, {}),
			route.solarEstimator && /* @__PURE__ */ jsx(SolarEstimatorHere, {}),
			p.faqData.length > 0 && /* @__PURE__ */ jsx(Faq, {
				title: p.faqSection.title,
				subtitle: p.faqSection.subtitle ?? t("product.faqSubtitle"),
				description: p.faqSection.description,
				items: p.faqData
			}),
			/* @__PURE__ */ jsx(Showcase, { showcase: route.shared.showcase }),
			/* @__PURE__ */ jsx(Island, {
				name: "reviews",
				props: { reviews: route.shared.reviews }
			}),
			/* @__PURE__ */ jsx(Services, { services: route.shared.services }),
			/* @__PURE__ */ jsx(Banner, { defaults: route.shared.banner }),
			/* @__PURE__ */ jsx(Quality, { quality: route.shared.quality })
		]
	});
}
// src/views/ProsePage.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/views/ProsePage.tsx");
/** Legal notice and privacy policy: an MDX body under a title. */
function ProsePage({ route, Body }) {
	const t = useT();
	const locale = useLocale();
	return /* @__PURE__ */ jsx(PageFrame, {
		route,
		children: /* @__PURE__ */ jsxs("article", {
			className: "prose",
			children: [
				/* @__PURE__ */ jsx("h1", { children: route.data.title }),
				/* @__PURE__ */ jsx("p", {
					className: "prose__updated",
					children: t("legal.updated", { date: formatShortDate(route.data.updated, locale) })
				}),
				Body && /* @__PURE__ */ jsx(Body, { components: mdxComponents })
			]
		})
	});
}
// src/views/SearchPage.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/views/SearchPage.tsx");
/** /rechercher/?q=: the page's heading, then the search form and its results (an island). */
function SearchPage({ route }) {
	return /* @__PURE__ */ jsxs(PageFrame, {
		route,
		children: [/* @__PURE__ */ jsx("header", {
			className: "page-header",
			children: /* @__PURE__ */ jsx("h1", { children: route.data.title })
		}), /* @__PURE__ */ jsx(Island, {
			name: "site-search",
			props: {}
		})]
	});
}
// src/app/views.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/app/views.ts");
/**
* The component that renders each kind of page (src/lib/page.ts), and each layout of a block page: the one
* place a kind of page meets its view. Pages are prerendered only: in the browser, a page's code is its
* islands'.
*/
var BLOCK_PAGE_VIEWS = {
	blocks: BlockPage,
	"article-list": ArticleListPage,
	search: SearchPage,
	"not-found": NotFoundPage
};
var KIND_VIEWS = {
	product: ProductPage,
	article: ArticlePage,
	prose: ProsePage
};
/** The component of a page of this kind and, for a block page, this layout. */
function pageView(kind, layout) {
	if (kind !== "block-page") return KIND_VIEWS[kind];
	if (!layout) throw new Error("A block page has no layout in its data file; run `npm run content`.");
	return BLOCK_PAGE_VIEWS[layout];
}
// src/app/page-view.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/app/page-view.tsx");
/** The page as its kind (and layout) shows it, with the estimators' figures where it shows them. */
function PageView({ page: { file, Body } }) {
	const view = pageView(file.route.kind, file.layout);
	return /* @__PURE__ */ jsx(EstimatorProvider, {
		data: file.route.estimator,
		children: /* @__PURE__ */ jsx(SolarEstimatorProvider, {
			data: file.route.solarEstimator,
			children: createElement(view, {
				route: file.route,
				Body
			})
		})
	});
}
// src/app/prerender.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/app/prerender.tsx");
/** Reads a file the content step wrote under src/generated/; the prerender runs from the project root. */
function readGenerated(file) {
	return JSON.parse(readFileSync(`${process.cwd()}/src/generated/${file}`, "utf8"));
}
var pages;
/** Every page of the route manifest, by the address it answers at. */
function pagesByUrl() {
	pages ??= new Map(readGenerated("route-manifest.json").map((page) => [page.url, page]));
	return pages;
}
/** The addresses of every page, in the route manifest's order: what the prerender renders. */
function pageUrls() {
	return [...pagesByUrl().keys()];
}
var shells = /* @__PURE__ */ new Map();
/** A locale's shell (header, menus, footer) and UI strings. */
function shellOf(locale) {
	if (!shells.has(locale)) shells.set(locale, {
		shell: readGenerated(`shell/${locale}.json`),
		strings: readGenerated(`i18n/${locale}.json`)
	});
	return shells.get(locale);
}
/** The page at `url`: its data file and its MDX body. */
async function loadPage(url) {
	const page = pagesByUrl().get(url);
	if (!page) throw new Error(`${url} is no page of src/generated/route-manifest.json; run \`npm run content\``);
	const file = readGenerated(page.dataFile);
	return {
		locale: page.locale,
		file,
		Body: file.body ? await compiledBody(url, file) : void 0
	};
}
/**
* The page at `url`, in its locale's shell. Rendering is synchronous, so the islands' components are
* loaded (once) before the first page renders them.
*/
async function pageAt(url) {
	await loadIslands();
	const { locale, ...page } = await loadPage(url);
	const { shell, strings } = shellOf(locale);
	return /* @__PURE__ */ jsx(PageUrlProvider, {
		value: url,
		children: /* @__PURE__ */ jsx(LocaleLayout, {
			shell,
			strings,
			children: /* @__PURE__ */ jsx(PageView, { page })
		})
	});
}
/**
* An MDX body as the content step compiled it, taken by Node from src/generated/mdx/ rather than
* bundled into the prerender: bundling thousands of bodies made the prerender's own build grow with the
* content, and their JavaScript needs nothing but react/jsx-runtime. It is evaluated as a function where
* it can be (src/lib/compiled-body.ts says why), else imported.
*/
async function compiledBody(url, page) {
	if (!page.compiledBody) throw new Error(`${url}: ${page.body} has no compiled body in its data file; run \`npm run content\` before the build`);
	const file = `${process.cwd()}/src/generated/${page.compiledBody}`;
	const evaluate = mdxBodyFunction(readFileSync(file, "utf8"));
	if (evaluate) return evaluate(await import("react/jsx-runtime"));
	return (await import(
		/* @vite-ignore */
		pathToFileURL(file).href
)).default;
}
// src/main.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/main.tsx");
/**
* The prerender's entry (ssgOptions.entry in vite.config.ts): vite-react-ssg renders, for each address
* `includedRoutes` lists, the page its setup gives as the app. There is no router: every page is a
* document of its own, and the browser starts from src/client.ts (the shell's script and the islands).
*/
var createRoot = ViteReactSSG(null, async (context) => {
	if (context.routePath) context.app = await pageAt(decodeURI(context.routePath.replace(/[?#].*/, "")));
});
/** Every page of the route manifest, by its address (`/fr/contact/`). */
var includedRoutes = () => pageUrls();
export { ESTIMATOR_TYPES as A, SIZES as B, PITCH_OF_MOUNT as C, estimate as D, checkEstimate as E, mergeHits as F, LOCALES as G, PAGE_PATHS as H, parseTranslations as I, API_PATHS as K, searchPlan as L, formatNumber as M, formatRange as N, estimateParams as O, excerptParts as P, ArticleCard as R, PITCHES as S, ESTIMATE_PARAMS as T, localeUrl as U, fixedPageUrl as V, textDirection as W, dayInSwitzerland as _, readSolarParams as a, MOUNTS as b, longDate as c, createRoot, percentInText as d, say as f, solarEstimate as g, solarRange as h, checkSolar as i, includedRoutes, formatMoney as j, readEstimateParams as k, moneyRange as l, solarFigures as m, solarQuoteParams as n, solarParams as o, sayCount as p, Link as q, SOLAR_PARAMS as r, usedNumbers as s, pergolaQuoteParams as t, number as u, figuresOn as v, SOLAR_COUNTRIES as w, ORIENTATIONS as x, orientationFactor as y, Picture as z };
