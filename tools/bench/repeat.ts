/**
 * Build scale measured more than once (`--repeat=N`): one run of a 10,000-page build varies by 5 to 10%
 * with the machine's state, as much as a change worth making, so each size and version is run N times,
 * interleaved (before, after, before, after), and compared on the median run, with the range beside it.
 */

export interface Run {
  label: string;
  version?: string;
  pages?: number;
  /** CPU of the first deploy's build, ms; undefined when it failed. */
  buildCpuMs?: number;
  /** CPU of the next deploy's build, ms. */
  nextCpuMs?: number;
}

export interface RepeatedRow {
  label: string;
  version?: string;
  runs: number;
  /** CPU ms per page of the first deploy: the median run's, the lowest and the highest. */
  first?: Spread;
  next?: Spread;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** The median of a list (the mean of the two middle values for an even count); undefined when empty. */
export function median(values: readonly number[]): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function spread(values: number[]): Spread | undefined {
  const m = median(values);
  return m === undefined ? undefined : { median: m, min: Math.min(...values), max: Math.max(...values) };
}

/** The runs of each size and version, in the order each first ran. */
function groupRuns<T extends Run>(runs: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const run of runs) {
    const key = `${run.label}\0${run.version ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  return [...groups.values()];
}

/** One row per size and version, in the order they first ran, over the runs that built. */
export function repeatedRuns(runs: readonly Run[]): RepeatedRow[] {
  return groupRuns(runs).map((group) => {
    const perPage = (cpu: (r: Run) => number | undefined) =>
      group.flatMap((r) => (r.pages && cpu(r) !== undefined ? [cpu(r)! / r.pages] : []));
    const first = spread(perPage((r) => r.buildCpuMs));
    const next = spread(perPage((r) => r.nextCpuMs));
    return {
      label: group[0]!.label,
      ...(group[0]!.version ? { version: group[0]!.version } : {}),
      runs: group.length,
      ...(first ? { first } : {}),
      ...(next ? { next } : {}),
    };
  });
}

/** Of each size and version, the run whose first-deploy CPU is the median (the lower middle one for an even count). */
export function medianRuns<T extends Run>(runs: readonly T[]): T[] {
  return groupRuns(runs).map((group) => {
    const built = group.filter((r) => r.buildCpuMs !== undefined).sort((a, b) => a.buildCpuMs! - b.buildCpuMs!);
    return built.length ? built[(built.length - 1) >> 1]! : group[0]!;
  });
}
