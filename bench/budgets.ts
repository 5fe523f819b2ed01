/**
 * The budgets of DESIGN.md ("Budgets") and issue 8, one per figure they judge. A figure
 * without an entry here is reported without a verdict.
 */
export interface Budget {
  /** As printed in the table. */
  limit: string;
  passes(value: number): boolean;
  source: string;
}

export const BUDGETS = {
  dishReadRatioToNoop: {
    limit: 'ratioToNoop >= 0.33',
    passes: (ratio) => ratio >= 1 / 3,
    source: "DESIGN.md: a dish read at >= 1/3 of a no-op route's throughput in the same process",
  },
  readP95Ms: {
    limit: 'p95 < 50 ms (1 connection)',
    passes: (ms) => ms < 50,
    source: 'DESIGN.md: p95 < 50 ms for list and timeline reads with 10,000 dishes and two years of meals',
  },
  statementsBounded: {
    limit: 'same at 10 and 10,000 rows',
    passes: (growth) => growth === 0,
    source: 'DESIGN.md: a bounded number of SQL statements per request whatever the data size',
  },
  initialJsGzipKb: {
    limit: '<= 130 KB gzip',
    passes: (kb) => kb <= 130,
    source: 'DESIGN.md: initial JavaScript for the first screen <= 130 KB gzip',
  },
  dishFilterMs: {
    limit: 'p95 <= 16 ms (one frame)',
    passes: (ms) => ms <= 16,
    source: 'DESIGN.md: filtering 10,000 dishes responds within one frame',
  },
  shoppingListRenderMs: {
    limit: '<= 16 ms (one frame)',
    passes: (ms) => ms <= 16,
    source: 'Issue 15: a list of 300 items renders and filters within a frame',
  },
  shoppingListFilterMs: {
    limit: 'p95 <= 16 ms (one frame)',
    passes: (ms) => ms <= 16,
    source: 'Issue 15: a list of 300 items renders and filters within a frame',
  },
  checkOffToOtherPageMs: {
    limit: 'median < 1000 ms',
    passes: (ms) => ms < 1000,
    source: "Issue 15: a check-off reaches another member's open page in under 1 s (median of 20)",
  },
  imageProcessMs: {
    limit: '< 1000 ms',
    passes: (ms) => ms < 1000,
    source: 'DESIGN.md: a 12-megapixel phone photo processed in under 1 s',
  },
  pageParseP95Ms: {
    limit: 'p95 < 50 ms',
    passes: (ms) => ms < 50,
    source: 'DESIGN.md and issue 13: a 1 MB recipe page parsed in under 50 ms (p95, excluding the network)',
  },
  fileImportSeconds: {
    limit: '< 60 s',
    passes: (seconds) => seconds < 60,
    source: 'issue 13: a 2,000-recipe Paprika-style file imports in under 60 s',
  },
  fileImportMemoryMb: {
    limit: '< 300 MB above baseline',
    passes: (mb) => mb < 300,
    source: 'issue 13: memory under 300 MB above baseline while a 2,000-recipe file imports',
  },
  otherListDuringImportP95Ms: {
    limit: 'p95 < 50 ms',
    passes: (ms) => ms < 50,
    source: "issue 13: another cook's GET /api/dishes keeps p95 under 50 ms during a 2,000-recipe import",
  },
} satisfies Record<string, Budget>;

export type Verdict = 'pass' | 'FAIL' | 'n/a' | 'not measured';

export function judge(budget: Budget | undefined, value: number | null): Verdict {
  if (value === null) return 'not measured';
  if (!budget) return 'n/a';
  return budget.passes(value) ? 'pass' : 'FAIL';
}
