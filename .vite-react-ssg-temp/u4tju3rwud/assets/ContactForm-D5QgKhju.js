import { i as useLocale, o as useT, u as __exportAll } from "./context-BnOJaPaH.js";
import { i as useOwnValidation, n as Honeypot, r as fieldAria, t as Field } from "./Field-BtFvl8wx.js";
import { n as postForm, t as FormResult } from "./FormResult-rLRn7gvN.js";
import { t as useNotify } from "./use-notify-DGVk3LMa.js";
import { K as API_PATHS } from "../main.mjs";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/forms/contact-fields.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/forms/contact-fields.ts");
/**
* The contact form's fields, limits and file rules, without zod: the form renders from these on every
* page that shows it, while the schema (./contact.ts) loads only when a visitor starts using it.
*/
/** Length limits of the contact fields (characters, after trimming). */
var CONTACT_LIMITS = {
	nom: 100,
	prenom: 100,
	email: 254,
	telephone: 30,
	societe: 150,
	sujet: 150,
	message: 5e3
};
/** Largest attachment: what a Netlify Function can receive once base64-encoded, with room for the fields. */
var MAX_FILE_BYTES = 4194304;
/** Accepted attachment extensions (lower case, with the dot). */
var ACCEPTED_EXTENSIONS = [
	".pdf",
	".doc",
	".docx",
	".jpg",
	".jpeg",
	".png"
];
/** Accepted MIME types (unique). */
var ACCEPTED_MIME_TYPES = [...new Set(Object.values({
	".pdf": "application/pdf",
	".doc": "application/msword",
	".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
	".jpg": "image/jpeg",
	".jpeg": "image/jpeg",
	".png": "image/png"
}))];
/** Value for the file input's `accept` attribute. */
var FILE_ACCEPT = [...ACCEPTED_EXTENSIONS, ...ACCEPTED_MIME_TYPES].join(",");
/** Field names in form order (the file input is `file`, the honeypot `website`). */
var CONTACT_FIELDS = [
	"nom",
	"prenom",
	"email",
	"telephone",
	"societe",
	"sujet",
	"message",
	"file",
	"website",
	"locale",
	"page"
];
/** The visible text fields a page may mark as required or optional. */
var CONTACT_TEXT_FIELDS = [
	"nom",
	"prenom",
	"email",
	"telephone",
	"societe",
	"sujet",
	"message"
];
/** Required by default: everything but `societe`. */
var CONTACT_REQUIRED_DEFAULT = {
	nom: true,
	prenom: true,
	email: true,
	telephone: true,
	societe: false,
	sujet: true,
	message: true
};
/**
* What a contact form requires, worked out once for the page's form, the build's list of pages with a form
* (which /api/contact enforces) and the form's own checks: each text field's flag from the page's content,
* else its default.
*/
function requiredContactFields(fields) {
	return Object.fromEntries(CONTACT_TEXT_FIELDS.map((f) => [f, fields[f]?.required ?? CONTACT_REQUIRED_DEFAULT[f]]));
}
/** Lower-case extension of a file name, with the dot (`''` if none). */
function fileExtension(name) {
	const match = /\.[A-Za-z0-9]+$/.exec(name.trim());
	return match ? match[0].toLowerCase() : "";
}
/** True for an extension of the allow-list. */
function isAcceptedExtension(extension) {
	return ACCEPTED_EXTENSIONS.includes(extension.toLowerCase());
}
// src/components/forms/ContactFields.tsx
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/forms/ContactFields.tsx");
var MULTILINE = ["message"];
var INPUT_TYPES = {
	email: "email",
	telephone: "tel"
};
var AUTOCOMPLETE = {
	nom: "family-name",
	prenom: "given-name",
	email: "email",
	telephone: "tel",
	societe: "organization"
};
/** The contact form's fields, labelled by the block or the catalogue, each with its error line. */
function ContactFields({ block, required, errorText }) {
	const t = useT();
	const label = (f) => block.fields[f]?.label ?? t(`form.${f}.label`);
	const placeholder = (f) => block.fields[f]?.placeholder ?? t(`form.${f}.placeholder`);
	return /* @__PURE__ */ jsxs("div", {
		className: "form-grid",
		children: [CONTACT_TEXT_FIELDS.map((f) => {
			const id = `contact-${f}`;
			const error = errorText(f);
			const common = {
				id,
				name: f,
				placeholder: placeholder(f),
				required: required[f],
				autoComplete: AUTOCOMPLETE[f],
				...fieldAria(id, error)
			};
			const wide = MULTILINE.includes(f);
			return /* @__PURE__ */ jsx(Field, {
				id,
				label: label(f),
				required: required[f],
				error,
				wide,
				children: wide ? /* @__PURE__ */ jsx("textarea", {
					rows: 6,
					...common
				}) : /* @__PURE__ */ jsx("input", {
					type: INPUT_TYPES[f] ?? "text",
					...common
				})
			}, f);
		}), /* @__PURE__ */ jsx(Field, {
			id: "contact-file",
			label: label("file"),
			error: errorText("file"),
			hint: t("form.file.hint"),
			wide: true,
			children: /* @__PURE__ */ jsx("input", {
				id: "contact-file",
				name: "file",
				type: "file",
				accept: FILE_ACCEPT,
				...fieldAria("contact-file", errorText("file"), t("form.file.hint"))
			})
		})]
	});
}
// src/browser/after-load.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/browser/after-load.ts");
/**
* Runs `task` once the page has loaded and the browser is idle: for code a page does not need to
* show itself, so it neither delays the page nor competes with what it preloads. Returns a cancel.
*/
function afterLoadWhenIdle(task) {
	let cancelIdle;
	const run = () => {
		if ("requestIdleCallback" in window) {
			const id = window.requestIdleCallback(task, { timeout: 2e3 });
			cancelIdle = () => window.cancelIdleCallback(id);
		} else {
			const id = setTimeout(task, 200);
			cancelIdle = () => clearTimeout(id);
		}
	};
	if (document.readyState === "complete") run();
	else window.addEventListener("load", run, { once: true });
	return () => {
		window.removeEventListener("load", run);
		cancelIdle?.();
	};
}
// src/components/forms/use-contact-check.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/forms/use-contact-check.ts");
var loading;
var loadCheck = () => loading ??= (globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/forms/contact-check.ts"), import("./contact-check-DOmtVL4L.js"));
/**
* The contact form's validation: the same schema as /api/contact, loaded after the page (on idle, or when
* the visitor reaches the form, whichever comes first); until then the browser's validation stands in, as
* without JavaScript. Errors show once a field has been touched; messages the server gave per field stay
* until that field changes.
*/
function useContactCheck(form, required) {
	const [check, setCheck] = useState(null);
	const [errors, setErrors] = useState({});
	const [touched, setTouched] = useState({});
	const [valid, setValid] = useState(false);
	const [serverErrors, setServerErrors] = useState({});
	const startChecking = useCallback(() => void loadCheck().then((loaded) => {
		setCheck(loaded);
		if (!form.current) return;
		const data = new FormData(form.current);
		const found = loaded.checkContactForm(data, required);
		setValid(!Object.keys(found).length);
		setErrors(found);
		setTouched(Object.fromEntries(CONTACT_TEXT_FIELDS.filter((f) => String(data.get(f) ?? "").trim()).map((f) => [f, true])));
	}), [form, required]);
	useEffect(() => afterLoadWhenIdle(startChecking), [startChecking]);
	const validate = (using = check) => {
		if (!form.current || !using) return {};
		const found = using.checkContactForm(new FormData(form.current), required);
		setValid(!Object.keys(found).length);
		return found;
	};
	const onChange = (field) => {
		if (!check) return;
		const found = validate();
		setTouched((t) => ({
			...t,
			[field]: true
		}));
		setErrors(found);
		setServerErrors(({ [field]: _answered, ...rest }) => rest);
	};
	/** After a submit the schema refused: every field in error shows it. */
	const showAll = (found) => {
		setErrors(found);
		setTouched(Object.fromEntries(Object.keys(found).map((k) => [k, true])));
	};
	const clear = () => {
		setTouched({});
		setErrors({});
		setValid(false);
	};
	const shown = (f) => serverErrors[f] ?? (touched[f] ? errors[f] : void 0);
	return {
		check,
		valid,
		startChecking,
		validate,
		onChange,
		showAll,
		clear,
		setServerErrors,
		shown
	};
}
// src/components/forms/use-contact-submit.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/forms/use-contact-submit.ts");
/**
* Sending the contact form: checked by the schema first (loaded now if it has not arrived), posted to
* /api/contact, the answer shown as a toast; a second submit while one is on its way is ignored.
*/
function useContactSubmit(form, checking) {
	const t = useT();
	const notify = useNotify();
	const { check } = checking;
	const sending = useRef(false);
	const [busy, setBusy] = useState(false);
	const submit = async (e) => {
		e.preventDefault();
		if (sending.current) return;
		const found = checking.validate(check ?? await loadCheck());
		if (Object.keys(found).length) {
			checking.showAll(found);
			form.current?.querySelector("[aria-invalid=\"true\"]")?.focus();
			return;
		}
		sending.current = true;
		setBusy(true);
		try {
			const reply = await postForm(API_PATHS.contact, new FormData(e.currentTarget));
			if (reply.success) {
				form.current?.reset();
				checking.clear();
				await notify("success", t("form.success.title"), reply.message);
			} else {
				checking.setServerErrors(reply.errors ?? {});
				await notify("error", t("form.error.title"), reply.message);
			}
		} catch (error) {
			console.error("Contact form could not be sent", error);
			await notify("error", t("form.error.title"), t("form.error.transport"));
		} finally {
			sending.current = false;
			setBusy(false);
		}
	};
	return {
		submit,
		busy
	};
}
// src/components/forms/ContactForm.tsx
var ContactForm_exports = /* @__PURE__ */ __exportAll({ default: () => ContactForm });
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/components/forms/ContactForm.tsx");
/**
* The contact form. Validates with the same schema as /api/contact; the submit
* button is disabled while the form is invalid or sending; a second submit is ignored. Without
* JavaScript it posts normally, with the browser's own validation, and the server redirects back to a notice
* (FormResult). The schema loads after the page (on idle, or when the visitor reaches the form, whichever
* comes first); until then the browser's validation stands in, as without JavaScript.
*/
function ContactForm({ block, page }) {
	const t = useT();
	const locale = useLocale();
	const form = useRef(null);
	const required = useMemo(() => requiredContactFields(block.fields), [block.fields]);
	const checking = useContactCheck(form, required);
	const { check, valid } = checking;
	useOwnValidation(form, check !== null);
	const { submit, busy } = useContactSubmit(form, checking);
	const errorText = (f) => {
		const e = checking.shown(f);
		if (!e) return "";
		return typeof e === "string" ? e : t(e.key, e.params);
	};
	return /* @__PURE__ */ jsxs("section", {
		className: "contact-form",
		"aria-labelledby": "contact-form-title",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "contact-form-title",
				children: block.title
			}),
			block.text && /* @__PURE__ */ jsx("p", {
				className: "section-intro",
				children: block.text
			}),
			/* @__PURE__ */ jsx(FormResult, {
				param: "envoi",
				successKey: "form.success.message",
				backTo: "contact-form-title"
			}),
			/* @__PURE__ */ jsxs("form", {
				ref: form,
				action: API_PATHS.contact,
				method: "post",
				encType: "multipart/form-data",
				onSubmit: submit,
				onInput: (e) => checking.onChange(e.target.name),
				onFocus: checking.startChecking,
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "form-note",
						children: t("form.requiredNote")
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
					/* @__PURE__ */ jsx(ContactFields, {
						block,
						required,
						errorText
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "button button--primary",
						disabled: check !== null && (busy || !valid),
						children: busy ? t("form.submitting") : t("form.submit")
					})
				]
			})
		]
	});
}
export { MAX_FILE_BYTES as a, ContactForm as default, CONTACT_REQUIRED_DEFAULT as i, CONTACT_FIELDS as n, fileExtension as o, CONTACT_LIMITS as r, isAcceptedExtension as s, ContactForm_exports as t };
