/**
 * Images and fonts: whether each measured page's LCP element is an image and whether the HTML
 * preloads it; whether web fonts are self-hosted woff2 with font-display: swap and preloaded.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeManifest } from '../../src/app/route-manifest';
import { htmlAssets } from './html-assets';
import type { LighthousePage } from './lighthouse';

export interface LcpCheck {
  url: string;
  element?: string;
  isImage: boolean;
  imageUrl?: string;
  preloaded: boolean;
  fetchpriorityHigh: boolean;
}

export interface FontFace {
  file: string;
  family?: string;
  display?: string;
  /** url() sources, the files a visitor downloads ("url format"). */
  sources: string[];
  /** local() sources: fonts already on the visitor's device, as a metric-adjusted fallback uses. */
  local?: string[];
}

export interface FontReport {
  fontFiles: string[];
  faces: FontFace[];
  /** Pages (of all prerendered pages) whose HTML preloads at least one font. */
  pagesPreloadingFonts: number;
  pagesTotal: number;
  preloadedFonts: string[];
  /** Font or stylesheet URLs on another origin (a third-party request). */
  external: string[];
  /** font-family values the CSS uses, to tell system stacks from web fonts. */
  families: string[];
}

export function checkLcp(root: string, pages: LighthousePage[]): LcpCheck[] {
  const { byUrl } = routeManifest(root);
  return pages.map((p) => {
    const page = byUrl.get(p.url);
    if (!page)
      throw new Error(
        `${p.url}, measured by Lighthouse, is no page of src/generated/route-manifest.json: measure this build again (--only=lighthouse)`,
      );
    const html = readFileSync(join(root, 'dist', page.htmlFile), 'utf8');
    const snippet = p.lcp.snippet ?? '';
    const imageUrl = p.lcp.imageUrl ? new URL(p.lcp.imageUrl, 'http://x').pathname : undefined;
    const isImage = Boolean(imageUrl) || /^<(img|image|picture|svg)\b/.test(snippet);
    const preload = htmlAssets(html).preload.find((l) => l.as === 'image' && imageUrl && l.href === imageUrl);
    const fetchpriority = p.lcp.discovery?.priorityHinted ?? /fetchpriority="high"/.test(snippet);
    return {
      url: p.url,
      element: p.lcp.selector ?? (snippet.slice(0, 80) || undefined),
      isImage,
      imageUrl,
      preloaded: Boolean(preload),
      fetchpriorityHigh: Boolean(fetchpriority),
    };
  });
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
  );
}

export function checkFonts(root: string): FontReport {
  const dist = join(root, 'dist');
  const files = walk(dist);
  const fontFiles = files.filter((f) => /\.(woff2?|ttf|otf|eot)$/.test(f)).map((f) => f.slice(dist.length));
  const faces: FontFace[] = [];
  const families = new Set<string>();
  const external = new Set<string>();
  for (const css of files.filter((f) => f.endsWith('.css'))) {
    const text = readFileSync(css, 'utf8');
    for (const [, body] of text.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
      faces.push({
        file: css.slice(dist.length),
        family: /font-family:\s*([^;]+)/.exec(body!)?.[1]?.trim(),
        display: /font-display:\s*([^;]+)/.exec(body!)?.[1]?.trim(),
        sources: [...body!.matchAll(/url\(([^)]+)\)\s*(?:format\(([^)]+)\))?/g)].map(
          (m) => `${m[1]}${m[2] ? ` ${m[2]}` : ''}`,
        ),
        local: [...body!.matchAll(/local\(([^)]+)\)/g)].map((m) => m[1]!.replace(/^["']|["']$/g, '')),
      });
    }
    for (const [, f] of text.matchAll(/font-family:\s*([^;}]+)/g)) families.add(f!.trim());
    for (const [, v] of text.matchAll(/--font[\w-]*:\s*([^;}]+)/g)) families.add(v!.trim());
    for (const [, u] of text.matchAll(/url\(["']?(https?:[^)"']+)/g)) external.add(u!);
  }
  const pages = files.filter((f) => f.endsWith('/index.html'));
  let pagesPreloadingFonts = 0;
  const preloadedFonts = new Set<string>();
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const fonts = htmlAssets(html).preload.filter((l) => l.as === 'font');
    if (fonts.length) pagesPreloadingFonts++;
    fonts.forEach((f) => preloadedFonts.add(f.href));
    for (const [, u] of html.matchAll(/<link[^>]+href="(https?:\/\/[^"]+)"[^>]*rel="(?:stylesheet|preload)"/g))
      external.add(u!);
  }
  return {
    fontFiles,
    faces,
    pagesPreloadingFonts,
    pagesTotal: pages.length,
    preloadedFonts: [...preloadedFonts],
    external: [...external],
    families: [...families],
  };
}
