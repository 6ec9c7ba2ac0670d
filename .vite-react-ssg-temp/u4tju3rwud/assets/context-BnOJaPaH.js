import { createContext, useContext } from "react";
import { jsx } from "react/jsx-runtime";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// src/i18n/format.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/i18n/format.ts");
/** Replaces `{name}` placeholders; unknown ones stay visible so a missing parameter is noticed. */
function format(template, params = {}) {
	return template.replace(/\{(\w+)\}/g, (whole, name) => Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole);
}
// src/i18n/plural.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/i18n/plural.ts");
var rules = /* @__PURE__ */ new Map();
function rulesOf(locale) {
	let r = rules.get(locale);
	if (!r) rules.set(locale, r = new Intl.PluralRules(locale));
	return r;
}
/** The catalogue key for `count`: `<base>.<category>` when the catalogue has it, else `<base>.other`. */
function pluralFormKey(base, count, locale, has) {
	const key = `${base}.${rulesOf(locale).select(count)}`;
	return has(key) ? key : `${base}.other`;
}
// src/i18n/context.tsx
var context_exports = /* @__PURE__ */ __exportAll({
	I18nProvider: () => I18nProvider,
	useI18n: () => useI18n,
	useLocale: () => useLocale,
	useShell: () => useShell,
	useT: () => useT,
	useTn: () => useTn
});
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/i18n/context.tsx");
var I18nContext = createContext(null);
function I18nProvider({ value, children }) {
	return /* @__PURE__ */ jsx(I18nContext.Provider, {
		value,
		children
	});
}
function useI18n() {
	const ctx = useContext(I18nContext);
	if (!ctx) throw new Error("useT() needs a locale layout above it; render pages inside LocaleLayout.");
	return ctx;
}
/** The visitor's UI strings: `t('blog.by', { author })`. */
function useT() {
	const { strings } = useI18n();
	return (key, params) => format(strings[key] ?? key, params);
}
/** A counted string in the visitor's plural form: `tn('comments.count', 3)` → "3 comments". */
function useTn() {
	const { strings, locale } = useI18n();
	return (base, count, params) => format(strings[pluralFormKey(base, count, locale, (k) => k in strings)] ?? base, {
		count,
		...params
	});
}
function useLocale() {
	return useI18n().locale;
}
function useShell() {
	const { shell } = useI18n();
	if (!shell) throw new Error("useShell() is for the prerendered shell; an island gets what it needs as props.");
	return shell;
}
export { useShell as a, pluralFormKey as c, useLocale as i, format as l, context_exports as n, useT as o, useI18n as r, useTn as s, I18nProvider as t, __exportAll as u };
