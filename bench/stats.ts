/** Nearest-rank percentile of a list of numbers (milliseconds here); NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface LatencySummary {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarise(values: readonly number[]): LatencySummary {
  return {
    samples: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    // Not Math.max(...values): a cached page's run at 50 connections can answer more requests than
    // a call may take arguments (RangeError at about 120,000).
    max: values.length ? values.reduce((a, b) => Math.max(a, b)) : Number.NaN,
  };
}
