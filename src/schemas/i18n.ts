import { z } from 'zod';
import { LOCALES, text } from './common';

/**
 * A UI string catalogue: `content/i18n/<locale>.yaml`, flat dotted keys such as `nav.home`.
 * `en.yaml` is the reference: every other catalogue must have exactly its keys
 * (checked after loading, so a missing key names the file and the key).
 */
export const uiStringsSchema = z.record(
  z.string().regex(/^[a-zA-Z0-9]+(?:[.-][a-zA-Z0-9]+)*$/, 'keys are dotted lowercase words such as nav.home'),
  z.string().min(1, 'must not be empty'),
);
export type UiStrings = z.infer<typeof uiStringsSchema>;

/** Placeholders such as `{author}` used in a string. */
export function placeholders(value: string): string[] {
  return [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

/** `content/locales.yaml`: how each language is named and formatted. */
export const localesSchema = z.strictObject(
  Object.fromEntries(
    LOCALES.map((l) => [
      l,
      z.strictObject({
        /** The language's own name, shown in the language menu. */
        name: text(),
        /** Open Graph locale such as fr_CH. */
        ogLocale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'expected a locale such as fr_CH'),
        /** BCP 47 tag used to format dates. */
        dateLocale: text(),
      }),
    ]),
  ) as unknown as Record<(typeof LOCALES)[number], z.ZodObject>,
);
export type LocaleInfo = { name: string; ogLocale: string; dateLocale: string };
