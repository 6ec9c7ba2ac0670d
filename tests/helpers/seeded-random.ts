/**
 * A small deterministic generator for tests that try many generated variants: `next(below)` gives a
 * whole number from 0 to below - 1, the same sequence on every run, so a failing variant can be found again.
 */
export function seededRandom(seed: number): (below: number) => number {
  return (below: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % below;
  };
}
