import { o as useT } from "./context-BnOJaPaH.js";
import { B as SIZES, z as Picture } from "../main.mjs";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/blocks/Gallery.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/Gallery.tsx");
/** Portfolio gallery: category filter, grid up to 4 columns, 400 px tiles, lazy pictures. */
function Gallery({ block }) {
	const t = useT();
	const [filter, setFilter] = useState("all");
	const categories = [...new Set(block.images.map((i) => i.category))];
	const shown = block.images.filter((i) => filter === "all" || i.category === filter);
	return /* @__PURE__ */ jsxs("section", {
		className: "gallery",
		children: [
			block.title && /* @__PURE__ */ jsx("h2", { children: block.title }),
			/* @__PURE__ */ jsx("div", {
				className: "filter-buttons",
				role: "group",
				"aria-label": t("gallery.filterLabel"),
				children: ["all", ...categories].map((c) => /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "chip",
					"aria-pressed": filter === c,
					onClick: () => setFilter(c),
					children: c === "all" ? t("gallery.all") : t(`gallery.category.${c}`)
				}, c))
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "gallery__grid",
				children: shown.map((img) => /* @__PURE__ */ jsx("li", {
					className: "gallery__tile",
					children: /* @__PURE__ */ jsxs("figure", { children: [/* @__PURE__ */ jsx(Picture, {
						src: img.src,
						alt: img.alt,
						sizes: SIZES.card
					}), /* @__PURE__ */ jsx("figcaption", { children: img.title })] })
				}, img.src + img.title))
			})
		]
	});
}
export { Gallery as default };
