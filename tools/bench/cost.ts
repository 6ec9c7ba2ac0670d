/**
 * A build's CPU cost split into what it pays once whatever the content (tool start-up, the two Vite
 * bundles' fixed part, the search indexer's start) and what each route adds. CPU per route divided
 * over all routes hides the second behind the first at the real site's size; the marginal cost between
 * two sizes is what says whether the build grows in a straight line.
 */
export interface CostPoint {
  routes: number;
  cpuMs: number;
}

export interface CostModel {
  /** Least-squares line through the points: CPU ≈ fixedMs + perRouteMs × routes. */
  fixedMs: number;
  perRouteMs: number;
  /** CPU added per route from each size to the next, in the order of `routes`. */
  marginal: { from: number; to: number; msPerRoute: number }[];
}

export function costModel(points: readonly CostPoint[]): CostModel | undefined {
  const sorted = [...points].sort((a, b) => a.routes - b.routes);
  if (sorted.length < 2 || sorted[0]!.routes === sorted.at(-1)!.routes) return undefined;
  const n = sorted.length;
  const meanX = sorted.reduce((s, p) => s + p.routes, 0) / n;
  const meanY = sorted.reduce((s, p) => s + p.cpuMs, 0) / n;
  const sxy = sorted.reduce((s, p) => s + (p.routes - meanX) * (p.cpuMs - meanY), 0);
  const sxx = sorted.reduce((s, p) => s + (p.routes - meanX) ** 2, 0);
  const perRouteMs = sxy / sxx;
  const marginal = sorted.slice(1).flatMap((b, i) => {
    const a = sorted[i]!;
    return b.routes === a.routes
      ? []
      : [{ from: a.routes, to: b.routes, msPerRoute: (b.cpuMs - a.cpuMs) / (b.routes - a.routes) }];
  });
  return { fixedMs: meanY - perRouteMs * meanX, perRouteMs, marginal };
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

/** The build-scale targets: CPU per route at the largest size, and a per-route cost flat across sizes. */
export const PER_ROUTE_TARGET_MS = 15;
export const FLAT_TOLERANCE = 0.2;

export interface FlatnessVerdict {
  /** Each size's CPU per route over all its routes, fixed costs included, smallest size first. */
  allIn: number[];
  allInSpread: number;
  /** The CPU each added route cost from one size to the next. */
  marginal: number[];
  marginalSpread?: number;
}

/**
 * Whether a build's cost per route stays flat from the smallest size to the largest, read two ways. Over all
 * routes, a fixed cost (tool start-up, the bundler, the search indexer) weighs on a small site and
 * vanishes on a large one, so that reading cannot be flat while a fixed cost remains; the cost of each
 * added route is flat whenever the build grows in a straight line.
 */
export function flatness(points: readonly CostPoint[]): FlatnessVerdict | undefined {
  const sorted = [...points].sort((a, b) => a.routes - b.routes);
  if (sorted.length < 2) return undefined;
  const allIn = sorted.map((p) => p.cpuMs / p.routes);
  const marginal = costModel(sorted)?.marginal.map((m) => m.msPerRoute) ?? [];
  const marginalSpread = marginal.length > 1 ? bandSpread(marginal) : undefined;
  return {
    allIn,
    allInSpread: bandSpread(allIn)!,
    marginal,
    ...(marginalSpread === undefined ? {} : { marginalSpread }),
  };
}
