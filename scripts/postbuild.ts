/**
 * After prerendering: sitemap.xml with hreflang alternates, robots.txt, and 404.html (the page
 * Netlify serves for unknown paths outside a locale prefix).
 */
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { robotsTxt, sitemapXml, type SitemapPage } from '../src/lib/seo';
import { contentSecurityPolicy, headersFile, inlineScripts, scriptHash } from './csp';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const dist = join(root, 'dist');
const site = parse(readFileSync(join(root, 'content/site.yaml'), 'utf8')) as { url: string };
const pages = JSON.parse(readFileSync(join(root, 'src/generated/sitemap-pages.json'), 'utf8')) as SitemapPage[];

writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(site.url, pages));
writeFileSync(join(dist, 'robots.txt'), robotsTxt(site.url));
copyFileSync(join(dist, '404/index.html'), join(dist, '404.html'));

// The CSP allows exactly the inline scripts the prerender wrote, by hash.
const htmlFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
const hashes = new Set(htmlFiles.flatMap((f) => inlineScripts(readFileSync(join(dist, f), 'utf8')).map(scriptHash)));
writeFileSync(join(dist, '_headers'), headersFile(contentSecurityPolicy(hashes)));

console.log(
  `postbuild: sitemap.xml (${pages.length} pages), robots.txt, 404.html, _headers (CSP with ${hashes.size} script hashes)`,
);
