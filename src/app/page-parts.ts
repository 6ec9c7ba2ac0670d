import type { MdxBody, ShownPage } from './page-view';
import type { ShellData } from '../lib/route-data';
import type { RouteFile } from '../lib/route-files';
import { PAGES } from './pages';
import type { Locale } from '../schemas/locales';
import { loadEstimator } from '../components/estimator/estimator-slot';

/*
 * What the browser (./page-loader.ts) and the prerender (./route-modules.tsx) both load for a page: the
 * locale's shell and strings, and the parts its data names. Each finds the page's MDX body its own way,
 * so the prerender's build never reaches the browser's list of every body: it would otherwise parse each
 * one only to leave it out.
 */

export type MdxModule = { default: MdxBody };

const shells = import.meta.glob<{ default: ShellData }>('../generated/shell/*.json');
const strings = import.meta.glob<{ default: Record<string, string> }>('../generated/i18n/*.json');

/** A locale's shell (header, menus, footer) and UI strings. */
export async function loadShell(locale: Locale): Promise<{ shell: ShellData; strings: Record<string, string> }> {
  const [shell, ui] = await Promise.all([
    shells[`../generated/shell/${locale}.json`]!(),
    strings[`../generated/i18n/${locale}.json`]!(),
  ]);
  return { shell: shell.default, strings: ui.default };
}

/**
 * What a page's data names, loaded together: its component, its MDX body (loaded by `body`, which
 * differs between the browser and the prerender) and, where the page shows one, the estimator.
 */
export async function loadPageParts(file: RouteFile, body: Promise<MdxBody | undefined>): Promise<ShownPage> {
  const [page, Body, estimator] = await Promise.all([
    PAGES[file.page](),
    body,
    file.route.estimator ? loadEstimator() : undefined,
  ]);
  return { Page: page.default, file, Body, Estimator: estimator?.default };
}
