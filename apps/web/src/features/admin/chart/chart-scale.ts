/*
 * The arithmetic of the dashboard's daily chart, apart from drawing so it is tested on its own:
 * round gridline values and the place of each day's pair of bars.
 */

/**
 * Gridline values from 0 to a round top at or above `max`, in steps of 1, 2 or 5 × 10^n, with at
 * most `maxTicks` steps; an empty chart still gets a scale of 0 to `maxTicks`.
 */
export function niceTicks(max: number, maxTicks = 4): number[] {
  const top = Math.max(max, 1);
  const rough = top / maxTicks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough && Number.isInteger(s)) ?? 1;
  const steps = Math.ceil(top / step);
  return Array.from({ length: steps + 1 }, (_, i) => i * step);
}

export interface BarSlot {
  /** Left edge of the day's first bar. */
  x: number;
  /** Width of each of the day's two bars. */
  barWidth: number;
  /** Centre of the day, for its label. */
  centre: number;
}

/** Where the two bars of day `index` of `days` go in a plot `width` wide. */
export function barSlot(index: number, days: number, width: number): BarSlot {
  const slot = width / days;
  const barWidth = Math.max(1, slot * 0.36);
  const centre = slot * index + slot / 2;
  return { x: centre - barWidth, barWidth, centre };
}

/** Which days get a label under the axis: about `labels` of them, always the last (today). */
export function labelledDays(days: number, labels = 6): Set<number> {
  const every = Math.max(1, Math.ceil(days / labels));
  const shown = new Set<number>();
  for (let i = days - 1; i >= 0; i -= every) shown.add(i);
  return shown;
}
