/**
 * The budgets of docs/design.md#budgets, one per figure they judge, each judged on the median
 * of the runs. A figure without an entry here is reported without a verdict.
 */
export interface Budget {
  /** As printed in the table. */
  limit: string;
  passes(value: number): boolean;
  source: string;
}

export const BUDGETS = {
  dishReadRatioToNoop: {
    limit: 'ratioToNoop >= 0.5',
    passes: (ratio) => ratio >= 1 / 2,
    source: "docs/design.md#budgets: a dish read at >= 1/2 of a no-op route's throughput in the same process (issue 30 aims at 0.6)",
  },
  readP95Ms: {
    limit: 'p95 < 50 ms (10 conn)',
    passes: (ms) => ms < 50,
    source: 'docs/design.md#budgets: p95 < 50 ms for list and timeline reads at 10 connections with 10,000 dishes and two years of meals',
  },
  statementsBounded: {
    limit: 'same at 10 and 10,000 rows',
    passes: (growth) => growth === 0,
    source: 'docs/design.md#budgets: a bounded number of SQL statements per request whatever the data size',
  },
  initialJsGzipKb: {
    limit: '<= 145 KB gzip',
    passes: (kb) => kb <= 145,
    source:
      'docs/design.md#budgets: the first screen no larger than before languages (about 140 KB gzip) and at most 5 KB more for them (npm run bench:first-screen)',
  },
  dishFilterMs: {
    limit: 'p95 <= 16 ms (one frame)',
    passes: (ms) => ms <= 16,
    source: 'docs/design.md#budgets: filtering 10,000 dishes responds within one frame',
  },
  shoppingListRenderMs: {
    limit: '<= 16 ms (one frame)',
    passes: (ms) => ms <= 16,
    source: 'docs/design.md#budgets: a list of 300 items renders and filters within a frame',
  },
  shoppingListFilterMs: {
    limit: 'p95 <= 16 ms (one frame)',
    passes: (ms) => ms <= 16,
    source: 'docs/design.md#budgets: a list of 300 items renders and filters within a frame',
  },
  checkOffToOtherPageMs: {
    limit: 'median < 1000 ms',
    passes: (ms) => ms < 1000,
    source: "docs/design.md#budgets: a check-off reaches another member's open page in under 1 s (median of 20)",
  },
  proposalMs: {
    limit: 'p50 < 200 ms',
    passes: (ms) => ms < 200,
    source: "docs/design.md#budgets: a week's proposal (7 days x 3 meals) from 10,000 dishes in under 200 ms",
  },
  imageProcessMs: {
    limit: '< 600 ms',
    passes: (ms) => ms < 600,
    source: 'docs/design.md#budgets: a 12-megapixel phone photo processed in under 0.6 s',
  },
  lighthousePerformance: {
    limit: 'performance >= 98',
    passes: (score) => score >= 98,
    source:
      'docs/design.md#budgets: Lighthouse (mobile) performance 100 on every screen (at least 98 in every run), with 10,000 dishes too',
  },
  lighthouseAccessibility: {
    limit: 'accessibility 100',
    passes: (score) => score >= 100,
    source: 'docs/design.md#budgets: Lighthouse accessibility 100 on every screen',
  },
  lighthouseFcpMs: {
    limit: 'FCP <= 1.2 s',
    passes: (ms) => ms <= 1200,
    source: 'docs/design.md#budgets: first contentful paint at most 1.2 s under Lighthouse mobile throttling',
  },
  pageParseP95Ms: {
    limit: 'p95 < 50 ms',
    passes: (ms) => ms < 50,
    source: 'docs/design.md#budgets: a 1 MB recipe page parsed in under 50 ms (p95, excluding the network)',
  },
  fileImportSeconds: {
    limit: '< 60 s',
    passes: (seconds) => seconds < 60,
    source: 'docs/design.md#budgets: a 2,000-recipe Paprika-style file imports in under 60 s',
  },
  fileImportMemoryMb: {
    limit: '< 300 MB above baseline',
    passes: (mb) => mb < 300,
    source: 'docs/design.md#budgets: memory under 300 MB above baseline while a 2,000-recipe file imports',
  },
  otherListDuringImportP95Ms: {
    limit: 'p95 < 50 ms',
    passes: (ms) => ms < 50,
    source: "docs/design.md#budgets: another cook's GET /api/dishes keeps p95 under 50 ms during a 2,000-recipe import",
  },
} satisfies Record<string, Budget>;

export type Verdict = 'pass' | 'FAIL' | 'n/a' | 'not measured';

export function judge(budget: Budget | undefined, value: number | null): Verdict {
  if (value === null || Number.isNaN(value)) return 'not measured';
  if (!budget) return 'n/a';
  return budget.passes(value) ? 'pass' : 'FAIL';
}

/** Several budgets on one row (a Lighthouse screen): it passes when every one does. */
export function judgeAll(checks: Array<[Budget, number]>): Verdict {
  const verdicts = checks.map(([budget, value]) => judge(budget, value));
  if (verdicts.includes('not measured')) return 'not measured';
  return verdicts.every((verdict) => verdict === 'pass') ? 'pass' : 'FAIL';
}
