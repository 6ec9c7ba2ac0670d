import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { defineConfig } from 'vite';
import type { ViteReactSSGOptions } from 'vite-react-ssg';

const ssgOptions: ViteReactSSGOptions = {
  // /contact/index.html, so every page answers at its trailing-slash address (DESIGN.md §2).
  dirStyle: 'nested',
  script: 'async',
  formatting: 'none',
  // Critical CSS would be inlined, which the Content-Security-Policy forbids.
  beastiesOptions: false,
  concurrency: 8,
};

export default defineConfig({
  plugins: [
    // MDX bodies compile to one chunk each; the frontmatter is data, already read by the content build.
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm] }) },
    react({ include: /\.(mdx|tsx?)$/ }),
  ],
  build: { target: 'es2022', assetsInlineLimit: 0 },
  ssgOptions,
});
