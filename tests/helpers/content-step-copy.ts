import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * `npm run build` on a copy of the checkout as it is now (its committed files with their changes, and the new
 * files git would add), so an end-to-end test can build what the editor wrote while the checkout's own
 * `src/generated/` and `dist/` keep serving the site under test. Returns the copy's folder; the caller removes it.
 * The copy shares the checkout's node_modules: it installs nothing.
 */
export function buildCopy(root = process.cwd()): string {
  const copy = mkdtempSync(join(tmpdir(), 'terraluce-build-'));
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
  execFileSync('bash', ['scripts/build.sh'], { cwd: copy, stdio: 'pipe', encoding: 'utf8' });
  return copy;
}
