import type { Locale } from '../../../src/forms/common';

/** A newsletter subscription as the functions handle it, before its address is sealed (../personal.ts). */
export interface Subscription {
  version: 2;
  id: string;
  email: string;
  /** Language of the mails (the page's language when the visitor subscribed). */
  locale: Locale;
  /** The url of the page the form was sent from: the posted field's name, which stored records keep. */
  page?: string;
  status: 'pending' | 'confirmed';
  /** First request (a pending subscription is deleted 30 days after it). */
  requestedAt: string;
  /** Last time a confirmation mail was queued. */
  confirmationQueuedAt?: string;
  /** Confirmation mails queued so far (missing on records made before the cap: one). */
  confirmationMails?: number;
  /** When the owner pressed the button of the page the confirmation link opened: the proof of consent. */
  confirmedAt?: string;
}
