/**
 * The last step of `npm run build`: checks dist/ against what the content step said it must hold
 * (src/generated/route-manifest.json, and the feeds of src/generated/feeds.json) and fails the build, naming each file, when anything is
 * missing or written only in part. See scripts/finish/dist-checks.ts for the checks themselves.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_FOLDER, SITE_FILES, fileAt } from '../../src/paths';
import type { Feed } from '../../src/lib/feed';
import {
  checkHeaders,
  checkPages,
  checkPdf,
  checkRobots,
  checkSearchIndex,
  checkXml,
  type DistProblem,
} from './dist-checks';
import type { ManifestEntry } from '../../src/lib/route-data';
import { routeManifest } from '../../src/app/route-manifest';

/** dist/ holds every page and every feed (`Feed.url`, each locale's) the content step made, each whole. */
export async function verifyDist(
  dist: string,
  pages: readonly Pick<ManifestEntry, 'htmlFile'>[],
  feeds: readonly Pick<Feed, 'url'>[],
): Promise<DistProblem[]> {
  return [
    ...checkPages(dist, pages),
    ...checkSearchIndex(dist),
    ...checkXml(dist, [fileAt(SITE_FILES.sitemap), ...feeds.map((feed) => fileAt(feed.url))]),
    ...checkRobots(dist),
    ...checkHeaders(dist),
    ...(await checkPdf(dist, fileAt(SITE_FILES.colourChart))),
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '../../..');
  const dist = join(process.argv[2] ?? join(root, 'dist'));
  const started = performance.now();
  const pages = routeManifest(root).pages;
  const feeds = Object.values(
    JSON.parse(readFileSync(join(root, GENERATED_FOLDER, 'feeds.json'), 'utf8')) as Record<string, Feed>,
  );
  const problems = await verifyDist(dist, pages, feeds);
  for (const p of problems) console.error(`dist/${p.file}: ${p.message}`);
  if (problems.length) {
    console.error(
      `\nverify: ${problems.length} problem${problems.length > 1 ? 's' : ''} in dist/. The build is not fit to deploy; run \`npm run build\` again, and if a problem stays, the step that writes that file is broken.`,
    );
    process.exit(1);
  }
  console.log(
    `verify: dist/ holds ${pages.length} pages, a whole search index, feeds, sitemap, robots.txt, _headers and the colour chart (${Math.round(performance.now() - started)} ms)`,
  );
}
