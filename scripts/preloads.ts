/**
 * What the browser loads first, adjusted after the build. vite-react-ssg preloads the chunks a page renders
 * with, and also every chunk those import dynamically; the page data learns its MDX body's chunk.
 */
import type { RouteFile } from '../src/lib/route-files';

/** Modules loaded only once the page is interactive (see ContactForm): preloading them would undo that. */
export const LOADED_AFTER_THE_PAGE = ['src/forms/contact-check.ts'];

/** Page data with its MDX body's chunk (from Vite's manifest of the browser build); unchanged without a body. */
export function withBodyChunk(data: RouteFile, manifest: Record<string, { file: string }>): RouteFile {
  if (!data.body) return data;
  const file = manifest[data.body.replace(/^\//, '')]?.file;
  if (!file)
    throw new Error(
      `build: the browser build has no chunk for ${data.body}; see src/generated/bodies/, written by scripts/content/emit-locale-modules.ts`,
    );
  return { ...data, bodyChunk: `/${file}` };
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
