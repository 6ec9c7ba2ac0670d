import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import type { RouteFile } from '../src/lib/route-files.ts';
import { withBodyChunk } from './preloads.ts';

/**
 * Serves the page data the content step wrote once, in src/generated/data/, at /_data/ (the URLs of
 * src/lib/route-files.ts): from that folder in development, and as files of the browser build, each
 * naming its MDX body's chunk, which only this build knows. The prerender reads the same files
 * (src/app/route-modules.tsx), and postbuild embeds them in the pages.
 */
export function routeData(root: string): Plugin {
  const dir = join(root, 'src/generated/data');
  let ssr = false;
  return {
    name: 'terraluce-route-data',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use('/_data/', (req, res, next) => {
        const path = decodeURIComponent((req.url ?? '').split('?')[0]!);
        if (path.includes('..') || !path.endsWith('.json')) return next();
        try {
          const json = readFileSync(join(dir, path));
          res.setHeader('Content-Type', 'application/json');
          res.end(json);
        } catch {
          // As in production: no page there. Vite's fallback would answer index.html with status 200.
          res.statusCode = 404;
          res.end();
        }
      });
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      // The chunk of each module that starts one, by its path from the project root (Vite's manifest keys).
      const chunks: Record<string, { file: string }> = {};
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.facadeModuleId)
          chunks[relative(root, chunk.facadeModuleId).split('\\').join('/')] = { file: chunk.fileName };
      const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
      if (!files.length) this.error(`no page data in ${dir}: run \`npm run content\` before the build`);
      for (const f of files) {
        const data = JSON.parse(readFileSync(join(dir, f), 'utf8')) as RouteFile;
        this.emitFile({
          type: 'asset',
          fileName: `_data/${f.split('\\').join('/')}`,
          source: JSON.stringify(withBodyChunk(data, chunks)),
        });
      }
    },
  };
}
