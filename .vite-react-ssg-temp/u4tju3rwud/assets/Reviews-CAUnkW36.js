import { o as useT } from "./context-BnOJaPaH.js";
import { useEffect, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/lib/carousel.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/carousel.ts");
function maxIndex(count, visible) {
	return Math.max(0, count - visible);
}
function clampIndex(index, count, visible) {
	return Math.min(Math.max(0, index), maxIndex(count, visible));
}
function step(index, direction, count, visible) {
	return clampIndex(index + direction, count, visible);
}
function canGoPrevious(index) {
	return index > 0;
}
function canGoNext(index, count, visible) {
	return index < maxIndex(count, visible);
}
/** Share of the progress bar, from 0 to 1. */
function progress(index, count, visible) {
	return (clampIndex(index, count, visible) + 1) / (maxIndex(count, visible) + 1);
}
/** 4 reviews per view, 2 on medium screens, 1 on small ones. */
function visibleForWidth(width) {
	if (width < 640) return 1;
	if (width < 1024) return 2;
	return 4;
}
// src/components/blocks/Reviews.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/Reviews.tsx");
/** Customer reviews carousel: 4 per view (2 medium, 1 small), one step at a time, 500 ms slide. */
function Reviews({ reviews, title }) {
	const t = useT();
	const [rawIndex, setIndex] = useState(0);
	const [visible, setVisible] = useState(4);
	const count = reviews?.reviews.length ?? 0;
	useEffect(() => {
		const update = () => setVisible(visibleForWidth(window.innerWidth));
		update();
		window.addEventListener("resize", update);
		return () => window.removeEventListener("resize", update);
	}, []);
	if (!reviews) return null;
	const max = maxIndex(count, visible);
	const index = clampIndex(rawIndex, count, visible);
	return /* @__PURE__ */ jsxs("section", {
		className: "reviews",
		"aria-roledescription": "carousel",
		"aria-labelledby": "reviews-title",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "reviews-title",
				children: title ?? reviews.title
			}),
			/* @__PURE__ */ jsx("div", {
				className: "reviews__viewport",
				children: /* @__PURE__ */ jsx("ul", {
					className: "reviews__track",
					style: {
						"--index": index,
						"--visible": visible
					},
					children: reviews.reviews.map((r, i) => /* @__PURE__ */ jsxs("li", {
						className: "review",
						"aria-roledescription": "slide",
						"aria-label": t("reviews.progress", {
							current: i + 1,
							total: count
						}),
						inert: i < index || i >= index + visible ? true : void 0,
						children: [
							/* @__PURE__ */ jsx("p", {
								className: "review__stars",
								role: "img",
								"aria-label": t("reviews.rating", { rating: r.rating }),
								children: "★".repeat(r.rating)
							}),
							/* @__PURE__ */ jsx("blockquote", { children: /* @__PURE__ */ jsx("p", { children: r.text }) }),
							/* @__PURE__ */ jsxs("p", {
								className: "review__author",
								children: [
									/* @__PURE__ */ jsx("strong", { children: r.name }),
									" · ",
									r.product
								]
							})
						]
					}, r.name))
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "reviews__controls",
				children: [
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "icon-button",
						"aria-label": t("reviews.previous"),
						disabled: !canGoPrevious(index),
						onClick: () => setIndex(step(index, -1, count, visible)),
						children: /* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							className: "arrow arrow--previous"
						})
					}),
					/* @__PURE__ */ jsx("div", {
						className: "reviews__progress",
						role: "progressbar",
						"aria-label": t("reviews.progress", {
							current: index + 1,
							total: max + 1
						}),
						"aria-valuemin": 1,
						"aria-valuemax": max + 1,
						"aria-valuenow": index + 1,
						children: /* @__PURE__ */ jsx("span", { style: { inlineSize: `${progress(index, count, visible) * 100}%` } })
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "icon-button",
						"aria-label": t("reviews.next"),
						disabled: !canGoNext(index, count, visible),
						onClick: () => setIndex(step(index, 1, count, visible)),
						children: /* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							className: "arrow arrow--next"
						})
					})
				]
			})
		]
	});
}
export { Reviews as default };
