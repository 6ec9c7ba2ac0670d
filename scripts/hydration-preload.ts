/**
 * vite-react-ssg hydrates through a dynamic `import()` of react-dom/client, which the prerendered pages do not
 * preload: the browser learns of it only once the entry script has run, a second round trip before the page
 * becomes interactive. This finds that chunk in the entry and preloads it on every page.
 */

/** The chunk the entry imports dynamically for `hydrateRoot`, or undefined when the entry has none. */
export function hydrationChunk(entrySource: string): string | undefined {
  const match =
    /hydrateRoot[\s\S]{0,200}?import\(\s*[`'"]\.\/([\w.-]+\.js)[`'"]\s*\)|import\(\s*[`'"]\.\/([\w.-]+\.js)[`'"]\s*\)[\s\S]{0,200}?hydrateRoot/.exec(
      entrySource,
    );
  return match?.[1] ?? match?.[2];
}

/** The page with a modulepreload for `href` right after its entry script (unchanged if already there). */
export function withModulePreload(html: string, href: string): string {
  if (html.includes(`href="${href}"`)) return html;
  return html.replace(
    /(<script type="module"[^>]*\ssrc="\/assets\/[^"]+"[^>]*><\/script>)/,
    `$1<link rel="modulepreload" crossorigin="" href="${href}">`,
  );
}
