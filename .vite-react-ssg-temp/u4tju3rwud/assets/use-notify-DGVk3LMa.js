import { r as useI18n } from "./context-BnOJaPaH.js";
// src/components/toasts/areas.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/toasts/areas.ts");
/** The two notification areas: the shell's, 3 s at the bottom; the page's, 5 s, top right. */
var SHELL_TOASTS = {
	containerId: "shell",
	autoClose: 3e3
};
var PAGE_TOASTS = {
	containerId: "page",
	autoClose: 5e3
};
// src/components/toasts/notify.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/toasts/notify.ts");
var areas;
/**
* The notification areas, on a root of their own at the end of the page, mounted by the first
* notification: no page loads their code before it has something to say.
*/
async function mountAreas(i18n) {
	const [{ createElement }, { createRoot }, { I18nProvider }, { default: Toasts }] = await Promise.all([
		import("react"),
		import("react-dom/client"),
		(globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/i18n/context.tsx"), import("./context-BnOJaPaH.js").then((n) => n.n)),
		(globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/toasts/Toasts.tsx"), import("./Toasts-CJitvyrW.js"))
	]);
	const container = document.createElement("div");
	container.className = "toasts";
	document.body.append(container);
	await new Promise((ready) => createRoot(container).render(createElement(I18nProvider, {
		value: i18n,
		children: createElement(Toasts, { onReady: ready })
	})));
}
/**
* Shows a notification, mounting the notification areas first if this is the page's first; `id`
* keeps a repeated message from stacking.
*/
async function notify(i18n, kind, title, body, where = "page") {
	const [{ toast }] = await Promise.all([import("react-toastify"), areas ??= mountAreas(i18n)]);
	const containerId = where === "shell" ? SHELL_TOASTS.containerId : PAGE_TOASTS.containerId;
	const id = `${kind}:${title}:${body}`;
	if (toast.isActive(id, containerId)) return;
	toast[kind](`${title} — ${body}`, {
		toastId: id,
		containerId
	});
}
// src/components/toasts/use-notify.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/toasts/use-notify.ts");
/** `notify` for the island it is called in: the notification areas speak the island's language. */
function useNotify() {
	const { locale, strings } = useI18n();
	return (...args) => notify({
		locale,
		strings
	}, ...args);
}
export { PAGE_TOASTS as n, SHELL_TOASTS as r, useNotify as t };
