import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/** Pure logic. */
const UNIT = 'tests/unit/**/*.test.ts';
/** The folders whose tests run the content pipeline: checks, MDX, the colour chart, the authors' reports. */
const PIPELINE = 'tests/{content,colour-chart,authoring}/**/*.test.ts';
/** React components, and the few unit tests of React hooks and islands. */
const COMPONENTS = 'tests/{unit,components}/**/*.test.tsx';

const filesOf = (pattern: string) => globSync(pattern, { cwd: import.meta.dirname });
/**
 * Tests of UNIT, PIPELINE and COMPONENTS that replace a module (`vi.mock`, `vi.doMock`): where files share their
 * worker's modules, one another file of the worker already imported would keep its real exports, so these run in
 * the isolated `node` project (one that needs a document says so in its `@vitest-environment jsdom` line).
 */
const MOCKING = [...filesOf(UNIT), ...filesOf(PIPELINE), ...filesOf(COMPONENTS)].filter((file) =>
  /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8')),
);

// Components and the few unit tests that need a document (their `@vitest-environment jsdom` line) run in
// jsdom; pure logic, functions and pipeline tests in plain Node, without a document to build for each file.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core machine, which leaves a core
    // idle whenever a test waits on a server, a child process or the disk. Two are safe: no test holds work to
    // a wall-clock limit (tests/helpers/cpu-time.ts), and each file makes its own servers, ports and copies.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [UNIT],
          exclude: MOCKING,
          environment: 'node',
          // The files share their worker's modules, so each pays no import of the schemas and catalogues again:
          // none leaves state behind that another reads (those that replace a module run in `node`).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: [COMPONENTS],
          exclude: MOCKING,
          environment: 'jsdom',
          // The files share their worker's modules and document, so each pays no import of React, the
          // components and the catalogues again: the setup file unmounts what each test rendered and starts
          // each file at jsdom's own url and width (those that replace a module run in `node`).
          isolate: false,
          setupFiles: ['tests/helpers/dom-cleanup.ts'],
          // Typing key by key through user-event in jsdom takes seconds when the machine is busy.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          // One folder per part of the repository a test exercises: netlify/ (functions), each folder of
          // scripts/ (finish, cms, local, staff, setup), the build as a whole, tools/bench (bench/) and the other
          // tools (tools/), the repository's own sources (repository/); and the unit and pipeline tests that
          // replace a module, each file with its own modules.
          include: [
            'tests/{functions,finish,cms,local,staff,setup,build,bench,tools,repository}/**/*.test.ts',
            ...MOCKING,
          ],
          environment: 'node',
          // The functions seal what visitors send with PERSONAL_DATA_KEY: each test file makes its own.
          setupFiles: ['tests/helpers/personal-data-key.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The content pipeline's tests share their worker's modules: TypeScript's parser, the scan of src/ for
        // the parameters the code fills with a number, and the language detector's n-gram tables are loaded
        // once per worker, not once per file. They hold no state between files: each builds its own copy of
        // the content, and the pipeline's module caches hold what the repository's own sources give.
        extends: true,
        test: {
          name: 'pipeline',
          include: [PIPELINE],
          exclude: MOCKING,
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/helpers/personal-data-key.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Release gates over the built site (run `npm run build` first): HTML validity, links,
        // structured data. Not part of the pre-build run: `vitest run --project unit --project components --project node --project pipeline`.
        extends: true,
        test: {
          name: 'gates',
          include: ['tests/gates/**/*.test.ts'],
          environment: 'node',
          // One file at a time: the Nu HTML checker keeps both cores busy, and the link check's requests to its
          // local server wait on a clock.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        // A visitor's steps in Firefox and WebKit against the served site: run through tests/browsers/run.sh
        // (`npm run test:browsers`), which starts the server, the display and the driver first.
        extends: true,
        test: {
          name: 'browsers',
          include: ['tests/browsers/**/*.test.ts'],
          environment: 'node',
          // Firefox and WebKit side by side, one file each: much of each file's time is its browser starting,
          // and the two share nothing but the server (each test's mail has a subject of its own).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
