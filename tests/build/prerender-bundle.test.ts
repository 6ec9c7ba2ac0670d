// The prerender's bundle (src/main.tsx, built for Node as vite-react-ssg builds it) must not load any
// MDX body: the prerender renders the bodies' trees the content step compiled (src/app/prerender.tsx),
// and a bundle that reached them would parse every body of the site only to leave it out (at 1,000
// articles, 6,000 modules and seconds of CPU per build).
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

it('builds the prerender without loading any MDX body', async () => {
  const loaded: string[] = [];
  const recorder: Plugin = {
    name: 'test:loaded-modules',
    enforce: 'pre',
    load(id) {
      loaded.push(id);
      return null;
    },
  };
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    plugins: [recorder],
    build: { ssr: 'src/main.tsx', write: false },
  });
  const relative = loaded.map((id) => id.replace(`${root}/`, ''));
  // The recorder saw the prerender's own modules, so an MDX body it had loaded would be listed too.
  expect(relative).toContain('src/app/prerender.tsx');
  expect(relative).toContain('src/app/views.ts');
  expect(relative).toContain('src/islands/Island.tsx');
  expect(relative.filter((id) => /\.mdx(\?|$)/.test(id))).toEqual([]);
}, 120_000);
