import { o as useT } from "./context-BnOJaPaH.js";
import { r as shareUrl, t as SHARE_POPUP } from "./share-s1ScxFWJ.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/article/ShareRow.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/article/ShareRow.tsx");
var NETWORKS = [
	{
		id: "facebook",
		name: "Facebook"
	},
	{
		id: "twitter",
		name: "X (Twitter)"
	},
	{
		id: "pinterest",
		name: "Pinterest"
	},
	{
		id: "email",
		name: "E-mail"
	}
];
/**
* "Share" row: each network opens in a 600×400 window; e-mail opens the mail program.
* The buttons are real links, so they work without JavaScript too.
*/
function ShareRow({ title, description, image, canonical }) {
	const t = useT();
	const open = (e, network) => {
		if (network === "email") return;
		e.preventDefault();
		const href = shareUrl(network, {
			url: window.location.href,
			title,
			description,
			image
		});
		window.open(href, "share", `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},noopener,noreferrer`);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "share-row",
		children: [/* @__PURE__ */ jsx("p", {
			className: "share-row__title",
			children: t("blog.share")
		}), /* @__PURE__ */ jsx("ul", { children: NETWORKS.map((n) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
			className: "chip",
			"data-network": n.id,
			"data-replay-click": n.id === "email" ? void 0 : "",
			href: shareUrl(n.id, {
				url: canonical,
				title,
				description,
				image
			}),
			onClick: (e) => open(e, n.id),
			onFocus: (e) => e.currentTarget.href = shareUrl(n.id, {
				url: window.location.href,
				title,
				description,
				image
			}),
			onPointerEnter: (e) => e.currentTarget.href = shareUrl(n.id, {
				url: window.location.href,
				title,
				description,
				image
			}),
			rel: "noopener noreferrer",
			children: n.id === "email" ? t("blog.shareByEmail") : t("blog.shareOn", { network: n.name })
		}) }, n.id)) })]
	});
}
export { ShareRow as default };
