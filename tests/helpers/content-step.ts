/**
 * `tsx tests/helpers/content-step.ts DIR`: the content step of `npm run build` on another project folder (a copy
 * of content/ and public/), printing its problems, or the pages it would prerender as JSON (locale and path).
 * End-to-end tests run it on a copy, so the checkout's own src/generated/ is left alone.
 */
import { buildContent } from '../../scripts/build-content';
import { formatProblem } from '../../scripts/content/problems';

const root = process.argv[2];
if (!root) throw new Error('name the folder: tsx tests/helpers/content-step.ts DIR');
const built = await buildContent(root, { write: true, cache: false });
if (!built.ok) {
  console.error(built.problems.map(formatProblem).join('\n'));
  process.exit(1);
}
console.log(JSON.stringify(built.result!.routes.map(({ locale, path }) => ({ locale, path }))));
