import type { ReactNode } from 'react';
import { Head } from '../Head';
import { I18nProvider } from '../../hooks/i18n';
import type { ShellData } from '../../lib/route-data';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { SpeculationRules } from './SpeculationRules';

/**
 * The shell of every page in one locale: header, main content, footer. Rendered by the prerender only:
 * in the browser its parts work as HTML and CSS, with the shell's script (src/shell/) and the page's
 * islands (src/islands/).
 */
export function Shell({
  shell,
  strings,
  children,
}: {
  shell: ShellData;
  strings: Record<string, string>;
  /** The page. */
  children: ReactNode;
}) {
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
        {children}
      </main>
      <Footer />
      <SpeculationRules />
    </I18nProvider>
  );
}
