/** Runs a command with a time limit, timestamping the output lines that mark build phases. */
import { spawn } from 'node:child_process';

export interface RunResult {
  ok: boolean;
  timedOut: boolean;
  ms: number;
  /** Milliseconds from the start at which each marker first appeared in the output. */
  marks: Record<string, number>;
  output: string;
}

export function run(
  command: string,
  args: string[],
  { cwd, timeoutMs, markers = [] }: { cwd: string; timeoutMs: number; markers?: string[] },
): Promise<RunResult> {
  const started = performance.now();
  const marks: Record<string, number> = {};
  let output = '';
  // Its own process group, so a timeout stops the command and every process it started.
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
    for (const m of markers) if (!(m in marks) && text.includes(m)) marks[m] = performance.now() - started;
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
      resolve({ ok: code === 0 && !timedOut, timedOut, ms: performance.now() - started, marks, output });
    });
  });
}
