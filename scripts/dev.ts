/**
 * `npm run dev`: generates src/generated/ from content/, regenerates it on every content change
 * (printing problems instead of stopping), and runs Vite's dev server for the pages. Forms need
 * the functions: use `npm start` for those.
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContent, writeColourChart } from './build-content';
import { emit } from './content/emit';
import { writeImages } from './content/images';
import { formatProblem } from './content/problems';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function regenerate() {
  const result = await buildContent(root, { write: false });
  if (!result.ok) {
    console.error(result.problems.map(formatProblem).join('\n'));
    console.error(`${result.problems.length} problem(s); the site keeps the last good content.`);
    return;
  }
  emit(root, result.content);
  writeColourChart(root, result.chart.pdf);
  await writeImages(root, result.images);
  console.log(`content: regenerated in ${Math.round(result.ms)} ms`);
}

await regenerate();
let timer: NodeJS.Timeout | undefined;
for (const dir of ['content', 'public/images'])
  watch(resolve(root, dir), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(regenerate, 150);
  });
const vite = spawn('npx', ['vite', '--port', process.env.PORT ?? '5173'], { cwd: root, stdio: 'inherit' });
vite.on('exit', (code) => process.exit(code ?? 0));
