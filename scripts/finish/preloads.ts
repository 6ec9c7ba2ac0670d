/**
 * What the browser loads first. A page's HTML loads the shell's script (src/client.ts) and nothing else:
 * each island fetches its own code when its rule says (src/islands/loader.ts). vite-react-ssg preloads
 * the chunks of every module a page renders with, islands included; those preloads would fetch React
 * and the islands' code on every page before anyone needs them, so they are taken out.
 */

/** The page without any modulepreload link but the entry script's own. */
export function withoutIslandPreloads(html: string): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  return html.replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (link, href: string) =>
    href === entry ? link : '',
  );
}
