// The benchmark's measure of Pagefind's indexer (tools/bench/indexer-cpu.ts): the real binary run through
// the wrapper, as the build's search step runs it or stopped half-way, leaves its CPU time behind.
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSearchIndex } from '../../scripts/finish/search-index';
import { childrenCpuMs, indexerProbe } from '../../tools/bench/indexer-cpu';

const root = resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('indexer CPU', () => {
  it("reads the children's line of bash's times", () => {
    expect(childrenCpuMs('0m0.000s 0m0.009s\n0m32.957s 0m3.385s\n')).toBe(36342);
    expect(childrenCpuMs('0m0.000s 0m0.009s\n1m2.5s 0m0.5s\n')).toBe(63000);
    expect(childrenCpuMs('nothing here')).toBeUndefined();
  });

  it('records the time of the real indexer as the build runs it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'indexer-cpu-'));
    dirs.push(dir);
    cpSync(join(root, 'package.json'), join(dir, 'package.json'));
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    const probe = indexerProbe(dir)!;
    expect(probe, 'Pagefind binary not found under node_modules/@pagefind').toBeDefined();
    expect(probe.cpuMs()).toBeUndefined();
    const site = join(dir, 'dist');
    mkdirSync(site);
    writeFileSync(
      join(site, 'index.html'),
      '<html lang="en"><body><main data-pagefind-body><h1>Pergolas</h1><p>and carports</p></main></body></html>',
    );
    const saved = { ...process.env };
    Object.assign(process.env, probe.env);
    try {
      expect(writeSearchIndex(site).pages).toBe(1);
    } finally {
      for (const name of Object.keys(probe.env)) if (!(name in saved)) delete process.env[name];
    }
    expect(probe.cpuMs()).toBeTypeOf('number');
  });

  it('counts the CPU time the indexer spent before it was killed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'indexer-cpu-'));
    dirs.push(dir);
    cpSync(join(root, 'package.json'), join(dir, 'package.json'));
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    const probe = indexerProbe(dir)!;
    // An indexer that spends a known amount of work, says so, then waits to be killed as the build kills it.
    const busy = join(dir, 'busy-indexer.sh');
    const done = join(dir, 'worked');
    writeFileSync(
      busy,
      `#!/usr/bin/env bash\nfor ((i = 0; i < 300000; i++)); do :; done\ntouch '${done}'\nexec sleep 60\n`,
    );
    chmodSync(busy, 0o755);
    const child = spawn(probe.env.PAGEFIND_EXTENDED_BINARY_PATH!, ['--service'], {
      env: { ...process.env, ...probe.env, TERRALUCE_PAGEFIND_BINARY: busy },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    await vi.waitFor(() => expect(existsSync(done)).toBe(true), { timeout: 30_000, interval: 50 });
    const exited = new Promise((r) => child.on('exit', r));
    child.kill();
    await exited;
    // The loop alone costs bash about 300 ms of CPU.
    expect(probe.cpuMs()).toBeGreaterThan(100);
  });
});
