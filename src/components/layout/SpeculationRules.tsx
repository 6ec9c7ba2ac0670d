/**
 * Navigation between pages is a page load; this makes it instant where the browser supports
 * Speculation Rules: a page is prerendered when the visitor hovers a link to it for a moment or presses
 * it. Addresses under /api/ are never fetched ahead: they act (the language choice sets a cookie).
 * Other browsers ignore the script. Its hash is allowed by the Content-Security-Policy (scripts/finish/csp.ts
 * hashes every inline script of the finished pages).
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/api/*' } }] },
      eagerness: 'moderate',
    },
  ],
};

export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }} />;
}
