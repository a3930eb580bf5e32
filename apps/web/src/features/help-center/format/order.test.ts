import { describe, expect, it } from 'vitest';
import { dropOrder, inOrder, mergeSubsetOrder, sameOrder } from './order';

describe('dropOrder', () => {
  it('puts the dropped item where the one under it stood, either way', () => {
    expect(dropOrder(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(dropOrder(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
  });
  it('keeps the order when dropped on itself, outside the list or on an unknown item', () => {
    expect(dropOrder(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
    expect(dropOrder(['a', 'b'], 'a', null)).toEqual(['a', 'b']);
    expect(dropOrder(['a', 'b'], 'a', 'x')).toEqual(['a', 'b']);
  });
});

describe('mergeSubsetOrder', () => {
  it('reorders the shown items among their own places and leaves the hidden ones where they were', () => {
    // e1, e2 and e3 are English, f1 and f2 French; the English ones were reordered.
    const all = ['e1', 'f1', 'e2', 'f2', 'e3'];
    expect(mergeSubsetOrder(all, ['e3', 'e1', 'e2'])).toEqual(['e3', 'f1', 'e1', 'f2', 'e2']);
  });
  it('is the new order itself when every item is shown', () => {
    expect(mergeSubsetOrder(['a', 'b', 'c'], ['c', 'b', 'a'])).toEqual(['c', 'b', 'a']);
  });
});

describe('inOrder and sameOrder', () => {
  it('lists items in the order of their ids and leaves out unknown ones', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(inOrder(items, ['c', 'x', 'a']).map((i) => i.id)).toEqual(['c', 'a']);
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });
});
