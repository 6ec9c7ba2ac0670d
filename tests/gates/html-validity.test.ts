import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { builtPages, dist } from '../helpers/dist';

/*
 * Release gate: the W3C Nu HTML checker (vnu-jar, Java) finds no error in any built page. It runs
 * once over the whole of dist/, because starting the JVM costs more than checking 180 pages.
 */

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/**
 * CSS newer than the checker's CSS grammar, each valid in a current specification and supported by the browsers
 * the site targets. The build inlines the stylesheet into every page, so the checker reads it there.
 */
const NEWER_CSS = [
  // CSS Values and Units 5: lets FAQ answers and accordions open to their natural height (blocks.css).
  /“interpolate-size”: Property “interpolate-size” doesn't exist/,
  // CSS Transitions 2 (transition-behavior): keeps a closing answer visible while it folds away.
  /“transition”: “allow-discrete” is not a “transition” value/,
];

const require = createRequire(import.meta.url);
const vnuJar = join(dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
const pages = builtPages();

describe(`HTML validity of ${pages.length} built pages`, () => {
  test('the Nu HTML checker reports no error', async () => {
    let report: string;
    let listed: string;
    try {
      // --verbose names each checked file on stdout; the JSON report is on stderr. Exit status 1
      // only means "messages found".
      // Java's quick compiler alone: the checker runs once per build, too short a run to repay what the
      // optimizing compiler spends compiling it. It needs a deeper stack than the default (the checker stops and
      // asks for one otherwise).
      const jvm = ['-Xss2m', '-XX:TieredStopAtLevel=1'];
      const args = [...jvm, '-jar', vnuJar, '--format', 'json', '--verbose', '--skip-non-html', dist];
      ({ stdout: listed, stderr: report } = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 }));
    } catch (error) {
      const failed = error as NodeJS.ErrnoException & { stdout?: string; stderr?: string };
      if (failed.code === 'ENOENT') {
        throw new Error('`java` is not on PATH: install a Java 17+ runtime for vnu-jar.', { cause: error });
      }
      listed = failed.stdout ?? '';
      report = failed.stderr ?? '';
    }
    const { messages } = JSON.parse(report) as { messages: NuMessage[] };
    const errors = messages
      .filter((m) => m.type !== 'info' && !NEWER_CSS.some((known) => known.test(m.message)))
      .map((m) => {
        const file = m.url ? relative(dist, fileURLToPath(m.url)) : '(checker)';
        const extract = m.extract ? `  near: ${m.extract.replace(/\s+/g, ' ').trim()}` : '';
        return `dist/${file}:${m.lastLine ?? 0}:${m.lastColumn ?? 0} ${m.message}${extract}`;
      });
    expect(errors, 'fix the component, index.html or content that renders this markup').toEqual([]);
    // The report names only files with messages: make sure no page was skipped.
    const checked = new Set(
      listed
        .split('\n')
        .filter(Boolean)
        .map((f) => resolve(f)),
    );
    expect(pages.filter((p) => !checked.has(p.file)).map((p) => p.url)).toEqual([]);
  });
});
