import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { pageFinisher } from './scripts/finish/finish-pages.ts';
import { ASSETS_FOLDER, fileAt } from './src/paths/site-files.ts';
import { defineConfig, type Plugin } from 'vite';
import type { ViteReactSSGOptions } from 'vite-react-ssg';

// `writeLoaderData` is this project's patch (patches/README.md): no static loader data in dist/, and no
// inline script in any page to locate it.
const ssgOptions: ViteReactSSGOptions & { writeLoaderData?: boolean } = {
  // The prerender's entry; the browser's is index.html's src/client.ts.
  entry: 'src/main.tsx',
  // Each page is written at its `htmlFile` in the route manifest, which the entry names (`htmlFileOf` in
  // src/main.tsx, asked for by this project's patch: patches/README.md), so `dirStyle` decides nothing.
  // A module script without `async` runs once the whole document is parsed, so the shell and the island
  // loader (src/client.ts) find every part of the page. With `async` it runs as soon as it arrives, which
  // from the cache is before the body is parsed: the islands below that point were never woken.
  script: 'sync',
  formatting: 'none',
  // Critical CSS would be inlined, which the Content-Security-Policy forbids.
  beastiesOptions: false,
  concurrency: 8,
  writeLoaderData: false,
};

/** Public file name under /fonts/ -> the Latin subsets of Inter's variable weight axis in @fontsource-variable/inter. */
const fonts: Record<string, string> = {
  'inter-latin-wght-normal.woff2': '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  'inter-latin-ext-wght-normal.woff2': '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
};

/**
 * Serves the fonts at fixed /fonts/ urls, so index.html can preload them and global.css can name them
 * without a hashed file name, and no font binary is committed: the build copies them from node_modules.
 */
function selfHostedFonts(): Plugin {
  const require = createRequire(import.meta.url);
  const read = (name: string) => readFileSync(require.resolve(fonts[name]!));
  return {
    name: 'terraluce:self-hosted-fonts',
    // The @font-face urls point at files this plugin emits; without this Vite warns it cannot resolve them.
    config: () => ({ build: { rolldownOptions: { external: [/^\/fonts\//] } } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.match(/^\/fonts\/([^/?#]+)/)?.[1];
        if (!name || !(name in fonts)) return next();
        res.setHeader('Content-Type', 'font/woff2');
        res.end(read(name));
      });
    },
    generateBundle() {
      // Only the browser build publishes files; the prerender (SSR) build has no use for fonts.
      if (this.environment.config.consumer !== 'client') return;
      for (const name of Object.keys(fonts)) {
        this.emitFile({ type: 'asset', fileName: `fonts/${name}`, source: read(name) });
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [selfHostedFonts(), react()],
  // Vite would gzip every output file only to print its compressed size: at a thousand articles that is
  // 16,000 files and over a second of CPU per build, for a figure nobody reads in a deploy log.
  // No modulepreload polyfill: every page loads it in its entry script, and the browsers without
  // modulepreload still load each island's modules, only one round trip later.
  build: {
    target: 'es2022',
    assetsDir: fileAt(ASSETS_FOLDER),
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    modulePreload: { polyfill: false },
  },
  // The build finishes each page (inline scripts checked, stylesheet inlined) before it is written: see
  // scripts/finish/finish-pages.ts. The development server (`npm run dev`) renders pages as they are asked for.
  server: { port: Number(process.env.DEV_PORT ?? 5173) },
  ssgOptions: command === 'build' ? { ...ssgOptions, ...pageFinisher(import.meta.dirname) } : ssgOptions,
}));
