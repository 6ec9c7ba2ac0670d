import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import mdx from '@mdx-js/rollup';
import type { Plugin, TransformResult } from 'vite';
import { compiledBodyFile } from '../src/lib/compiled-body.ts';
import { MDX_REMARK_PLUGINS } from './content/mdx-compile.ts';

type Transform = (this: unknown, code: string, id: string) => Promise<TransformResult | null | undefined>;

/**
 * The MDX bodies, compiled once per build. The content step has compiled them already (or taken them
 * from its cache), with the same plugins and options, while checking them (scripts/content/mdx-compile.ts):
 * the build takes that JavaScript from src/generated/mdx/, found by the file's path and source. A body
 * it has not written (the file changed since `npm run content`) is compiled here. Only the browser build
 * has MDX modules: the prerender loads the compiled bodies itself (src/app/route-modules.tsx). Source
 * maps and React's development runtime are only for the development server, which always compiles afresh.
 */
export function mdxBodies(root: string): Plugin {
  let inner: Plugin | undefined;
  let build = false;
  return {
    name: 'terraluce:mdx-bodies',
    enforce: 'pre',
    config(config, env) {
      build = env.command === 'build';
      // The rollup plugin passes its own SourceMapGenerator unless its options name one, as undefined here.
      const options = { remarkPlugins: [...MDX_REMARK_PLUGINS], ...(build ? { SourceMapGenerator: undefined } : {}) };
      inner = mdx(options) as Plugin;
      (inner.config as (c: typeof config, e: typeof env) => void)(config, env);
    },
    transform(code, id) {
      if (!/\.mdx(?:\?|$)/.test(id)) return;
      const key = compiledBodyFile(relative(root, id.split('?')[0]!).split('\\').join('/'), code);
      if (build) {
        const done = join(root, 'src/generated', key);
        if (existsSync(done)) return { code: readFileSync(done, 'utf8'), map: null };
      }
      return (inner!.transform as Transform).call(this, code, id);
    },
  };
}
