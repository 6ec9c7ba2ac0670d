/**
 * The CPU time of Pagefind's indexer during a build. The indexer is a binary of its own that the build's
 * search step runs through Pagefind's npm command (scripts/finish/search-index.ts), so the build's total
 * counts it but nothing reports it alone. That command runs the binary named by
 * PAGEFIND_EXTENDED_BINARY_PATH when it is set: pointed at a small bash wrapper that runs the real binary,
 * waits for it (even when told to stop), and writes its children's times (`times`) to a file.
 */
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const WRAPPER = `#!/usr/bin/env bash
"$TERRALUCE_PAGEFIND_BINARY" "$@" <&0 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid; times >"$TERRALUCE_PAGEFIND_TIMES"; exit 0' TERM INT
wait $pid
code=$?
times >"$TERRALUCE_PAGEFIND_TIMES"
exit $code
`;

/** bash's `times`: this shell's user and system time, then its children's: `0m32.957s 0m3.385s`. */
export function childrenCpuMs(times: string): number | undefined {
  const line = times.trim().split('\n')[1];
  const m = line && /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/.exec(line.trim());
  if (!m) return undefined;
  const [, um, us, sm, ss] = m.map(Number) as number[];
  return Math.round((um! * 60 + us! + sm! * 60 + ss!) * 1000);
}

/**
 * The environment that runs the indexer of the project in `dir` through the wrapper, and a reader of
 * its CPU time once the build is over; undefined when the binary is not where Pagefind installs it.
 */
export function indexerProbe(
  dir: string,
): { env: Record<string, string>; cpuMs: () => number | undefined } | undefined {
  let binary: string;
  try {
    const require = createRequire(join(dir, 'package.json'));
    binary = require.resolve(`@pagefind/${process.platform}-${process.arch}/bin/pagefind_extended`);
  } catch {
    return undefined;
  }
  const wrapper = join(dir, '.bench-pagefind.sh');
  const times = join(dir, '.bench-pagefind-times.txt');
  writeFileSync(wrapper, WRAPPER);
  chmodSync(wrapper, 0o755);
  return {
    env: {
      PAGEFIND_EXTENDED_BINARY_PATH: wrapper,
      TERRALUCE_PAGEFIND_BINARY: binary,
      TERRALUCE_PAGEFIND_TIMES: times,
    },
    cpuMs: () => (existsSync(times) ? childrenCpuMs(readFileSync(times, 'utf8')) : undefined),
  };
}
