/** Runs a staff command line in the test's process, with an empty environment, and keeps what it wrote. */
import type { CliIo } from '../../scripts/staff/cli';

export async function cliOutput(
  run: (argv: string[], io: CliIo) => Promise<number>,
  argv: string[],
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { out: (t) => out.push(t), err: (t) => err.push(t), env: {} });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
