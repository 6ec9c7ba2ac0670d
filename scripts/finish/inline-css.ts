/**
 * The stylesheet goes into each page's <head> instead of being linked: small as it is, it costs less than
 * the round trip a linked, render-blocking stylesheet costs before the first paint on a mobile connection.
 * Each page is a document of its own (no client-side navigation), so each carries its copy. The CSP
 * already allows inline styles (style-src, see csp.ts); scripts stay strict.
 */
const LINK = /<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+\.css)"[^>]*>/g;

/** Each stylesheet's <style> element, made once: the same few stylesheets go into every page. */
const elements = new Map<string, string>();
const styleElement = (css: string) => {
  let element = elements.get(css);
  if (element === undefined) elements.set(css, (element = `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`));
  return element;
};

/** `html` with every linked stylesheet under /assets/ replaced by a <style> holding `read(href)`. */
export function withInlineStylesheets(html: string, read: (href: string) => string): string {
  return html.replace(LINK, (_, href: string) => styleElement(read(href)));
}
