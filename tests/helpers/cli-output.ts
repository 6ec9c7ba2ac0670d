/**
 * Runs a staff command line in the test's process, with an environment that holds only the key staff decrypt
 * with (the test's PERSONAL_DATA_KEY, when set) and the variables in `extra`, and keeps what it wrote.
 */
import type { CliIo } from '../../scripts/staff/cli';

export async function cliOutput(
  run: (argv: string[], io: CliIo) => Promise<number>,
  argv: string[],
  extra: NodeJS.ProcessEnv = {},
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const key = process.env.PERSONAL_DATA_KEY;
  const env = { ...(key ? { PERSONAL_DATA_KEY: key } : {}), ...extra };
  const code = await run(argv, { out: (t) => out.push(t), err: (t) => err.push(t), env });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
