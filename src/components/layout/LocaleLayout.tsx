import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Head } from '../Head';
import { I18nProvider } from '../../i18n/context';
import type { ShellData } from '../../lib/route-data';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { useRouteFocus } from './use-route-focus';

// Notifications appear only after an action, so their code loads after the page is interactive.
const Toasts = lazy(() => import('./Toasts'));

/** The shell of every page in one locale: header, main content, footer, notifications. */
export function LocaleLayout({
  shell,
  strings,
  children,
}: {
  shell: ShellData;
  strings: Record<string, string>;
  /** The page; the prerender's router gives it through <Outlet> instead. */
  children?: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(false);
  useRouteFocus();
  useEffect(() => {
    // Deliberately after hydration: the notification code must not be part of the first render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
    // Lets tests (and styles) know the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <I18nProvider value={{ locale: shell.locale, strings, shell }}>
      {/*
        The charset lives here, not in index.html: the prerenderer inserts the page's head tags
        right after <head>, which pushed index.html's charset past the first 1024 bytes where
        HTML requires it. Helmet writes the title and then this first meta, well inside them.
      */}
      <Head htmlAttributes={{ lang: shell.locale, dir: shell.dir }}>
        <meta charSet="utf-8" />
      </Head>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      {hydrated && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </I18nProvider>
  );
}
