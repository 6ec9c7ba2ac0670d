/**
 * Adjusts what each page preloads. vite-react-ssg preloads the chunks a page renders with, and also every
 * chunk those import dynamically; it does not know the chunk the browser's page loader needs first.
 */

/** Modules loaded only once the page is interactive (see ContactForm): preloading them would undo that. */
export const LOADED_AFTER_THE_PAGE = ['src/forms/contact-check.ts'];

/** The page with a modulepreload for `href` right after its entry script (unchanged if already there). */
export function withModulePreload(html: string, href: string): string {
  if (html.includes(`href="${href}"`)) return html;
  return html.replace(
    /(<script type="module"[^>]*\ssrc="\/assets\/[^"]+"[^>]*><\/script>)/,
    `$1<link rel="modulepreload" crossorigin="" href="${href}">`,
  );
}

/**
 * The chunk listing the MDX bodies of a page's body language (src/app/bodies/): the browser needs it before
 * hydrating, and the prerenderer, which preloads the body itself, does not know it.
 */
export function bodiesChunk(manifest: Record<string, { file: string }>, bodyLocale: string): string | undefined {
  const file = manifest[`src/app/bodies/mdx-bodies-${bodyLocale}.ts`]?.file;
  return file && `/${file}`;
}

/** The page without a modulepreload for `href`. */
export function withoutModulePreload(html: string, href: string): string {
  return html.replace(
    new RegExp(`<link rel="modulepreload"[^>]*\\shref="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`, 'g'),
    '',
  );
}
