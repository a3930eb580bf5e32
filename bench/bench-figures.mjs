/**
 * Figures of the page benchmarks: the statistics they take, how a value reads in a table, and the
 * before/after table compare.mjs prints from two or more result files.
 */

/** The median of numbers (the mean of the middle two for an even count); NaN for none. */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The nearest-rank percentile `p` (0-100) of numbers; NaN for none. */
export function percentile(values, p) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * One comparable figure. `unit`: 'score', 'ms', 'cls' (unitless), 'bytes', 'req/s' or 'ratio';
 * `better`: 'lower' or 'higher', which says whether a ratio below 1 is a gain.
 */
export const figure = (page, metric, value, unit, better) => ({ page, metric, value, unit, better });

/** A value as tables show it: milliseconds with the digits that matter, bytes in KB. */
export function formatValue(value, unit) {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  switch (unit) {
    case 'ms':
      return `${value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : Math.round(value)} ms`;
    case 'cls':
      return value.toFixed(3);
    case 'bytes':
      return `${(value / 1024).toFixed(1)} KB`;
    case 'req/s':
      return `${Math.round(value)} req/s`;
    case 'ratio':
      return value.toFixed(2);
    default:
      return String(Math.round(value));
  }
}

/**
 * `later / first` as `×0.83 better`, `×1.00` when it rounds to 1; '—' when either is missing, or the
 * first is zero and the later not.
 */
export function ratioText(first, later, better) {
  if (!Number.isFinite(first) || !Number.isFinite(later)) return '—';
  if (first === later) return '×1.00';
  if (first === 0) return '—';
  const ratio = later / first;
  // A change that rounds away is neither a gain nor a loss.
  if (ratio.toFixed(2) === '1.00') return '×1.00';
  const gain = better === 'higher' ? ratio > 1 : ratio < 1;
  return `×${ratio.toFixed(2)} ${gain ? 'better' : 'worse'}`;
}

/**
 * The markdown lines comparing result files of one benchmark: a row per page and metric (in the
 * order they first appear), a value column per file and, for each file after the first, its ratio
 * to the first. `columns`: `[{ name, report }]`.
 */
export function compareTable(columns) {
  const kinds = new Set(columns.map(({ report }) => report.bench));
  if (kinds.size !== 1) throw new Error(`the files are of different benchmarks: ${[...kinds].join(', ')}`);
  const rows = new Map();
  for (const [index, { report }] of columns.entries()) {
    for (const f of report.figures) {
      const key = `${f.page}\u0000${f.metric}`;
      if (!rows.has(key))
        rows.set(key, { page: f.page, metric: f.metric, unit: f.unit, better: f.better, values: [] });
      rows.get(key).values[index] = f.value;
    }
  }
  const [first, ...later] = columns;
  const header = [
    'page',
    'metric',
    ...columns.map((c) => c.name),
    ...later.map((c) => `${c.name} / ${first.name}`),
  ];
  const lines = [
    `| ${header.join(' | ')} |`,
    `| --- | --- | ${header
      .slice(2)
      .map(() => '---:')
      .join(' | ')} |`,
  ];
  for (const row of rows.values()) {
    const values = columns.map((_, i) => formatValue(row.values[i], row.unit));
    const ratios = later.map((_, i) => ratioText(row.values[0], row.values[i + 1], row.better));
    lines.push(`| ${[row.page, row.metric, ...values, ...ratios].join(' | ')} |`);
  }
  return lines;
}
