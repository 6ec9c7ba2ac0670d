import { G as LOCALES } from "../main.mjs";
import "./Field-BtFvl8wx.js";
import { i as CONTACT_REQUIRED_DEFAULT, n as CONTACT_FIELDS, o as fileExtension, r as CONTACT_LIMITS, s as isAcceptedExtension } from "./ContactForm-D5QgKhju.js";
import { z } from "zod";
// src/forms/form-data.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/forms/form-data.ts");
/**
* Turns FormData into a plain object for a schema: the first value of every field in `fields`.
* Files stay `File` objects; an empty file input (no name, no bytes) becomes `undefined`; text is cut to
* MAX_TEXT_CHARS + 1 characters. A field sent more than once is reported in `repeated` (a real form never
* does that).
*/
function formDataToRecord(data, fields) {
	const values = {};
	const repeated = [];
	for (const field of fields) {
		const all = data.getAll(field).filter((v) => !(isFileLike(v) && v.size === 0 && v.name === ""));
		if (all.length > 1) repeated.push(field);
		const first = all[0];
		values[field] = typeof first === "string" && first.length > 2e4 ? first.slice(0, 20001) : first;
	}
	return {
		values,
		repeated
	};
}
/** True for a `File` (browser or Node 20+ global). */
function isFileLike(value) {
	return typeof File !== "undefined" && value instanceof File;
}
// src/forms/common.ts
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/forms/common.ts");
/** UI string keys used as validation messages. */
var ERROR_KEYS = {
	required: "form.error.required",
	email: "form.error.email",
	phone: "form.error.phone",
	tooLong: "form.error.tooLong",
	fileType: "form.error.fileType",
	fileSize: "form.error.fileSize",
	/** A Word file that carries macros (a VBA project): refused, the visitor is asked for a PDF. */
	fileMacros: "form.error.fileMacros",
	fileActive: "form.error.fileActive",
	/** Anything a real browser form cannot produce (line breaks in a one-line field, a second file, ...). */
	invalid: "form.error.invalid"
};
/** True when the text has a line break (CR, LF or the Unicode line/paragraph separators). */
var hasLineBreak = (value) => /[\r\n\u2028\u2029\u0085]/.test(value);
/** True when the text has control characters (C0, DEL, C1) other than tab, CR and LF. */
var hasControlChars = (value) => /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(value);
/**
* Bidi embeddings, overrides and isolates (U+202A–202E, U+2066–2069): they make a line display in another
* order than it holds (`fdp.exe` shown as `exe.pdf`), and nobody types them. Removed from text fields.
* The marks Arabic input adds (U+200E, U+200F, U+061C) stay: they change no order but their own.
*/
var BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
var withoutBidiControls = (value) => value.replace(BIDI_CONTROLS, "");
/**
* Zero-width characters that join or separate nothing a reader sees (U+200B zero-width space, U+2060–2064 word
* joiner and invisible operators, U+FEFF byte order mark, U+180E Mongolian vowel separator): in a name or a
* subject they only make two equal-looking texts differ. Removed from one-line fields. The joiners scripts
* need (U+200C, U+200D) stay.
*/
var ZERO_WIDTH = /[\u200b\u2060-\u2064\ufeff\u180e]/g;
var oneLineText = (value) => withoutBidiControls(value).replace(ZERO_WIDTH, "");
/** A required one-line text field (names, subject): trimmed, bounded, no line breaks or controls, no bidi controls or zero-width characters. */
var requiredLine = (max) => z.string({ error: ERROR_KEYS.required }).overwrite(oneLineText).trim().min(1, ERROR_KEYS.required).max(max, ERROR_KEYS.tooLong).refine((v) => !hasLineBreak(v) && !hasControlChars(v), ERROR_KEYS.invalid);
/** An optional one-line text field: trimmed, bounded, no line breaks; missing means empty. */
var optionalLine = (max) => z.string({ error: ERROR_KEYS.invalid }).overwrite(oneLineText).trim().max(max, ERROR_KEYS.tooLong).refine((v) => !hasLineBreak(v) && !hasControlChars(v), ERROR_KEYS.invalid).optional().transform((v) => v ?? "");
/**
* A required multi-line text (message): trimmed, bounded, line breaks allowed (CRLF, which form posts use,
* comes out as LF), other control characters not.
*/
var requiredText = (max) => z.string({ error: ERROR_KEYS.required }).overwrite(withoutBidiControls).trim().min(1, ERROR_KEYS.required).max(max, ERROR_KEYS.tooLong).refine((v) => !hasControlChars(v), ERROR_KEYS.invalid).transform((v) => v.replace(/\r\n?/g, "\n"));
/**
* E-mail address: trimmed, at most 254 characters, a plain `local@domain.tld` shape (zod's own pattern:
* no spaces, quotes, commas or angle brackets, so it can never add a second address to a mail header).
*/
var emailField = z.string({ error: ERROR_KEYS.required }).trim().min(1, ERROR_KEYS.required).max(254, ERROR_KEYS.tooLong).regex(z.regexes.email, ERROR_KEYS.email);
/** Locale of the page the form was sent from (hidden field). Unknown or missing: the default locale. */
var localeField = z.enum(LOCALES).catch("en");
/**
* A same-site path such as `/fr/contact/` or `/conseils/mon-article/`: starts with one slash, no scheme, no
* host, no backslash, no `..` segment, only URL-safe characters. Used to send a visitor without JavaScript
* back to the page they came from, so it must never lead to another site.
*/
function isSafeSitePath(value) {
	if (typeof value !== "string" || value.length === 0 || value.length > 300) return false;
	if (!value.startsWith("/") || value.startsWith("//")) return false;
	if (!/^\/[A-Za-z0-9\-._~/%]*$/.test(value)) return false;
	if (/%(2f|5c|2e|0d|0a|00)/i.test(value)) return false;
	return !value.split("/").some((segment) => segment === ".." || segment === ".");
}
/** The page the form was sent from (hidden field): kept only when it is a safe same-site path. */
var pageField = z.unknown().transform((v) => isSafeSitePath(v) ? v : void 0).optional();
/** The honeypot: must be empty (the server checks it first and quietly drops the submission). */
var honeypotField = z.string().max(0, ERROR_KEYS.invalid).optional();
/**
* One message per field, the first problem of each, ready to translate. `form.error.tooLong`
* gets its `{max}` from the issue.
*/
function collectFieldErrors(issues) {
	const errors = {};
	for (const issue of issues) {
		const field = issue.path.length > 0 ? String(issue.path[0]) : "_form";
		if (errors[field]) continue;
		const key = /^(?:form\.|[a-z]+\.error\.)/.test(issue.message) ? issue.message : ERROR_KEYS.invalid;
		const error = { key };
		if (issue.code === "too_big" && key === ERROR_KEYS.tooLong) error.params = { max: Number(issue.maximum) };
		errors[field] = error;
	}
	return errors;
}
// src/forms/contact.ts
/**
* The contact form: one schema for the React form and for `POST /api/contact`.
*
* Browser-safe: no Node imports. Messages are UI string keys (see ./common.ts).
*/
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/forms/contact.ts");
/** The optional attachment: a `File` with an accepted extension and at most MAX_FILE_BYTES. */
var fileField = z.unknown().superRefine((value, ctx) => {
	if (value === void 0 || value === null) return;
	if (!isFileLike(value) || !isAcceptedExtension(fileExtension(value.name))) {
		ctx.addIssue({
			code: "custom",
			message: ERROR_KEYS.fileType
		});
		return;
	}
	if (value.size > 4194304) ctx.addIssue({
		code: "custom",
		message: ERROR_KEYS.fileSize
	});
}).transform((value) => isFileLike(value) ? value : void 0).optional();
var phoneField = z.string({ error: ERROR_KEYS.required }).trim().min(1, ERROR_KEYS.required).max(CONTACT_LIMITS.telephone, ERROR_KEYS.tooLong).refine((v) => /^\+?[0-9 \u00a0()./-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6, ERROR_KEYS.phone);
/** Empty strings count as missing for optional fields. */
var emptyToUndefined = (v) => typeof v === "string" && v.trim() === "" ? void 0 : v;
/**
* The contact schema. `required` can make visible fields optional or required, as a page's content may
* ask; the server uses the default set. An optional field left empty comes out as `''`.
*/
function createContactSchema(required = {}) {
	const isRequired = (field) => required[field] ?? CONTACT_REQUIRED_DEFAULT[field];
	const optional = (schema) => z.preprocess(emptyToUndefined, schema.optional()).transform((v) => v === void 0 ? "" : v);
	const pick = (field, schema) => isRequired(field) ? schema : optional(schema);
	return z.object({
		nom: pick("nom", requiredLine(CONTACT_LIMITS.nom)),
		prenom: pick("prenom", requiredLine(CONTACT_LIMITS.prenom)),
		email: pick("email", emailField),
		telephone: pick("telephone", phoneField),
		societe: isRequired("societe") ? requiredLine(CONTACT_LIMITS.societe) : optionalLine(CONTACT_LIMITS.societe),
		sujet: pick("sujet", requiredLine(CONTACT_LIMITS.sujet)),
		message: pick("message", requiredText(CONTACT_LIMITS.message)),
		file: fileField,
		website: honeypotField,
		locale: localeField,
		page: pageField
	});
}
createContactSchema();
// src/forms/contact-check.ts
/**
* The contact form's validation in the browser, loaded once the page is interactive (see ContactForm):
* it brings zod, which no page needs to render. Same schema as `POST /api/contact`.
*/
globalThis.__VITE_REACT_SSG_TRACK_SSR_MODULE__?.("src/forms/contact-check.ts");
var schemas = /* @__PURE__ */ new WeakMap();
/** The first problem of each field of a filled-in form, checked against the page's required fields. */
function checkContactForm(data, required) {
	let schema = schemas.get(required);
	if (!schema) schemas.set(required, schema = createContactSchema(required));
	const result = schema.safeParse(formDataToRecord(data, CONTACT_FIELDS).values);
	return result.success ? {} : collectFieldErrors(result.error.issues);
}
export { checkContactForm };
