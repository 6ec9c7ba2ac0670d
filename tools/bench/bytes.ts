/**
 * Gzipped bytes each prerendered page costs on first load: the entry script plus every module it
 * preloads, the stylesheets (linked, or inlined in <style> as the build does, then also part of the
 * HTML figure), and the HTML itself. Budgets are per page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ASSETS_FOLDER, fileAt } from '../../src/paths';
import { htmlAssets } from './html-assets';
import { readPages, type BenchGroup } from './pages';

/** KB here means 1024 bytes, gzip level 9 (what a CDN serves to a browser without brotli). */
export const BUDGETS_KB = { js: 110, css: 25, html: 50 } as const;
type AssetType = keyof typeof BUDGETS_KB;

export interface PageBytes {
  url: string;
  group: BenchGroup;
  jsKb: number;
  cssKb: number;
  htmlKb: number;
  jsFiles: number;
  /**
   * Suspense boundaries the prerender left pending (`<template id="B:n">`): their HTML comes at
   * the end of the document and React's inline script moves it into place later, so whatever
   * follows them is painted first and then pushed down (a layout shift on a cold load).
   */
  pendingSuspense: number;
}

export interface BytesReport {
  pages: PageBytes[];
  overBudget: { url: string; asset: AssetType; kb: number; budgetKb: number }[];
  /** Per group of pages and asset type: max and median KB. */
  byGroup: Record<string, Record<AssetType, { max: number; median: number; count: number }>>;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function findIndexFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = join(dir, d.name);
    if (d.isDirectory())
      return d.name === fileAt(ASSETS_FOLDER) || d.name === 'static-loader-data' ? [] : findIndexFiles(full);
    return d.name === 'index.html' ? [full] : [];
  });
}

/** Gzipped bytes of the page's <style> elements. */
function inlineCss(html: string): number {
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join('');
  return css ? gzipSync(css, { level: 9 }).length : 0;
}

export function measureBytes(root: string): BytesReport {
  const dist = join(root, 'dist');
  const gz = new Map<string, number>();
  const gzipped = (file: string) => {
    let size = gz.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(file), { level: 9 }).length;
      gz.set(file, size);
    }
    return size;
  };
  // An asset's file: under dist/ for a url from the site's root (`/assets/app.js`), beside the page's HTML file for
  // one relative to it (the editor's `editor.js`).
  const asset = (htmlFile: string, href: string) => {
    const url = href.replace(/[?#].*$/, '');
    return gzipped(url.startsWith('/') ? join(dist, fileAt(url)) : join(dirname(htmlFile), url));
  };

  // Each page's url and group from the route manifest; other HTML of dist/ (the editor) counts as a page, named
  // by its file there.
  const pageByFile = new Map(readPages(root).map((page) => [page.htmlFile, page]));
  const pages: PageBytes[] = findIndexFiles(dist)
    .map((file) => {
      const listed = pageByFile.get(relative(dist, file));
      const url = listed?.url ?? relative(dist, file);
      const html = readFileSync(file, 'utf8');
      const assets = htmlAssets(html);
      const js = [...new Set([...assets.entry, ...assets.modulepreload])];
      return {
        url,
        group: listed?.group ?? 'page',
        jsKb: kb(js.reduce((s, h) => s + asset(file, h), 0)),
        cssKb: kb(assets.stylesheets.reduce((s, h) => s + asset(file, h), 0) + inlineCss(html)),
        htmlKb: kb(gzipped(file)),
        jsFiles: js.length,
        pendingSuspense: (html.match(/<template id="B:\d+">/g) ?? []).length,
      };
    })
    .sort((a, b) => a.url.localeCompare(b.url));

  const overBudget: BytesReport['overBudget'] = [];
  for (const p of pages)
    for (const asset of Object.keys(BUDGETS_KB) as AssetType[]) {
      const value = p[`${asset}Kb`];
      if (value > BUDGETS_KB[asset]) overBudget.push({ url: p.url, asset, kb: value, budgetKb: BUDGETS_KB[asset] });
    }

  const byGroup: BytesReport['byGroup'] = {};
  for (const group of [...new Set(pages.map((p) => p.group))]) {
    const ofGroup = pages.filter((p) => p.group === group);
    const stat = (asset: AssetType) => {
      const values = ofGroup.map((p) => p[`${asset}Kb`]).sort((a, b) => a - b);
      const mid = values.length / 2;
      const median = values.length % 2 ? values[Math.floor(mid)]! : (values[mid - 1]! + values[mid]!) / 2;
      return { max: values.at(-1)!, median: Math.round(median * 10) / 10, count: values.length };
    };
    byGroup[group] = { js: stat('js'), css: stat('css'), html: stat('html') };
  }
  console.log(`bytes: ${pages.length} pages, ${overBudget.length} over budget`);
  return { pages, overBudget, byGroup };
}
