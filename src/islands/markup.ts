import type { IslandRule } from './registry';

/*
 * An island's markup in the prerendered page, written once: the prerender writes it (./Island.tsx), the
 * browser finds it (./loader.ts), and the build checks it (scripts/finish/dist-checks.ts, scripts/finish/csp.ts).
 * The island's data (props and strings) comes first, as JSON in a script the browser never executes,
 * then its container: `<div class="island" data-island="gallery" data-when="interaction">`.
 */

/** The attribute that marks the script holding an island's data. */
export const ISLAND_DATA_ATTRIBUTE = 'data-island-data';

/** The attributes of the script holding an island's data, in the order React writes them. */
export const ISLAND_DATA_ATTRIBUTES = { type: 'application/json', [ISLAND_DATA_ATTRIBUTE]: '' } as const;

/** The data script's opening tag, as it is in the HTML. A function, so the browser's bundle leaves it out. */
export function islandDataScript(): string {
  const attributes = Object.entries(ISLAND_DATA_ATTRIBUTES).map(([name, value]) => `${name}="${value}"`);
  return `<script ${attributes.join(' ')}>`;
}

/** The container's class and the data attributes naming the island and its loading rule (`data-when`). */
export function islandContainerAttributes(name: string, when: IslandRule) {
  return { className: 'island', 'data-island': name, 'data-when': when };
}

/** Selects every island container of a page. */
export const ISLAND_SELECTOR = '[data-island]';

/**
 * Each island's data script of a page and, where it follows, its container's opening tag: the groups are
 * the JSON, the container's tag, the island's name and its rule.
 */
export function islandsInHtml(html: string) {
  const island = `${islandDataScript()}([\\s\\S]*?)</script>(<div class="island" data-island="([^"]*)" data-when="([^"]*)")?`;
  return html.matchAll(new RegExp(island, 'g'));
}
