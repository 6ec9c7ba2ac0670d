/**
 * The prerender (vite-react-ssg) writes two inline scripts into every page for its own browser runtime:
 * the data router's hydration data and the build hash that locates static loader data. The browser runs
 * our own entry instead (src/client.ts), which reads neither, so they go: less HTML, and a
 * Content-Security-Policy with no inline script to allow. Pages are finished before vite-react-ssg
 * fills in the hash script (scripts/finish/finish-pages.ts), so its placeholder goes too.
 */
const UNUSED =
  /<script>(?:window\.(?:__staticRouterHydrationData|__VITE_REACT_SSG_HASH__) = [^<]*|\/\* SCRIPT_COMMENT_PLACEHOLDER \*\/)<\/script>/g;

export function withoutUnusedInlineScripts(html: string): string {
  return html.replace(UNUSED, '');
}
