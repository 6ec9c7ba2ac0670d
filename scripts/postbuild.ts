/**
 * After prerendering: sitemap.xml with hreflang alternates, robots.txt, and 404.html (the page
 * Netlify serves for unknown paths outside a locale prefix).
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { robotsTxt, sitemapXml, type SitemapPage } from '../src/lib/seo';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const dist = join(root, 'dist');
const site = parse(readFileSync(join(root, 'content/site.yaml'), 'utf8')) as { url: string };
const pages = JSON.parse(readFileSync(join(root, 'src/generated/sitemap-pages.json'), 'utf8')) as SitemapPage[];

writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(site.url, pages));
writeFileSync(join(dist, 'robots.txt'), robotsTxt(site.url));
copyFileSync(join(dist, '404/index.html'), join(dist, '404.html'));
console.log(`postbuild: sitemap.xml (${pages.length} pages), robots.txt, 404.html`);
