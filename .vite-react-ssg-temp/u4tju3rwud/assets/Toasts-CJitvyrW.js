import { i as useLocale, o as useT } from "./context-BnOJaPaH.js";
import { W as textDirection } from "../main.mjs";
import { n as PAGE_TOASTS, r as SHELL_TOASTS } from "./use-notify-DGVk3LMa.js";
import { useEffect } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { Bounce, ToastContainer } from "react-toastify";
// src/components/toasts/Toasts.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/toasts/Toasts.tsx");
/**
* Mounted on its own root by the first notification of a page (./notify.ts), never prerendered.
* Two notification areas, as the spec sets them: the shell's (bottom centre, 3 s) and the
* pages' (top right, 5 s, newest on top). Duplicates are prevented by toast ids. Each area is a
* landmark region, so each has its own name; the close button carries the translated label
* (react-toastify's own says "close" in English).
*/
function Toasts({ onReady }) {
	const t = useT();
	const dir = textDirection(useLocale());
	useEffect(onReady, [onReady]);
	const closeButton = ({ closeToast, theme }) => /* @__PURE__ */ jsx("button", {
		type: "button",
		className: `Toastify__close-button Toastify__close-button--${theme}`,
		"aria-label": t("toast.close"),
		onClick: (e) => {
			e.stopPropagation();
			closeToast(true);
		},
		children: /* @__PURE__ */ jsx("svg", {
			"aria-hidden": "true",
			viewBox: "0 0 14 16",
			children: /* @__PURE__ */ jsx("path", {
				fillRule: "evenodd",
				d: "M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
			})
		})
	});
	const common = {
		rtl: dir === "rtl",
		transition: Bounce,
		closeOnClick: true,
		pauseOnHover: true,
		pauseOnFocusLoss: true,
		draggable: false,
		role: "status",
		closeButton
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(ToastContainer, {
		containerId: SHELL_TOASTS.containerId,
		position: "bottom-center",
		autoClose: SHELL_TOASTS.autoClose,
		hideProgressBar: false,
		"aria-label": t("toast.region.shell"),
		...common
	}), /* @__PURE__ */ jsx(ToastContainer, {
		containerId: PAGE_TOASTS.containerId,
		position: dir === "rtl" ? "top-left" : "top-right",
		autoClose: PAGE_TOASTS.autoClose,
		newestOnTop: true,
		hideProgressBar: false,
		"aria-label": t("toast.region.page"),
		...common
	})] });
}
export { Toasts as default };
