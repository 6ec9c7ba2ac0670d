import type { MdxModule } from '../page-loader';

/** The MDX bodies written in this language, each its own chunk, keyed by path from the project root. */
export default import.meta.glob<MdxModule>('/content/**/*.it.mdx');
