import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { describe, expect, test } from 'vitest';
import type { Site } from '../../src/schemas/index';
import { builtPages, dist } from '../helpers/dist';
import { readGenerated } from '../helpers/generated';

/*
 * Release gate: no broken internal link or asset on any built page. linkinator serves dist/ as a
 * plain static server (no dist/_redirects rules), so every link must already point at its final
 * URL; a link that only works through a redirect (a path without its trailing slash) fails too.
 * Absolute links to the site's own origin (canonical, hreflang, og:image, JSON-LD URLs) are checked
 * against dist/ as well; other origins, mailto: and tel: are not fetched.
 */

const site = readGenerated<Site>('site.json');
const pages = builtPages();

/** linkinator needs its port up front to map the site's origin onto its local server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const describeResult = (r: LinkResult) => {
  const details = (r.failureDetails ?? [])
    .map((d) => (d instanceof Error ? d.message : `HTTP ${(d as { status?: number }).status ?? '?'}`))
    .join('; ');
  return `${r.url} (status ${r.status ?? '-'}${details ? `: ${details}` : ''}) linked from ${r.parent ?? '(start page)'}`;
};

describe(`links of ${pages.length} built pages`, () => {
  test('every internal link, asset and same-site URL resolves in dist/ without a redirect', async () => {
    const port = await freePort();
    const local = `http://127.0.0.1:${port}`;
    const siteOrigin = new URL(site.url).origin;
    const checker = new LinkChecker();
    const result = await checker.check({
      serverRoot: dist,
      port,
      // Every page is a starting point, so pages nothing links to are checked too. Files, not
      // URLs: linkinator resolves these paths as globs, which drops a trailing slash.
      path: pages.map((p) => relative(dist, p.file)),
      recurse: true,
      checkCss: true,
      checkFragments: true,
      redirects: 'error',
      concurrency: 50,
      timeout: 10_000,
      urlRewriteExpressions: [{ pattern: new RegExp(`^${siteOrigin.replace(/\./g, '\\.')}`), replacement: local }],
      // Functions are not in dist/: the language menu's /api/language links are checked below by their target.
      linksToSkip: async (href) =>
        (!href.startsWith(local) && !href.startsWith(siteOrigin)) || new URL(href).pathname.startsWith('/api/'),
    });
    const broken = result.links.filter((r) => r.state === LinkState.BROKEN).map(describeResult);
    expect(broken, 'fix the link at its source (content, component or index.html)').toEqual([]);
    const checked = result.links.filter((r) => r.state === LinkState.OK).length;
    expect(checked).toBeGreaterThan(pages.length);
  });

  test('every language menu link lands on a built page of the language it names', () => {
    let links = 0;
    const wrong: string[] = [];
    for (const page of pages) {
      const html = readFileSync(page.file, 'utf8');
      // Attribute names are case-insensitive: the prerender writes React's own spelling (`hrefLang`).
      for (const [, to, lang] of html.matchAll(/href="\/api\/language\?to=([^"]+)"[^>]*hreflang="([a-z]{2})"/gi)) {
        links++;
        const path = decodeURIComponent(to!).replace(/[?#].*$/, '');
        const prefix = lang === 'en' ? '' : `/${lang}`;
        if (!path.startsWith(`${prefix}/`) || !existsSync(join(dist, path, 'index.html')))
          wrong.push(`${path} (${lang}) linked from ${relative(dist, page.file)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(links).toBeGreaterThanOrEqual(pages.length * 5);
  });

  test('every URL in sitemap.xml is a built page', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>|\bhref="([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
    expect(urls.length).toBeGreaterThan(0);
    const missing = urls.filter((u) => {
      const { origin, pathname } = new URL(u);
      return (
        origin !== new URL(site.url).origin ||
        !pathname.endsWith('/') ||
        !existsSync(join(dist, pathname, 'index.html'))
      );
    });
    expect(
      missing,
      'the sitemap lists a URL that is not a page of this site (see scripts/finish/postbuild.ts)',
    ).toEqual([]);
  });
});
