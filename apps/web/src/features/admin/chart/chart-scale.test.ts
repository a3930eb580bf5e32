import { expect, it } from 'vitest';
import { barSlot, labelledDays, niceTicks } from './chart-scale';

it('makes round gridlines that reach the highest value', () => {
  expect(niceTicks(0)).toEqual([0, 1]);
  expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
  expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
  expect(niceTicks(37)).toEqual([0, 10, 20, 30, 40]);
  expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
});

it('places two bars around the centre of each day, inside its slot', () => {
  const first = barSlot(0, 30, 600);
  expect(first.centre).toBe(10);
  expect(first.x + 2 * first.barWidth).toBeLessThanOrEqual(20);
  expect(first.x).toBeGreaterThanOrEqual(0);
  expect(barSlot(29, 30, 600).centre).toBe(590);
});

it('labels about six days, today always', () => {
  const shown = labelledDays(30);
  expect(shown.has(29)).toBe(true);
  expect(shown.size).toBeLessThanOrEqual(6);
  expect(labelledDays(3)).toEqual(new Set([0, 1, 2]));
});
