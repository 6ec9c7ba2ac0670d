/**
 * A build's CPU cost split into what it pays once whatever the content (tool start-up, the two Vite
 * bundles' fixed part, the search indexer's start) and what each page adds. CPU per page divided
 * over all pages hides the second behind the first at the real site's size; the marginal cost between
 * two sizes is what says whether the build grows in a straight line.
 */
export interface CostPoint {
  pages: number;
  cpuMs: number;
}

export interface CostModel {
  /** Least-squares line through the points: CPU ≈ fixedMs + perPageMs × pages. */
  fixedMs: number;
  perPageMs: number;
  /** CPU added per page from each size to the next, in the order of `pages`. */
  marginal: { from: number; to: number; msPerPage: number }[];
}

export function costModel(points: readonly CostPoint[]): CostModel | undefined {
  const sorted = [...points].sort((a, b) => a.pages - b.pages);
  if (sorted.length < 2 || sorted[0]!.pages === sorted.at(-1)!.pages) return undefined;
  const n = sorted.length;
  const meanX = sorted.reduce((s, p) => s + p.pages, 0) / n;
  const meanY = sorted.reduce((s, p) => s + p.cpuMs, 0) / n;
  const sxy = sorted.reduce((s, p) => s + (p.pages - meanX) * (p.cpuMs - meanY), 0);
  const sxx = sorted.reduce((s, p) => s + (p.pages - meanX) ** 2, 0);
  const perPageMs = sxy / sxx;
  const marginal = sorted.slice(1).flatMap((b, i) => {
    const a = sorted[i]!;
    return b.pages === a.pages
      ? []
      : [{ from: a.pages, to: b.pages, msPerPage: (b.cpuMs - a.cpuMs) / (b.pages - a.pages) }];
  });
  return { fixedMs: meanY - perPageMs * meanX, perPageMs, marginal };
}

/**
 * How far a list of values strays from one middle value, as a share of it: the values lie within ±spread
 * of (smallest + largest) / 2. A cost "flat within ±20%" has a spread of at most 0.2.
 */
export function bandSpread(values: readonly number[]): number | undefined {
  if (!values.length) return undefined;
  const [min, max] = [Math.min(...values), Math.max(...values)];
  return max + min === 0 ? 0 : (max - min) / (max + min);
}

/** The build-scale targets: CPU per page at the largest size, and a per-page cost flat across sizes. */
export const PER_PAGE_TARGET_MS = 15;
export const FLAT_TOLERANCE = 0.2;

export interface FlatnessVerdict {
  /** Each size's CPU per page over all its pages, fixed costs included, smallest size first. */
  allIn: number[];
  allInSpread: number;
  /** The CPU each added page cost from one size to the next. */
  marginal: number[];
  marginalSpread?: number;
}

/**
 * Whether a build's cost per page stays flat from the smallest size to the largest, read two ways. Over all
 * pages, a fixed cost (tool start-up, the bundler, the search indexer) weighs on a small site and
 * vanishes on a large one, so that reading cannot be flat while a fixed cost remains; the cost of each
 * added page is flat whenever the build grows in a straight line.
 */
export function flatness(points: readonly CostPoint[]): FlatnessVerdict | undefined {
  const sorted = [...points].sort((a, b) => a.pages - b.pages);
  if (sorted.length < 2) return undefined;
  const allIn = sorted.map((p) => p.cpuMs / p.pages);
  const marginal = costModel(sorted)?.marginal.map((m) => m.msPerPage) ?? [];
  const marginalSpread = marginal.length > 1 ? bandSpread(marginal) : undefined;
  return {
    allIn,
    allInSpread: bandSpread(allIn)!,
    marginal,
    ...(marginalSpread === undefined ? {} : { marginalSpread }),
  };
}
