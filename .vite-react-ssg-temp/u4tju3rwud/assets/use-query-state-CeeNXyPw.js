import { i as useLocale } from "./context-BnOJaPaH.js";
import { V as fixedPageUrl } from "../main.mjs";
import { t as OwnWrites } from "./own-writes-nJvfbsyI.js";
import { n as useSearchParams, t as useHydrated } from "./use-hydrated-PjKRahC6.js";
import { useEffect, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/estimator/EstimatorShell.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/estimator/EstimatorShell.tsx");
/**
* What every estimator of the site shares: a titled section with a form that, without JavaScript, GETs its
* function with the page's language and, with it, is handled by the island; its button asks for a quote,
* or takes the visitor to the first field to correct.
*/
function EstimatorShell(props) {
	const { id, className, title, intro, action, form, quoteParams, submitLabel, children, after } = props;
	const locale = useLocale();
	const hydrated = useHydrated();
	const submit = (e) => {
		e.preventDefault();
		const params = quoteParams();
		if (params) openQuoteRequest(locale, params);
		else focusFirstError(form);
	};
	return /* @__PURE__ */ jsxs("section", {
		className: `estimator${className ? ` ${className}` : ""}`,
		"aria-labelledby": `${id}-title`,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: `${id}-title`,
				children: title
			}),
			/* @__PURE__ */ jsx("p", {
				className: "estimator__intro",
				children: intro
			}),
			/* @__PURE__ */ jsxs("form", {
				ref: form,
				className: "estimator__form",
				action,
				method: "get",
				noValidate: hydrated,
				onSubmit: submit,
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "locale",
						value: locale
					}),
					children,
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "button button--primary",
						children: submitLabel
					})
				]
			}),
			after
		]
	});
}
/** Opens the contact page of the language with the estimate's parameters, from which it writes the request. */
function openQuoteRequest(locale, params) {
	window.location.assign(`${fixedPageUrl("contact", locale)}?${new URLSearchParams(params)}`);
}
/** On a submit with a field in error, the first such field takes the focus. */
function focusFirstError(form) {
	form.current?.querySelector("[aria-invalid=\"true\"]")?.focus();
}
// src/components/estimator/use-query-state.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/estimator/use-query-state.ts");
/**
* An estimator's choices, mirrored in the address so an estimate can be shared and survives a reload. As
* in src/hooks/use-url-state.ts, the fields read the component's state, never the address (which updates a
* moment after each key), and the address wins only when it changes by itself. The prerendered page shows
* the content's defaults; the address applies once hydrated.
*/
function useQueryState(codec) {
	const [params, setParams] = useSearchParams();
	const hydrated = useHydrated();
	const fromUrl = codec.read(hydrated ? params : new URLSearchParams());
	const key = JSON.stringify(fromUrl);
	const [state, setState] = useState(fromUrl);
	const written = useRef(new OwnWrites());
	useEffect(() => {
		if (written.current.isEcho(key)) return;
		written.current.forget();
		setState(JSON.parse(key));
	}, [key]);
	const update = (patch) => {
		const next = {
			...state,
			...patch
		};
		setState(next);
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
function useEarlyInput(form, read, state, update) {
	useEffect(() => {
		if (!form.current) return;
		const fields = new URLSearchParams();
		for (const [name, value] of new FormData(form.current)) fields.append(name, String(value));
		const early = read(fields);
		if (JSON.stringify(early) !== JSON.stringify(state)) update(early);
	}, []);
}
export { useQueryState as n, EstimatorShell as r, useEarlyInput as t };
