/**
 * JavaScript fetched before any interaction or scroll: every prerendered page opened in Chromium at
 * phone size and left alone until the network is idle (and a moment more, for islands woken when the
 * browser is idle). Gzipped bytes of every script it fetched, per page and per group of pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { absoluteUrl } from '../../src/paths';
import type { BenchPage, BenchGroup } from './pages';

export interface FirstLoadPage {
  url: string;
  group: BenchGroup;
  jsKb: number;
  /** The scripts fetched, as paths. */
  scripts: string[];
}

export interface FirstLoadReport {
  pages: FirstLoadPage[];
  /** Per group of pages: median and largest KB. */
  byGroup: Record<string, { median: number; max: number; count: number }>;
  medianKb: number;
  largest: FirstLoadPage;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : Math.round(((sorted[mid - 1]! + sorted[mid]!) / 2) * 10) / 10;
};

export function summarise(pages: FirstLoadPage[]): FirstLoadReport {
  const byGroup: FirstLoadReport['byGroup'] = {};
  for (const group of new Set(pages.map((p) => p.group))) {
    const kb = pages.filter((p) => p.group === group).map((p) => p.jsKb);
    byGroup[group] = { median: median(kb), max: Math.max(...kb), count: kb.length };
  }
  const largest = pages.reduce((a, b) => (b.jsKb > a.jsKb ? b : a));
  return { pages, byGroup, medianKb: median(pages.map((p) => p.jsKb)), largest };
}

export async function measureFirstLoad(
  root: string,
  origin: string,
  benched: BenchPage[],
  selfSigned: boolean,
): Promise<FirstLoadReport> {
  const sizes = new Map<string, number>();
  const gz = (distFile: string) => {
    if (!sizes.has(distFile)) {
      const file = join(root, 'dist', distFile);
      sizes.set(distFile, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
    }
    return sizes.get(distFile)!;
  };
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-sandbox'],
  });
  const pages: FirstLoadPage[] = [];
  try {
    const context = await browser.newContext({
      ignoreHTTPSErrors: selfSigned,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    for (const visited of benched) {
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
      });
      await page.goto(absoluteUrl(origin, visited.url), { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      await page.waitForLoadState('networkidle');
      await page.close();
      const list = [...scripts].sort();
      const jsKb = Math.round(list.reduce((sum, p) => sum + gz(p), 0) / 102.4) / 10;
      pages.push({ url: visited.url, group: visited.group, jsKb, scripts: list });
      console.log(`first load ${visited.url}: ${jsKb} KB JS (${list.length} scripts)`);
    }
  } finally {
    await browser.close();
  }
  return summarise(pages);
}
