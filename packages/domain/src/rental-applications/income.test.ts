import { describe, expect, it } from 'vitest';
import { incomeToRentRatio } from './income';

describe('income-to-rent ratio', () => {
  it.each([
    [6000, 2000, 3],
    [5000, 1800, 2.8],
    [4250, 1700, 2.5],
    [1000, 3000, 0.3],
    [0, 1500, 0],
  ])('is %d / %d = %d, to one decimal', (income, rent, ratio) => {
    expect(incomeToRentRatio(income, rent)).toBe(ratio);
  });

  it.each([
    [null, 2000],
    [6000, null],
    [undefined, 2000],
    [6000, 0],
    [6000, -100],
    [-1, 2000],
  ])('is null for income %s and rent %s', (income, rent) => {
    expect(incomeToRentRatio(income, rent)).toBeNull();
  });
});
