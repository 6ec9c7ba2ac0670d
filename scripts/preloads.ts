/**
 * What the browser loads first, adjusted after the build. vite-react-ssg preloads the chunks a page renders
 * with, and also every chunk those import dynamically; the page data learns its MDX body's chunk.
 */
import type { RouteFile } from '../src/lib/route-files.ts';

/** Modules loaded only once the page is interactive (see ContactForm): preloading them would undo that. */
export const LOADED_AFTER_THE_PAGE = ['src/forms/contact-check.ts'];

/** The URL of an MDX body's chunk (`/content/x.fr.mdx` → `/assets/x.fr-1a2b.js`), from Vite's manifest of the browser build. */
export function bodyChunk(body: string, manifest: Record<string, { file: string }>): string {
  const file = manifest[body.replace(/^\//, '')]?.file;
  if (!file)
    throw new Error(
      `build: the browser build has no chunk for ${body}; see src/generated/bodies/, written by scripts/content/emit-locale-modules.ts`,
    );
  return `/${file}`;
}

/** Page data with its MDX body's chunk; unchanged without a body. */
export function withBodyChunk(data: RouteFile, manifest: Record<string, { file: string }>): RouteFile {
  return data.body ? { ...data, bodyChunk: bodyChunk(data.body, manifest) } : data;
}

/**
 * The page with a modulepreload for `href` after the ones vite-react-ssg wrote, as it writes them. The
 * prerender imports MDX bodies outside its bundle (src/app/route-modules.tsx), so it preloads none.
 */
export function withModulePreload(html: string, href: string): string {
  const link = `<link rel="modulepreload" crossorigin="" href="${href}">`;
  const last = html.lastIndexOf('<link rel="modulepreload"');
  const at = last < 0 ? html.indexOf('</head>') : html.indexOf('>', last) + 1;
  if (at <= 0) throw new Error(`build: no <head> to preload ${href} in`);
  return html.slice(0, at) + link + html.slice(at);
}

/** The page without a modulepreload for `href`. */
export function withoutModulePreload(html: string, href: string): string {
  // Most pages do not preload it: a plain search spares them the regular expression.
  if (!html.includes(`href="${href}"`)) return html;
  return html.replace(
    new RegExp(`<link rel="modulepreload"[^>]*\\shref="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`, 'g'),
    '',
  );
}
