/**
 * Each page carries its own data (src/generated/data/, served at /_data/, see src/lib/route-files.ts) in a JSON script, so the
 * browser hydrates without a request for it. JSON is data, not a script the CSP has to allow.
 */

/** The page with its route data before </body>; `<` escaped so the JSON cannot end the element. */
export function withRouteData(html: string, json: string): string {
  const script = `<script type="application/json" id="route-data">${json.replace(/</g, '\\u003c')}</script>`;
  // A function, not a string: `$'` or `$&` in the data would otherwise be read as replacement patterns.
  return html.replace('</body>', () => `${script}</body>`);
}
