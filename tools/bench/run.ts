/** Runs a command with a time limit, timestamping the output lines that mark build phases. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { treeCpuMs } from './tree-cpu';

/**
 * GNU time reports the CPU seconds of the command and all its children. On a machine shared with
 * other work, CPU time moves far less than wall time, so growth ratios are computed on it. BSD
 * time (macOS) has neither -f nor -o: without GNU time, commands run bare and only wall time is kept.
 */
const GNU_TIME = '/usr/bin/time';
let gnuTime: boolean | undefined;
const hasGnuTime = () =>
  (gnuTime ??= /GNU/.test(spawnSync(GNU_TIME, ['--version'], { encoding: 'utf8' }).stdout ?? ''));

export interface RunResult {
  ok: boolean;
  timedOut: boolean;
  ms: number;
  /** Milliseconds from the start at which each marker first appeared in the output. */
  marks: Record<string, number>;
  /** CPU milliseconds the command's processes had spent when each marker appeared (Linux only, ./tree-cpu.ts). */
  cpuMarks: Record<string, number>;
  output: string;
  /** User + system CPU milliseconds of the command and its children, when GNU time is installed. */
  cpuMs?: number;
  /** Largest resident set of any of its processes, in MB. */
  maxRssMb?: number;
}

export function run(
  command: string,
  args: string[],
  {
    cwd,
    timeoutMs,
    markers = [],
    env = {},
  }: { cwd: string; timeoutMs: number; markers?: string[]; env?: Record<string, string> },
): Promise<RunResult> {
  const started = performance.now();
  const marks: Record<string, number> = {};
  const cpuMarks: Record<string, number> = {};
  let output = '';
  const timeDir = hasGnuTime() ? mkdtempSync(join(tmpdir(), 'bench-time-')) : undefined;
  const timeFile = timeDir && join(timeDir, 'time.txt');
  const [cmd, argv] = timeFile ? [GNU_TIME, ['-f', '%U %S %M', '-o', timeFile, command, ...args]] : [command, args];
  // Its own process group, so a timeout stops the command and every process it started.
  const child = spawn(cmd, argv, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
    for (const m of markers)
      if (!(m in marks) && text.includes(m)) {
        marks[m] = performance.now() - started;
        const cpu = child.pid === undefined ? undefined : treeCpuMs(child.pid);
        if (cpu !== undefined) cpuMarks[m] = cpu;
      }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  }, timeoutMs);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      const result: RunResult = {
        ok: code === 0 && !timedOut,
        timedOut,
        ms: performance.now() - started,
        marks,
        cpuMarks,
        output,
      };
      if (timeFile && existsSync(timeFile)) {
        // The last line holds the figures; GNU time writes "Command exited with non-zero status" above it.
        const m = /([\d.]+) ([\d.]+) (\d+)\s*$/.exec(readFileSync(timeFile, 'utf8'));
        if (m)
          [result.cpuMs, result.maxRssMb] = [
            Math.round((Number(m[1]) + Number(m[2])) * 1000),
            Math.round(Number(m[3]) / 1024),
          ];
      }
      if (timeDir) rmSync(timeDir, { recursive: true, force: true });
      resolve(result);
    });
  });
}
