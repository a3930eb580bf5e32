import { describe, expect, it } from 'vitest';
import { moved } from './reorder';

describe('moved', () => {
  it('swaps an item with its neighbour', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  });

  it('refuses to move past either end', () => {
    expect(moved([1, 2, 3], 0, -1)).toBeNull();
    expect(moved([1, 2, 3], 2, 1)).toBeNull();
    expect(moved([], 0, 1)).toBeNull();
  });

  it('leaves the given list as it was', () => {
    const list = ['a', 'b'];
    moved(list, 0, 1);
    expect(list).toEqual(['a', 'b']);
  });
});
