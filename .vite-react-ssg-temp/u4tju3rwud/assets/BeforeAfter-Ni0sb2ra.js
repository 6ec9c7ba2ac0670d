import { o as useT } from "./context-BnOJaPaH.js";
import { B as SIZES, z as Picture } from "../main.mjs";
import { useEffect, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/lib/slider.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/lib/slider.ts");
function clampPosition(value) {
	if (Number.isNaN(value)) return 50;
	return Math.min(100, Math.max(0, value));
}
/** Position under a pointer at `clientX` over an element spanning `left`..`left + width`. */
function positionFromPointer(clientX, left, width, rtl = false) {
	if (width <= 0) return 50;
	const ratio = (clientX - left) / width * 100;
	return clampPosition(rtl ? 100 - ratio : ratio);
}
/**
* Position after a key press on the slider, or null for keys the slider leaves alone. Left and
* right follow the handle on screen, so they swap in a right-to-left layout (as Chromium's own
* range input does); up, down, Page Up/Down, Home and End do not depend on direction.
*/
function positionForKey(key, position, rtl = false) {
	const forward = rtl ? -1 : 1;
	switch (key) {
		case "ArrowRight": return clampPosition(position + forward * 1);
		case "ArrowLeft": return clampPosition(position - forward * 1);
		case "ArrowUp": return clampPosition(position + 1);
		case "ArrowDown": return clampPosition(position - 1);
		case "PageUp": return clampPosition(position + 10);
		case "PageDown": return clampPosition(position - 10);
		case "Home": return 0;
		case "End": return 100;
		default: return null;
	}
}
// src/components/blocks/use-slider-pointer.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/use-slider-pointer.ts");
/** How far (px) a finger may wander and still count as a tap rather than a swipe. */
var TAP_SLOP = 10;
/** The site sets direction with `dir` attributes only (the page, or an English fallback inside it). */
function isRtl(element) {
	return element.closest("[dir]")?.getAttribute("dir") === "rtl";
}
/**
* The pointer handlers of a comparison slider's frame: the handle follows the pointer, so it stays exactly
* under the finger or cursor. Touch uses `touch-action: pan-y`: a sideways drag or a tap moves the handle,
* a vertical swipe scrolls the page without moving it (Chromium reports the first moves of a swipe before
* it cancels the pointer, so a touch only takes hold once it goes more sideways than up or down).
*/
function useSliderPointer(setPosition, range) {
	const drag = useRef(null);
	const follow = (e) => {
		const box = e.currentTarget.getBoundingClientRect();
		setPosition(Math.round(positionFromPointer(e.clientX, box.left, box.width, isRtl(e.currentTarget))));
	};
	return {
		onPointerDown(e) {
			if (!e.isPrimary || e.pointerType === "mouse" && e.button !== 0) return;
			const touch = e.pointerType === "touch";
			drag.current = {
				id: e.pointerId,
				x: e.clientX,
				y: e.clientY,
				sideways: !touch
			};
			if (touch) return;
			e.preventDefault();
			e.currentTarget.setPointerCapture(e.pointerId);
			range.current?.focus({ preventScroll: true });
			follow(e);
		},
		onPointerMove(e) {
			const d = drag.current;
			if (d?.id !== e.pointerId) return;
			if (!d.sideways) {
				const dx = Math.abs(e.clientX - d.x);
				if (dx < TAP_SLOP || dx <= Math.abs(e.clientY - d.y)) return;
				d.sideways = true;
			}
			follow(e);
		},
		onPointerUp(e) {
			const d = drag.current;
			if (d?.id !== e.pointerId) return;
			drag.current = null;
			const tap = Math.hypot(e.clientX - d.x, e.clientY - d.y) < TAP_SLOP;
			if (d.sideways || tap) follow(e);
		},
		onPointerCancel() {
			drag.current = null;
		}
	};
}
// src/components/blocks/BeforeAfter.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/blocks/BeforeAfter.tsx");
/**
* Before/after comparison. A native range input gives the role slider, its values and focus to
* assistive technology; the frame itself follows the pointer (./use-slider-pointer.ts), so the handle
* stays exactly under the finger or cursor (a range input's thumb would be offset by its own width).
*/
function BeforeAfter({ block }) {
	const t = useT();
	const [position, setPosition] = useState(50);
	const range = useRef(null);
	const pointer = useSliderPointer(setPosition, range);
	useEffect(() => {
		const moved = Number(range.current?.value ?? 50);
		if (moved !== 50) setPosition(clampPosition(moved));
	}, []);
	return /* @__PURE__ */ jsxs("section", {
		className: "before-after",
		children: [
			/* @__PURE__ */ jsx("h2", { children: block.title }),
			block.description && /* @__PURE__ */ jsx("p", {
				className: "section-intro",
				children: block.description
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "before-after__frame",
				style: { "--position": `${position}%` },
				...pointer,
				children: [
					/* @__PURE__ */ jsx(Picture, {
						className: "before-after__after",
						src: block.after.src,
						alt: block.after.alt,
						sizes: SIZES.full,
						draggable: false
					}),
					/* @__PURE__ */ jsx("div", {
						className: "before-after__before",
						children: /* @__PURE__ */ jsx(Picture, {
							src: block.before.src,
							alt: block.before.alt,
							sizes: SIZES.full,
							draggable: false
						})
					}),
					/* @__PURE__ */ jsx("span", {
						className: "before-after__label before-after__label--before",
						"aria-hidden": "true",
						children: t("slider.before")
					}),
					/* @__PURE__ */ jsx("span", {
						className: "before-after__label before-after__label--after",
						"aria-hidden": "true",
						children: t("slider.after")
					}),
					/* @__PURE__ */ jsx("input", {
						ref: range,
						className: "before-after__range",
						type: "range",
						min: 0,
						max: 100,
						step: 1,
						value: position,
						"aria-label": t("slider.label"),
						"aria-valuetext": `${t("slider.before")} ${position}% · ${t("slider.after")} ${100 - position}%`,
						onChange: (e) => setPosition(clampPosition(Number(e.target.value))),
						onKeyDown: (e) => {
							if (e.altKey || e.ctrlKey || e.metaKey) return;
							const next = positionForKey(e.key, position, isRtl(e.currentTarget));
							if (next === null) return;
							e.preventDefault();
							setPosition(next);
						}
					}),
					/* @__PURE__ */ jsx("span", {
						className: "before-after__handle",
						"aria-hidden": "true"
					})
				]
			})
		]
	});
}
export { BeforeAfter as default };
