/**
 * Content pipeline: validates every file in content/ against the zod schemas in src/schemas/,
 * runs the cross-file checks, writes typed route data into src/generated/, renders the colour
 * chart (content/colours.yaml) to public/downloads/nuancier-couleurs.pdf, and measures the pictures
 * under public/images/ (src/generated/images.json) with responsive variants of raster ones in public/_img/.
 *
 *   npm run content          validate and generate
 *   npm run content:check    validate only (what CI runs on pull requests)
 *   … -- --no-cache          check and compile everything afresh (same as CONTENT_CACHE=off)
 *
 * Problems are printed as `file:line:col field: message`, all of them, then a count; the exit
 * code is 1 when there is any. Under GitHub Actions they are also annotations on the diff.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crossChecks } from './checks/checks';
import { outdatedMessage, translationStatus } from './checks/freshness';
import { estimatorChecks } from './checks/estimator-checks';
import { estimateAmountChecks } from './checks/estimate-amount-checks';
import { solarValidity } from './checks/solar-validity';
import { clockDay } from './clock';
import { languageChecks } from './language/language-checks';
import { typesetContent } from './style/typeset-content';
import { styleChecks } from './style/style-checks';
import { codeCountChecks, pluralChecks } from './checks/plural-checks';
import { labelChecks } from './checks/label-checks';
import { siteFactChecks } from './checks/site-fact-checks';
import { COLOUR_CHART_LOCALES, ColourChartError, renderColourChart } from '../colour-chart/render';
import { fileAt, GENERATED_FOLDER, SITE_FILES } from '../../src/paths/site-files';
import { emit } from './emit/emit';
import { emitLocaleModules } from './emit/emit-locale-modules';
import { GeneratedFiles } from './cache/generated-files';
import { scanImages, VARIANTS_DIR, writeImages } from './load/images';
import { loadContent, type Content } from './load/load';
import type { MdxCheckOptions } from './mdx/mdx-pool';
import { resolveContentLinks } from './load/content-links';
import { formatFieldPath, formatProblem, githubAnnotation, sortProblems, type Problem } from './problems';

export async function buildContent(
  root: string,
  {
    write,
    day = clockDay(),
    ...mdx
  }: {
    write: boolean;
    /** The day to build for, YYYY-MM-DD (scripts/content/clock.ts). */ day?: string;
  } & MdxCheckOptions,
) {
  const started = performance.now();
  // Writing for a build: each MDX body is compiled once, here, for the check and the build alike. Its links are
  // read as the paths they name once too, for the checks and the pages alike.
  const content = resolveContentLinks(await loadContent(root, { compile: write, ...mdx }));
  // Every stage runs whatever the others found, so one run lists every problem of every file.
  // The colour chart is rendered in --check mode too: a name too long for its swatch fails the
  // check, not the deploy; pictures are read too: one the build cannot read fails the check.
  const chart = content.colours && content.site ? await colourChart(content) : undefined;
  const images = await scanImages(root);
  // Solar tables that end within 60 days, have ended or are due to be read again: warnings, never failures.
  const warnings = sortProblems(solarValidity(content, day));
  const problems = sortProblems([
    ...content.problems,
    ...crossChecks(root, content),
    ...(await languageChecks(content, { cache: mdx.cache !== false })),
    ...estimatorChecks(content),
    ...estimateAmountChecks(content),
    ...styleChecks(content),
    ...pluralChecks(content),
    ...codeCountChecks(content),
    ...labelChecks(content),
    ...siteFactChecks(content),
    ...(chart && 'problem' in chart ? [chart.problem] : []),
    ...images.problems,
  ]);
  if (problems.length || !chart || 'problem' in chart)
    return { ok: false as const, problems, warnings, content, ms: performance.now() - started };
  if (!write) return { ok: true as const, problems, warnings, content, chart, images, ms: performance.now() - started };
  const generated = new GeneratedFiles(join(root, GENERATED_FOLDER));
  const result = emit(typesetContent(content), generated, day);
  emitLocaleModules(generated);
  writeColourChart(root, chart.pdf);
  const pictures = await writeImages(root, images, generated);
  generated.finish();
  const { written, unchanged, removed } = generated;
  const files = { written, unchanged, removed };
  return {
    ok: true as const,
    problems,
    warnings,
    content,
    result,
    files,
    chart,
    images,
    pictures,
    ms: performance.now() - started,
  };
}

/** The colour chart PDF of validated content, or the problem that stopped it. */
export async function colourChart(
  content: Content,
): Promise<{ pdf: Uint8Array; colours: number } | { problem: Problem }> {
  const { colours, site } = content;
  const { name, legalName, url, offices } = site!.data;
  const company = { name, legalName, url, email: offices[0]!.email, phone: offices[0]!.phone };
  try {
    const pdf = await renderColourChart(colours!.data, COLOUR_CHART_LOCALES, company);
    return { pdf, colours: colours!.data.families.reduce((n, f) => n + f.colours.length, 0) };
  } catch (error) {
    if (!(error instanceof ColourChartError)) throw error;
    const fieldPath = error.fieldPath ?? [];
    const file = error.fieldPath ? colours!.file : site!.file;
    const { line, column } = (error.fieldPath ? colours! : site!).source.locate(fieldPath);
    return { problem: { file, line, column, field: formatFieldPath(fieldPath), message: error.message } };
  }
}

/** Vite serves public/ in development and copies it into dist/ on build, so one file serves both. */
export function writeColourChart(root: string, pdf: Uint8Array): string {
  const file = join(root, 'public', fileAt(SITE_FILES.colourChart));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, pdf);
  return file;
}

async function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const write = !process.argv.includes('--check');
  const cache = !process.argv.includes('--no-cache');
  const { ok, problems, warnings, content, ms, ...rest } = await buildContent(root, { write, cache });
  const github = process.env.GITHUB_ACTIONS === 'true';
  for (const p of problems) {
    console.error(formatProblem(p));
    if (github) console.log(githubAnnotation(p));
  }
  for (const w of warnings) {
    console.warn(`warning: ${formatProblem(w)}`);
    if (github) console.log(githubAnnotation(w, 'warning'));
  }
  if (!ok) {
    console.error(
      `\n${problems.length} problem${problems.length > 1 ? 's' : ''} in content/. Fix them and run \`npm run content:check\` again.`,
    );
    process.exit(1);
  }
  console.log(`content: ${content.fileCount} files valid in ${Math.round(ms)} ms`);
  // Outdated translations are worth knowing on every run, never a reason to fail one.
  for (const row of translationStatus(content, (f) => readFileSync(join(root, f), 'utf8'))) {
    if (row.state !== 'outdated' && row.state !== 'unrecorded') continue;
    const warning: Problem = {
      file: row.file,
      line: 1,
      column: 1,
      field: 'source',
      message:
        row.state === 'outdated'
          ? outdatedMessage(row)
          : `records no \`source:\`; once it matches ${row.source}, run \`npm run content:translated -- ${row.file}\``,
    };
    console.warn(`warning: ${formatProblem(warning)}`);
    if (github) console.log(githubAnnotation(warning, 'warning'));
  }
  const result = 'result' in rest ? rest.result : undefined;
  const chart = 'chart' in rest ? rest.chart : undefined;
  const pictures = 'pictures' in rest ? rest.pictures : undefined;
  if (result && chart)
    console.log(
      `content: colour chart (${chart.colours} colours, ${Math.round(chart.pdf.length / 1024)} KB) written to public${SITE_FILES.colourChart}`,
    );
  if (pictures)
    console.log(
      `content: ${pictures.images} pictures measured; ${pictures.raster} raster with variants in ${VARIANTS_DIR}/ (${pictures.written} written, ${pictures.kept} kept, ${pictures.removed} stale removed)`,
    );
  if (result) {
    const files = 'files' in rest ? rest.files : undefined;
    console.log(
      `content: ${result.manifest.length} pages in src/generated/ (${files?.written} files written, ${files?.unchanged} unchanged, ${files?.removed} stale removed)`,
    );
    const cov = Object.entries(result.coverage)
      .map(([l, c]) => `${l} ${Math.round((100 * c.own) / Math.max(c.total, 1))}% (${c.own}/${c.total})`)
      .join(', ');
    console.log(`translations: ${cov}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(2);
  });
}
