/**
 * How many single-letter edits (insert, delete, substitute, swap two neighbours) turn `a` into `b`,
 * or `limit + 1` as soon as it is certainly more than `limit`: place-name suggestions only care about
 * one to three slips ("Edinbrugh", "Manchster"), and stopping early keeps 27,000 comparisons cheap.
 */
export function spellingDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let twoBack: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, twoBack[j - 2]! + 1);
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > limit) return limit + 1;
    twoBack = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, limit + 1);
}
