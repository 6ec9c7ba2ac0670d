/**
 * The outcome of a form posted WITHOUT JavaScript. The function answers 303 to the form's page with
 * `?<param>=ok|erreur&motif=<reason>#<anchor>`; the page is static HTML, so the notice for each outcome is
 * prerendered hidden and the CSS `:target` rule shows the one the anchor names. No script is needed.
 *
 * Shared by the browser (FormResult) and the functions (form-endpoint): keep it browser-safe.
 */

/** What every form endpoint answers with JavaScript (the form reads `success` and `message`), and per-field errors on 422. */
export interface FormReply {
  success: boolean;
  message: string;
  errors?: Record<string, string>;
}

/** Why a submission was refused, as the functions classify it. */
export const FAILURE_REASONS = [
  'invalid',
  'rateLimit',
  'senderLimit',
  'unavailable',
  'previewStore',
  'tooLarge',
  'type',
  'malformed',
  'server',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** Query parameter (and anchor prefix) of each form's result. */
export type ResultParam = 'envoi' | 'newsletter' | 'commentaire';

/** UI string key explaining each failure to the visitor, in words that fit any form. */
const FAILURE_MESSAGE_KEYS: Record<FailureReason, string> = {
  invalid: 'form.error.invalid',
  rateLimit: 'form.error.rateLimit',
  senderLimit: 'form.error.senderLimit',
  unavailable: 'form.error.preview',
  previewStore: 'form.error.previewStore',
  tooLarge: 'form.error.fileSize',
  type: 'form.error.transport',
  malformed: 'form.error.transport',
  server: 'form.error.server',
};

/**
 * A form's own words where the shared ones would be wrong: a subscription is not a message and carries no
 * file, so the newsletter speaks of the subscription instead; a comment carries no file either.
 */
const FORM_FAILURE_MESSAGE_KEYS: Partial<Record<ResultParam, Partial<Record<FailureReason, string>>>> = {
  newsletter: {
    invalid: 'footer.newsletter.invalid',
    rateLimit: 'footer.newsletter.error.rateLimit',
    previewStore: 'form.error.preview',
    server: 'footer.newsletter.error.server',
    tooLarge: 'footer.newsletter.error.transport',
    type: 'footer.newsletter.error.transport',
    malformed: 'footer.newsletter.error.transport',
  },
  commentaire: {
    tooLarge: 'comments.error.tooLong',
    rateLimit: 'comments.error.rateLimit',
    senderLimit: 'comments.error.senderLimit',
    previewStore: 'comments.error.previewStore',
    type: 'comments.error.transport',
    malformed: 'comments.error.transport',
    server: 'comments.error.server',
  },
};

/**
 * Refusals only some forms can meet: only the newsletter function is switched off on a preview, and only the
 * contact and comment functions count what one sender has sent.
 */
const ONLY_FOR: Partial<Record<FailureReason, readonly ResultParam[]>> = {
  unavailable: ['newsletter'],
  senderLimit: ['envoi', 'commentaire'],
};

/** The reasons this form can be refused for: a notice is prerendered for each, and for no other. */
export function failureReasonsOf(param: ResultParam): FailureReason[] {
  return FAILURE_REASONS.filter((reason) => ONLY_FOR[reason]?.includes(param) ?? true);
}

/**
 * The UI string key that tells a visitor of this form why it was refused: the form's own words, else the key
 * the refusal brought (a function's `FormRefusal`), else the shared words for the reason.
 */
export function failureMessageKey(param: ResultParam, reason: FailureReason, key?: string): string {
  return FORM_FAILURE_MESSAGE_KEYS[param]?.[reason] ?? key ?? FAILURE_MESSAGE_KEYS[reason];
}

/** Id of the notice for an outcome: `envoi-ok`, `envoi-erreur-rateLimit`, ... */
export function resultAnchor(param: ResultParam, reason?: FailureReason): string {
  return reason ? `${param}-erreur-${reason}` : `${param}-ok`;
}
