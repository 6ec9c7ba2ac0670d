import { useEffect } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/forms/constants.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/forms/constants.ts");
/**
* Form constants without zod: the page shell (footer newsletter, token cookie) needs them on every page,
* and must not pull the schema library into every page's first load.
*/
/** Name of the hidden anti-spam field: people never see it, bots fill it in. It must stay empty. */
var HONEYPOT_FIELD = "website";
/** Cookie and header of the double-submit token: the form copies the cookie into the header. */
var XSRF_COOKIE = "XSRF-TOKEN";
var XSRF_HEADER = "X-XSRF-TOKEN";
// src/components/forms/Field.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/forms/Field.tsx");
/** A form field: label (red asterisk when required), the input, an optional hint and its error line. */
function Field({ id, label, required, error, hint, wide, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: `field${wide ? " field--wide" : ""}`,
		children: [
			/* @__PURE__ */ jsxs("label", {
				htmlFor: id,
				children: [label, required && /* @__PURE__ */ jsxs("span", {
					className: "required-mark",
					"aria-hidden": "true",
					children: [" ", "*"]
				})]
			}),
			children,
			hint && /* @__PURE__ */ jsx("p", {
				id: `${id}-hint`,
				className: "field-hint",
				children: hint
			}),
			/* @__PURE__ */ jsx("p", {
				id: `${id}-error`,
				className: "field-error",
				children: error ?? ""
			})
		]
	});
}
/** ARIA attributes that tie an input to its hint and its error, as `Field` renders them. */
function fieldAria(id, error, hint) {
	const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
	return {
		"aria-invalid": error ? true : void 0,
		"aria-describedby": describedBy || void 0
	};
}
/** A field people never see and bots fill in; the server drops anything that arrives with it. */
function Honeypot() {
	return /* @__PURE__ */ jsx("div", {
		className: "honeypot",
		"aria-hidden": "true",
		children: /* @__PURE__ */ jsx("input", {
			type: "text",
			name: HONEYPOT_FIELD,
			tabIndex: -1,
			autoComplete: "off"
		})
	});
}
/**
* Turns the browser's own validation off once the script runs (or, with `ready`, once our validation has
* loaded), so our localized messages take over. The prerendered HTML keeps it on: without JavaScript,
* `required`, `type="email"` and `maxlength` still stop an incomplete form before it is posted.
*/
function useOwnValidation(form, ready = true) {
	useEffect(() => {
		if (ready) form.current?.setAttribute("novalidate", "");
	}, [form, ready]);
}
export { XSRF_COOKIE as a, useOwnValidation as i, Honeypot as n, XSRF_HEADER as o, fieldAria as r, Field as t };
