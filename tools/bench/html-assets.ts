/** What a prerendered page asks for in its HTML: entry script, module preloads, stylesheets, preloads. */
export interface HtmlAssets {
  entry: string[];
  modulepreload: string[];
  stylesheets: string[];
  /** `<link rel="preload">` targets with their `as`. */
  preload: { href: string; as: string }[];
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

export function htmlAssets(html: string): HtmlAssets {
  const out: HtmlAssets = { entry: [], modulepreload: [], stylesheets: [], preload: [] };
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<script')) {
      const src = attr(tag, 'src');
      if (src && attr(tag, 'type') === 'module') out.entry.push(src);
      continue;
    }
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') out.modulepreload.push(href);
    else if (rel === 'stylesheet') out.stylesheets.push(href);
    else if (rel === 'preload') out.preload.push({ href, as: attr(tag, 'as') ?? '' });
  }
  return out;
}
