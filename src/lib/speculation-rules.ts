import { API_ROOT } from '../paths/api.ts';
/**
 * Navigation between pages is a page load; this makes it instant where the browser supports
 * Speculation Rules: a page is prerendered when the visitor hovers a link to it for a moment or presses
 * it. Urls under /api/ are never fetched ahead: they act (the language choice sets a cookie).
 * Other browsers ignore the script. The Content-Security-Policy allows it by its hash (scripts/finish/csp.ts).
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: `${API_ROOT}*` } }] },
      eagerness: 'moderate',
    },
  ],
};

/** The script's text, as every page carries it. */
export const SPECULATION_RULES_SCRIPT = JSON.stringify(SPECULATION_RULES);
