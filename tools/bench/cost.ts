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
