import { i as useLocale, o as useT } from "./context-BnOJaPaH.js";
import { n as postForm, t as FormResult } from "./FormResult-rLRn7gvN.js";
import { t as useNotify } from "./use-notify-DGVk3LMa.js";
import { i as useOwnValidation, n as Honeypot, r as fieldAria, t as Field } from "./Field-BtFvl8wx.js";
import { K as API_PATHS } from "../main.mjs";
import { useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/forms/CommentForm.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/forms/CommentForm.tsx");
/**
* Article comments: name, e-mail and message, sent to /api/comments where they wait
* for moderation. No third-party captcha: a hidden field and rate limits stop bots. An island whose
* fields are read when it is sent, so what was typed before its script arrived is kept.
*/
function CommentForm({ slug }) {
	const t = useT();
	const notify = useNotify();
	const locale = useLocale();
	const form = useRef(null);
	useOwnValidation(form);
	const [busy, setBusy] = useState(false);
	const [errors, setErrors] = useState({});
	const submit = async (e) => {
		e.preventDefault();
		if (busy) return;
		setBusy(true);
		try {
			const reply = await postForm(API_PATHS.comments, new FormData(e.currentTarget));
			setErrors(reply.errors ?? {});
			if (reply.success) {
				form.current?.reset();
				await notify("success", t("form.success.title"), t("comments.success"));
			} else await notify("error", t("form.error.title"), reply.message);
		} catch {
			await notify("error", t("form.error.title"), t("form.error.transport"));
		} finally {
			setBusy(false);
		}
	};
	const field = (name, type) => {
		const id = `comment-${name}`;
		const props = {
			id,
			name,
			placeholder: t(`comments.${name}`),
			required: true,
			...fieldAria(id, errors[name])
		};
		return /* @__PURE__ */ jsx(Field, {
			id,
			label: t(`comments.${name}`),
			error: errors[name],
			wide: name === "message",
			children: type === "textarea" ? /* @__PURE__ */ jsx("textarea", {
				rows: 5,
				...props
			}) : /* @__PURE__ */ jsx("input", {
				type,
				autoComplete: name === "email" ? "email" : "name",
				...props
			})
		});
	};
	return /* @__PURE__ */ jsxs("section", {
		className: "comment-form",
		"aria-labelledby": "comment-form-title",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "comment-form-title",
				children: t("comments.title")
			}),
			/* @__PURE__ */ jsx(FormResult, {
				param: "commentaire",
				successKey: "comments.success",
				backTo: "comment-form-title"
			}),
			/* @__PURE__ */ jsxs("form", {
				ref: form,
				action: API_PATHS.comments,
				method: "post",
				onSubmit: submit,
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "slug",
						value: slug
					}),
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "locale",
						value: locale
					}),
					/* @__PURE__ */ jsx(Honeypot, {}),
					/* @__PURE__ */ jsxs("div", {
						className: "form-grid",
						children: [
							field("name", "text"),
							field("email", "email"),
							field("message", "textarea")
						]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "form-note",
						children: t("comments.notice")
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "button button--primary",
						disabled: busy,
						children: busy ? t("form.submitting") : t("comments.submit")
					})
				]
			})
		]
	});
}
export { CommentForm as default };
