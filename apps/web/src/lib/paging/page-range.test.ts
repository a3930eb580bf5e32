import { describe, expect, it } from 'vitest';
import { pageCountOf, showingRange } from './page-range';

describe("'Showing x-y of total results'", () => {
  it('counts the rows of the page shown, ten a page', () => {
    expect(showingRange(1, 10, 23, 'en')).toEqual({ from: '1', to: '10', total: '23' });
    expect(showingRange(3, 3, 23, 'en')).toEqual({ from: '21', to: '23', total: '23' });
  });

  it('reads 0-0 of 0 for an empty list', () => {
    expect(showingRange(1, 0, 0, 'en')).toEqual({ from: '0', to: '0', total: '0' });
  });

  it('writes large numbers the way each language does', () => {
    expect(showingRange(124, 4, 1234, 'en')).toEqual({ from: '1,231', to: '1,234', total: '1,234' });
    expect(showingRange(124, 4, 1234, 'fr').total).toBe('1\u00a0234');
  });
});

it('pageCountOf gives at least one page, ten rows each', () => {
  expect(pageCountOf(0)).toBe(1);
  expect(pageCountOf(10)).toBe(1);
  expect(pageCountOf(11)).toBe(2);
});
