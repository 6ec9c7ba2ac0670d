import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '../schemas/common';
import type { ShellData } from '../lib/route-data';
import type { UiKey } from '../generated/ui-keys';
import { format } from '../i18n/format';
import { pluralFormKey } from '../i18n/plural';

interface I18n {
  locale: Locale;
  strings: Record<string, string>;
  /** The header, menus and footer: the prerender's alone, as no island is given them. */
  shell?: ShellData;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  if (!ctx)
    throw new Error('useT() needs the shell above it: render pages inside Shell (src/components/shell/Shell.tsx).');
  return ctx;
}

export type Translate = (key: UiKey, params?: Record<string, string | number>) => string;

/** The visitor's UI strings: `t('blog.by', { author })`. */
export function useT(): Translate {
  const { strings } = useI18n();
  return (key, params) => format(strings[key] ?? key, params);
}

/** Keys written once per plural category (`comments.count.one`, `comments.count.other`, …), without the category. */
export type PluralBase<K = UiKey> = K extends `${infer B}.other` ? B : never;

/** A counted string in the visitor's plural form: `tn('comments.count', 3)` → "3 comments". */
export function useTn(): (base: PluralBase, count: number, params?: Record<string, string | number>) => string {
  const { strings, locale } = useI18n();
  return (base, count, params) =>
    format(strings[pluralFormKey(base, count, locale, (k) => k in strings)] ?? base, { count, ...params });
}

export function useLocale(): Locale {
  return useI18n().locale;
}

export function useShell(): ShellData {
  const { shell } = useI18n();
  if (!shell) throw new Error('useShell() is for the prerendered shell; an island gets what it needs as props.');
  return shell;
}
