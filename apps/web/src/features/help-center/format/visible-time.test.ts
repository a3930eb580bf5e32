import { describe, expect, it } from 'vitest';
import { VisibleTime } from './visible-time';

describe('the reading time measure', () => {
  it('counts the seconds the page was visible, not the hidden ones', () => {
    const measure = new VisibleTime(0, true);
    expect(measure.seconds(12_400)).toBe(12);
    measure.hide(20_000);
    // An hour in another tab does not count.
    expect(measure.seconds(3_620_000)).toBe(20);
    measure.show(3_620_000);
    measure.hide(3_635_500);
    expect(measure.seconds(3_700_000)).toBe(35);
  });

  it('starts from zero for a page opened in a background tab', () => {
    const measure = new VisibleTime(0, false);
    expect(measure.seconds(60_000)).toBe(0);
    measure.show(60_000);
    expect(measure.seconds(65_000)).toBe(5);
  });

  it('ignores a repeated hide or show', () => {
    const measure = new VisibleTime(0, true);
    measure.hide(10_000);
    measure.hide(50_000);
    measure.show(60_000);
    measure.show(70_000);
    expect(measure.seconds(63_000)).toBe(13);
  });
});
