/** Edit distance between two strings (insertions, deletions, substitutions), for suggestions. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** The known values nearest to a mistyped one, closest first: what an error message suggests. */
export function nearest(value: string, known: Iterable<string>, count = 3): string[] {
  return [...known]
    .map((k) => ({ k, d: editDistance(value, k) }))
    .sort((x, y) => x.d - y.d || x.k.localeCompare(y.k))
    .slice(0, count)
    .map(({ k }) => k);
}

/** `did you mean "/products/carports-v/"?`, or the nearest few when none stands out. */
export function didYouMean(value: string, known: Iterable<string>): string {
  const [best, ...rest] = nearest(value, known);
  if (!best) return '';
  // One obvious candidate: a small slip relative to the length of what was meant.
  if (editDistance(value, best) <= Math.max(2, Math.floor(best.length / 5))) return `did you mean "${best}"?`;
  return `the nearest pages are ${[best, ...rest].map((k) => `"${k}"`).join(', ')}`;
}
