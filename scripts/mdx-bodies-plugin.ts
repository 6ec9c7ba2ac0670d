import { createHash } from 'node:crypto';
import mdx, { type Options } from '@mdx-js/rollup';
import type { Plugin, TransformResult } from 'vite';

const COMPILED = Symbol.for('terraluce:mdx-bodies');
type Compiled = Promise<TransformResult | null | undefined>;
type Transform = (this: unknown, code: string, id: string) => Compiled;

/**
 * The MDX bodies, compiled once per build. vite-react-ssg runs two Vite builds in one process, the
 * browser's and the prerender's, and each loads this config afresh, so a cache held by the plugin
 * would be a new one for each: the compiled bodies are kept on `globalThis`, by file and source, and
 * the prerender's build takes the browser build's output (the same JavaScript: both build in
 * production mode). At a thousand articles in six languages that is six thousand compilations saved.
 * Source maps are only made for the development server, the one place anything reads them.
 */
export function mdxBodies(options: Options): Plugin {
  const store = globalThis as { [COMPILED]?: Map<string, Compiled> };
  const compiled = (store[COMPILED] ??= new Map());
  let inner: Plugin | undefined;
  return {
    name: 'terraluce:mdx-bodies',
    enforce: 'pre',
    config(config, env) {
      // The rollup plugin passes its own SourceMapGenerator unless its options name one, as undefined here.
      const build = { ...options, SourceMapGenerator: undefined } as Options;
      inner = mdx(env.command === 'build' ? build : options) as Plugin;
      (inner.config as (c: typeof config, e: typeof env) => void)(config, env);
    },
    transform(code, id) {
      if (!/\.mdx(?:\?|$)/.test(id)) return;
      const transform = inner!.transform as Transform;
      const key = `${id}\0${createHash('sha256').update(code).digest('hex')}`;
      let result = compiled.get(key);
      if (!result) {
        result = transform.call(this, code, id);
        compiled.set(key, result);
      }
      return result;
    },
  };
}
