// scripts/setup/check-patched-versions.mjs stops the install when a patched package is not the version its
// patch was written for, and says what to do; it lets the same versions through.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function project(installed: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'patched-versions-'));
  mkdirSync(join(root, 'scripts/setup'), { recursive: true });
  mkdirSync(join(root, 'patches'));
  cpSync(
    join(import.meta.dirname, '../../scripts/setup/check-patched-versions.mjs'),
    join(root, 'scripts/setup/check.mjs'),
  );
  writeFileSync(join(root, 'patches/vite-react-ssg+0.9.2.patch'), '');
  writeFileSync(join(root, 'patches/@remix-run+router+1.23.4.patch'), '');
  for (const [pkg, version] of Object.entries(installed)) {
    mkdirSync(join(root, 'node_modules', pkg), { recursive: true });
    writeFileSync(join(root, 'node_modules', pkg, 'package.json'), JSON.stringify({ version }));
  }
  return spawnSync(process.execPath, [join(root, 'scripts/setup/check.mjs')], { encoding: 'utf8' });
}

describe('patched package versions', () => {
  it('lets the install go on when every patched package is the version its patch names', () => {
    const run = project({ 'vite-react-ssg': '0.9.2', '@remix-run/router': '1.23.4' });
    expect(run.status).toBe(0);
  });

  it('stops the install on a bumped package, naming the patch and what to do', () => {
    const run = project({ 'vite-react-ssg': '0.9.3', '@remix-run/router': '1.23.4' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('vite-react-ssg+0.9.2.patch: written for vite-react-ssg 0.9.2, installed 0.9.3');
    expect(run.stderr).toContain('patches/README.md');
    expect(run.stderr).not.toContain('router');
  });
});
