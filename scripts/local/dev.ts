/**
 * `npm run dev`: generates src/generated/ from content/, regenerates it on every content change
 * (printing problems instead of stopping), and runs vite-react-ssg's development server, which
 * prerenders each page as it is asked for, with the islands hydrating as in the build. Forms need the
 * functions: use `npm start` for those.
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContent } from '../content/build';
import { formatProblem } from '../content/problems';
import { IMAGES_DIR } from '../content/load/images';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

async function regenerate() {
  // The same step as `npm run content`: on problems nothing is written, so the site keeps the last good content.
  const result = await buildContent(root, { write: true });
  if (!result.ok) {
    console.error(result.problems.map(formatProblem).join('\n'));
    console.error(`${result.problems.length} problem(s); the site keeps the last good content.`);
    return;
  }
  console.log(`content: regenerated in ${Math.round(result.ms)} ms`);
}

await regenerate();
let timer: NodeJS.Timeout | undefined;
for (const dir of ['content', IMAGES_DIR])
  watch(resolve(root, dir), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(regenerate, 150);
  });
// From node_modules directly: npx would read the machine's npm configuration for nothing.
const vite = spawn(resolve(root, 'node_modules/.bin/vite-react-ssg'), ['dev'], {
  cwd: root,
  // Its port, read by vite.config.ts (the command line takes none).
  env: { ...process.env, DEV_PORT: process.env.PORT ?? '5173' },
  stdio: 'inherit',
});
vite.on('exit', (code) => process.exit(code ?? 0));
