/**
 * The footer newsletter form: one schema for the browser and `POST /api/newsletter`.
 * Browser-safe. Messages are UI string keys (see ./common.ts).
 */
import { z } from 'zod';
import { emailField, honeypotField } from './common';
import { HONEYPOT_FIELD, LOCALE_FIELD, PAGE_FIELD } from './constants';

/** Field names (`website` is the honeypot, `locale` and `page` are hidden fields; the endpoint reads those two). */
export const NEWSLETTER_FIELDS = ['email', HONEYPOT_FIELD, LOCALE_FIELD, PAGE_FIELD] as const;

export const newsletterSchema = z.object({
  email: emailField,
  website: honeypotField,
});
