/**
 * An island as the prerender writes it into a page (src/islands/markup.ts describes the form): its data
 * script, then its container with `inner` inside. Written out here, not made by the prerender's own
 * functions, so a test of the build's checks holds them to the markup itself.
 */
export const islandHtml = (json: string, name: string, when: string, inner = '') =>
  `<script type="application/json" data-island-data="">${json}</script>` +
  `<div class="island" data-island="${name}" data-when="${when}">${inner}</div>`;
