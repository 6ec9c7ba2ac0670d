import { i as useLocale, o as useT } from "./context-BnOJaPaH.js";
import { n as postForm, t as FormResult } from "./FormResult-rLRn7gvN.js";
import { t as useNotify } from "./use-notify-DGVk3LMa.js";
import { i as useOwnValidation, n as Honeypot } from "./Field-BtFvl8wx.js";
import { K as API_PATHS } from "../main.mjs";
import { useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/layout/NewsletterForm.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/layout/NewsletterForm.tsx");
var EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
* Footer newsletter sign-up: an e-mail address sent to /api/newsletter. An island: the field is read
* when the form is sent, so an address typed before the script arrived is sent whole.
*/
function NewsletterForm({ page }) {
	const t = useT();
	const notify = useNotify();
	const locale = useLocale();
	const [error, setError] = useState("");
	const [busy, setBusy] = useState(false);
	const form = useRef(null);
	useOwnValidation(form);
	const submit = async (e) => {
		e.preventDefault();
		if (busy) return;
		const data = new FormData(e.currentTarget);
		if (!EMAIL.test(String(data.get("email") ?? "").trim())) return setError(t("footer.newsletter.invalid"));
		setError("");
		setBusy(true);
		try {
			const reply = await postForm(API_PATHS.newsletter, data);
			if (reply.success) {
				form.current?.reset();
				await notify("success", t("footer.newsletter.successTitle"), reply.message, "shell");
			} else setError(reply.errors?.email ?? reply.message);
		} catch {
			await notify("error", t("form.error.title"), t("form.error.transport"), "shell");
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ jsxs("form", {
		ref: form,
		id: "newsletter",
		className: "newsletter",
		action: API_PATHS.newsletter,
		method: "post",
		onSubmit: submit,
		children: [
			/* @__PURE__ */ jsx(FormResult, {
				param: "newsletter",
				successKey: "footer.newsletter.success",
				successTitleKey: "footer.newsletter.successTitle",
				errorTitleKey: "footer.newsletter.errorTitle",
				backTo: "newsletter-email"
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "locale",
				value: locale
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "page",
				value: page
			}),
			/* @__PURE__ */ jsx(Honeypot, {}),
			/* @__PURE__ */ jsx("label", {
				htmlFor: "newsletter-email",
				children: t("footer.newsletter.label")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "newsletter__row",
				children: [/* @__PURE__ */ jsx("input", {
					id: "newsletter-email",
					name: "email",
					type: "email",
					required: true,
					maxLength: 254,
					autoComplete: "email",
					"aria-invalid": error ? true : void 0,
					"aria-describedby": error ? "newsletter-error" : void 0,
					onInput: () => error && setError("")
				}), /* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "button",
					disabled: busy,
					children: t("footer.newsletter.submit")
				})]
			}),
			/* @__PURE__ */ jsx("p", {
				id: "newsletter-error",
				className: "field-error",
				role: "alert",
				children: error
			})
		]
	});
}
export { NewsletterForm as default };
