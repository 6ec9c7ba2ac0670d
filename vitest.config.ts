import { defineConfig } from 'vitest/config';

// Unit and component tests run in jsdom; function and pipeline tests in plain Node.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.tsx'],
          environment: 'jsdom',
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          // One folder per part of the repository a test exercises: netlify/ (functions), each folder of
          // scripts/ (content, colour-chart, finish, cms, staff, authoring, setup), the build as a whole, tools/bench, the repository's own sources (repository/).
          include: [
            'tests/{functions,content,colour-chart,finish,cms,staff,authoring,setup,build,bench,repository}/**/*.test.ts',
          ],
          environment: 'node',
          // The functions seal what visitors send with PERSONAL_DATA_KEY: each test file makes its own.
          setupFiles: ['tests/helpers/personal-data-key.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Release gates over the built site (run `npm run build` first): HTML validity, links,
        // structured data. Not part of the pre-build run: `vitest run --project unit --project node`.
        extends: true,
        test: {
          name: 'gates',
          include: ['tests/gates/**/*.test.ts'],
          environment: 'node',
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
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
