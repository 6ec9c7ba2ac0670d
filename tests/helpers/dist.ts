import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The release gates check what `npm run build` wrote, exactly as it would be deployed. */
export const root = join(import.meta.dirname, '../..');
export const dist = join(root, 'dist');

/** Fails the whole file at once, with the command that fixes it, when there is nothing to check. */
export function requireBuild(): void {
  if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, '404.html'))) {
    throw new Error('dist/ is missing or incomplete: run `npm run build` first, then run the gates again.');
  }
}

export interface BuiltPage {
  /** Absolute path of the HTML file. */
  file: string;
  /** The url it is served at: `/fr/contact/` for dist/fr/contact/index.html, `/404.html` for dist/404.html. */
  url: string;
}

/** Every HTML page the build wrote, in every locale, including the 404 pages. */
export function builtPages(): BuiltPage[] {
  requireBuild();
  const pages: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      // The authors' editor (dist/admin/, scripts/cms/) is an application, not a page of the site.
      if (entry.isDirectory() && dir === dist && entry.name === 'admin') continue;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) {
        const rel = relative(dist, path).split(sep).join('/');
        pages.push({ file: path, url: '/' + rel.replace(/(^|\/)index\.html$/, '$1') });
      }
    }
  };
  walk(dist);
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}
