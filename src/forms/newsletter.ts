/**
 * The footer newsletter form: one schema for the browser and `POST /api/newsletter`.
 * Browser-safe. Messages are UI string keys (see ./common.ts).
 */
import { z } from 'zod';
import { emailField, honeypotField } from './common';

/** Field names (`website` is the honeypot, `locale` and `page` are hidden fields; the endpoint reads those two). */
export const NEWSLETTER_FIELDS = ['email', 'website', 'locale', 'page'] as const;

export const newsletterSchema = z.object({
  email: emailField,
  website: honeypotField,
});
