import { o as useT } from "./context-BnOJaPaH.js";
import { n as shareOrCopy } from "./share-s1ScxFWJ.js";
import { t as useNotify } from "./use-notify-DGVk3LMa.js";
import { jsx } from "react/jsx-runtime";
// src/components/product/ShareButton.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/product/ShareButton.tsx");
/**
* Share: the device's share sheet with title, subtitle and address; otherwise the
* address is copied and a notification says so. Failures are only logged. An island woken by the
* first touch: a press before its script arrived is pressed again once it has (src/islands/loader.ts).
*/
function ShareButton({ title, text }) {
	const t = useT();
	const notify = useNotify();
	const share = async () => {
		if (await shareOrCopy({
			title,
			text,
			url: window.location.href
		}) === "copied") await notify("success", t("product.share"), t("product.shareCopied"));
	};
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		className: "button button--outline",
		onClick: share,
		children: t("product.share")
	});
}
export { ShareButton as default };
