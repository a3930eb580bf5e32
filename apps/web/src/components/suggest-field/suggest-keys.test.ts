import { describe, expect, it } from 'vitest';
import { suggestKey } from './suggest-keys';

describe('suggestKey', () => {
  const open = (active: number, count = 3) => ({ open: true, active, count });

  it('opens on the first suggestion with ArrowDown and on the last with ArrowUp', () => {
    expect(suggestKey('ArrowDown', { open: false, active: -1, count: 3 })).toEqual({
      type: 'move',
      active: 0,
    });
    expect(suggestKey('ArrowUp', { open: false, active: -1, count: 3 })).toEqual({ type: 'move', active: 2 });
  });

  it('moves through the list and wraps round through the typed text', () => {
    expect(suggestKey('ArrowDown', open(0))).toEqual({ type: 'move', active: 1 });
    expect(suggestKey('ArrowDown', open(2))).toEqual({ type: 'move', active: -1 });
    expect(suggestKey('ArrowUp', open(0))).toEqual({ type: 'move', active: -1 });
    expect(suggestKey('ArrowUp', open(-1))).toEqual({ type: 'move', active: 2 });
    expect(suggestKey('Home', open(2))).toEqual({ type: 'move', active: 0 });
    expect(suggestKey('End', open(0))).toEqual({ type: 'move', active: 2 });
  });

  it('chooses the highlighted suggestion with Enter, and leaves Enter to the form otherwise', () => {
    expect(suggestKey('Enter', open(1))).toEqual({ type: 'choose', index: 1 });
    expect(suggestKey('Enter', open(-1))).toEqual({ type: 'none' });
    expect(suggestKey('Enter', { open: false, active: 1, count: 3 })).toEqual({ type: 'none' });
  });

  it('closes with Escape, and does nothing without suggestions', () => {
    expect(suggestKey('Escape', open(1))).toEqual({ type: 'close' });
    expect(suggestKey('Escape', { open: false, active: -1, count: 3 })).toEqual({ type: 'none' });
    expect(suggestKey('ArrowDown', { open: true, active: -1, count: 0 })).toEqual({ type: 'none' });
    expect(suggestKey('a', open(1))).toEqual({ type: 'none' });
  });
});
