import { o as useT } from "./context-BnOJaPaH.js";
import { a as XSRF_COOKIE, o as XSRF_HEADER } from "./Field-BtFvl8wx.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/forms/xsrf.ts
/**
* The double-submit token, browser side: a random token in the `XSRF-TOKEN` cookie, copied by
* the form into the `X-XSRF-TOKEN` header of its `fetch`. Another site can make the browser send the cookie
* but can neither read it nor set the header, so the server accepts a fetch only when both agree.
*
* Browser-safe; touches `document` only when called.
*/
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/forms/xsrf.ts");
/** What the server accepts as a token: 16 to 256 URL-safe characters. */
var XSRF_TOKEN_PATTERN = /^[A-Za-z0-9._~-]{16,256}$/;
/** A new random token (128 bits, hex). */
function newXsrfToken() {
	const bytes = /* @__PURE__ */ new Uint8Array(16);
	crypto.getRandomValues(bytes);
	return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
/** Reads one cookie from a `Cookie` header or `document.cookie` string. */
function readCookie(cookieString, name) {
	if (!cookieString) return void 0;
	for (const part of cookieString.split(";")) {
		const eq = part.indexOf("=");
		if (eq < 0) continue;
		if (part.slice(0, eq).trim() === name) {
			const raw = part.slice(eq + 1).trim();
			try {
				return decodeURIComponent(raw);
			} catch {
				return raw;
			}
		}
	}
}
/**
* The page's token: the existing `XSRF-TOKEN` cookie, or a new one stored as a same-site cookie.
* Call it right before sending; put the result in the `X-XSRF-TOKEN` header.
*/
function ensureXsrfToken(doc = document) {
	const existing = readCookie(doc.cookie, XSRF_COOKIE);
	if (existing && XSRF_TOKEN_PATTERN.test(existing)) return existing;
	const token = newXsrfToken();
	const secure = doc.location?.protocol === "https:" ? "; Secure" : "";
	doc.cookie = `${XSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure}`;
	return token;
}
/** Headers for a form `fetch`: the token header and the marker that asks for a JSON answer. */
function formFetchHeaders(doc = document) {
	return {
		[XSRF_HEADER]: ensureXsrfToken(doc),
		"X-Requested-With": "fetch",
		Accept: "application/json"
	};
}
// src/browser/post-form.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/browser/post-form.ts");
/**
* Sends a form to one of our endpoints with the double-submit token header.
* Resolves with the server's reply; rejects only when no usable reply came back.
*/
async function postForm(url, body) {
	const response = await fetch(url, {
		method: "POST",
		body,
		credentials: "same-origin",
		headers: formFetchHeaders()
	});
	const reply = await response.json().catch(() => null);
	if (!reply || typeof reply.success !== "boolean") throw new Error(`Unexpected reply ${response.status}`);
	return reply;
}
// src/forms/result.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/forms/result.ts");
/** Why a submission was refused, as the functions classify it. */
var FAILURE_REASONS = [
	"invalid",
	"rateLimit",
	"senderLimit",
	"busy",
	"unavailable",
	"previewStore",
	"tooLarge",
	"type",
	"malformed",
	"server"
];
/** UI string key explaining each failure to the visitor. */
var FAILURE_MESSAGE_KEYS = {
	invalid: "form.error.invalid",
	rateLimit: "form.error.rateLimit",
	senderLimit: "form.error.senderLimit",
	busy: "form.error.busy",
	unavailable: "form.error.preview",
	previewStore: "form.error.previewStore",
	tooLarge: "form.error.fileSize",
	type: "form.error.transport",
	malformed: "form.error.transport",
	server: "form.error.server"
};
/** Id of the notice for an outcome: `envoi-ok`, `envoi-erreur-rateLimit`, ... */
function resultAnchor(param, reason) {
	return reason ? `${param}-erreur-${reason}` : `${param}-ok`;
}
// src/components/forms/FormResult.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/forms/FormResult.tsx");
/**
* The notices a form shows after a post without JavaScript. All are prerendered and hidden; the one whose id
* the redirect's #anchor names is shown by `:target` (global.css), so this works in static HTML with no script.
*/
function FormResult({ param, successKey, backTo, successTitleKey = "form.noscript.successTitle", errorTitleKey = "form.noscript.errorTitle" }) {
	const t = useT();
	return /* @__PURE__ */ jsxs("div", {
		className: "form-results",
		children: [/* @__PURE__ */ jsxs("p", {
			id: resultAnchor(param),
			className: "form-banner form-banner--success form-result",
			tabIndex: -1,
			children: [
				/* @__PURE__ */ jsx("strong", { children: t(successTitleKey) }),
				" ",
				t(successKey)
			]
		}), FAILURE_REASONS.map((reason) => /* @__PURE__ */ jsxs("p", {
			id: resultAnchor(param, reason),
			className: "form-banner form-banner--error form-result",
			tabIndex: -1,
			children: [
				/* @__PURE__ */ jsx("strong", { children: t(errorTitleKey) }),
				" ",
				t(FAILURE_MESSAGE_KEYS[reason]),
				" ",
				/* @__PURE__ */ jsx("a", {
					href: `#${backTo}`,
					children: t("form.noscript.back")
				})
			]
		}, reason))]
	});
}
export { postForm as n, FormResult as t };
