import { dayInSwitzerland } from '../../src/lib/solar-periods';

/**
 * The day a build or a check is run as: `--clock=YYYY-MM-DD` (or `--clock YYYY-MM-DD`), else the `CLOCK`
 * variable, else today in Switzerland. Like Hugo's `--clock`, it shows what the site will be on another
 * day: which solar figures are in force, which tables need reading again.
 */
export function clockDay(
  argv: readonly string[] = process.argv,
  env: NodeJS.ProcessEnv = process.env,
  now = new Date(),
) {
  const at = argv.findIndex((a) => a === '--clock' || a.startsWith('--clock='));
  const asked = at < 0 ? env.CLOCK : argv[at]!.includes('=') ? argv[at]!.slice('--clock='.length) : argv[at + 1];
  if (asked === undefined || asked === '') return dayInSwitzerland(now);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(asked) && new Date(`${asked}T00:00:00Z`).toISOString().startsWith(asked);
  if (!valid) throw new Error(`--clock and CLOCK take a day as YYYY-MM-DD, such as 2027-01-02; got "${asked}"`);
  return asked;
}
