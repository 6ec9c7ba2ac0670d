import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '../schemas/common';
import type { ShellData } from '../lib/route-data';
import type { UiKey } from '../generated/ui-keys';
import { format } from './format';

interface I18n {
  locale: Locale;
  strings: Record<string, string>;
  shell: ShellData;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useT() needs a locale layout above it; render pages inside LocaleLayout.');
  return ctx;
}

export type Translate = (key: UiKey, params?: Record<string, string | number>) => string;

/** The visitor's UI strings: `t('blog.by', { author })`. */
export function useT(): Translate {
  const { strings } = useI18n();
  return (key, params) => format(strings[key] ?? key, params);
}

export function useLocale(): Locale {
  return useI18n().locale;
}

export function useShell(): ShellData {
  return useI18n().shell;
}
