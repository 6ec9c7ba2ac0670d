/**
 * What a built page asks the browser to fetch as it loads, read from its HTML: each resource with the CSP
 * directive that governs it. Navigations (links, canonical, alternates) are not loads: the links gate
 * follows those. What scripts fetch later is the browser tests' part.
 */

export interface Resource {
  /** The URL as written in the page. */
  url: string;
  /** The fetch directive of the Content-Security-Policy that allows or blocks it. */
  directive: 'script-src' | 'style-src' | 'img-src' | 'font-src' | 'media-src' | 'frame-src' | 'object-src';
  /** Where it is written, to name it in a failure: `img src`, `style url()`. */
  from: string;
}

/** The attributes of an opening tag, names in lower case (React writes `srcSet`, HTML reads `srcset`). */
export function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of tag.matchAll(/\s([^\s=/>"']+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g))
    attributes.set(name!.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ''));
  return attributes;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every opening tag of the page, with its lower-case name: `[name, tag]`. */
export function openingTags(html: string): [string, string][] {
  return [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)(?:\s[^>]*)?>/g)].map((m) => [m[1]!.toLowerCase(), m[0]]);
}

/** The URLs of a `srcset`: `a.webp 480w, b.webp 960w` gives both files. */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0]!)
    .filter(Boolean);

/** The `url()`s of a piece of CSS, with the directive of what they load (fonts from @font-face). */
export function cssResources(css: string, from: string): Resource[] {
  const resources: Resource[] = [];
  for (const [rule] of css.matchAll(/[^{}]*\{[^{}]*\}/g)) {
    const directive = /@font-face/.test(rule) ? 'font-src' : 'img-src';
    for (const [, , url] of rule.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g))
      resources.push({ url: url!, directive, from: `${from} url()` });
  }
  return resources;
}

const LOADED_LINKS: Record<string, Resource['directive']> = {
  stylesheet: 'style-src',
  modulepreload: 'script-src',
  icon: 'img-src',
  'apple-touch-icon': 'img-src',
};
const PRELOAD_AS: Record<string, Resource['directive']> = {
  script: 'script-src',
  style: 'style-src',
  image: 'img-src',
  font: 'font-src',
};

/** What the page loads by itself: scripts, stylesheets, preloads, icons, pictures, media, frames, CSS url()s. */
export function pageResources(html: string): Resource[] {
  const resources: Resource[] = [];
  const add = (url: string | undefined, directive: Resource['directive'], from: string) => {
    if (url) resources.push({ url, directive, from });
  };
  for (const [name, tag] of openingTags(html)) {
    const a = attributesOf(tag);
    if (name === 'script') add(a.get('src'), 'script-src', 'script src');
    else if (name === 'link') {
      for (const rel of (a.get('rel') ?? '').split(/\s+/)) {
        const directive = rel === 'preload' ? PRELOAD_AS[a.get('as') ?? ''] : LOADED_LINKS[rel];
        if (directive) add(a.get('href'), directive, `link rel=${rel}`);
      }
    } else if (name === 'img' || name === 'source' || name === 'input') {
      const directive =
        name === 'source' && a.has('type') && /^(video|audio)\//.test(a.get('type')!) ? 'media-src' : 'img-src';
      if (name !== 'input' || a.get('type') === 'image') add(a.get('src'), directive, `${name} src`);
      for (const url of srcsetUrls(a.get('srcset') ?? '')) add(url, directive, `${name} srcset`);
    } else if (name === 'video' || name === 'audio' || name === 'track') {
      add(a.get('src'), 'media-src', `${name} src`);
      add(a.get('poster'), 'img-src', `${name} poster`);
    } else if (name === 'iframe') add(a.get('src'), 'frame-src', 'iframe src');
    else if (name === 'object' || name === 'embed') add(a.get('data') ?? a.get('src'), 'object-src', name);
    const style = a.get('style');
    if (style)
      for (const [, , url] of style.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g))
        add(url, 'img-src', 'style attribute url()');
  }
  for (const [, css] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    resources.push(...cssResources(css!, 'style'));
  return resources;
}

/** The inline scripts of a page: each one's opening tag's attributes and its text. */
export function inlineScripts(html: string): { attributes: Map<string, string>; body: string }[] {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)]
    .map(([, open, body]) => ({ attributes: attributesOf(open!), body: body! }))
    .filter((script) => !script.attributes.has('src'));
}

/** Script types the browser never runs: data blocks (an island's props, JSON-LD). */
export const DATA_BLOCK_TYPES = ['application/json', 'application/ld+json'];

/** `default-src 'self'; script-src …` as a map from directive to its sources. */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The sources of a fetch directive, falling back to default-src as browsers do. */
export const sourcesOf = (csp: Map<string, string[]>, directive: string) =>
  csp.get(directive) ?? csp.get('default-src') ?? [];

/**
 * Whether a policy's source list lets the page at `pageUrl` load `url`. Covers the source expressions this
 * site's policies use: 'self', 'none', schemes (`data:`) and origins; an unknown expression allows nothing.
 */
export function allows(sources: string[], url: URL, pageUrl: URL): boolean {
  if (sources.includes("'none'")) return false;
  return sources.some((source) => {
    if (source === "'self'") return url.origin === pageUrl.origin;
    if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return url.protocol === source.toLowerCase();
    if (/^https?:\/\//i.test(source)) return url.origin === new URL(source).origin;
    return false;
  });
}
