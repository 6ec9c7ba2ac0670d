import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { RouteFile } from '../../src/lib/route-data';
import { readGenerated } from './generated';

/**
 * The content step (`npm run content`: every check, then src/generated/) on a copy of the checkout as it is now
 * (its committed files with their changes, and the new files git would add), so an end-to-end test can hold what
 * the editor wrote to the build's own checks while the checkout's `src/generated/` and `dist/` keep serving the
 * site under test. Returns the copy's folder; the caller removes it. The copy shares the checkout's node_modules,
 * and with them the content step's caches: it installs nothing and checks afresh only the files that changed.
 */
export function contentStepCopy(root = process.cwd()): string {
  const copy = mkdtempSync(join(tmpdir(), 'terraluce-content-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    // A file deleted in the checkout but still in git's index is simply not part of the copy.
    try {
      cpSync(join(root, file), join(copy, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(resolve(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  execFileSync('npm', ['run', '--silent', 'content'], { cwd: copy, stdio: 'pipe', encoding: 'utf8' });
  return copy;
}

/** What the content step wrote for the page at `url` in `copy`: the page's data, as the prerender reads it. */
export function pageData(copy: string, url: string): RouteFile {
  const manifest = readGenerated<{ url: string; dataFile: string }[]>('route-manifest.json', copy);
  const entry = manifest.find((page) => page.url === url);
  if (!entry) throw new Error(`the content step wrote no page at ${url}`);
  return readGenerated<RouteFile>(entry.dataFile, copy);
}
