import { describe, expect, it } from 'vitest';
import type { PictureItem } from '../form/wizard-values';
import { moveItem, remainingSlots, removedPictureIds, reorderInput } from './picture-list';

const item = (key: string, pictureId?: string, status: PictureItem['status'] = 'done'): PictureItem => ({
  key,
  pictureId,
  fileId: `f-${key}`,
  url: `/files/${key}`,
  name: `${key}.jpg`,
  status,
  progress: 100,
});

describe('moveItem', () => {
  it('moves an item earlier or later and ignores moves out of range', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 3)).toEqual(['a', 'b', 'c']);
  });
});

describe('image-list sync', () => {
  it('lists the stored pictures removed or replaced', () => {
    const stored = [item('1', 'p1'), item('2', 'p2'), item('3', 'p3')];
    expect(removedPictureIds(stored, [item('3', 'p3'), item('n')])).toEqual(['p1', 'p2']);
    expect(removedPictureIds(stored, stored)).toEqual([]);
  });

  it('sends the stored pictures new positions in the order shown', () => {
    expect(reorderInput([item('n'), item('2', 'p2'), item('1', 'p1')])).toEqual([
      { id: 'p2', order: 1 },
      { id: 'p1', order: 2 },
    ]);
  });

  it('counts failed uploads out of the limit', () => {
    expect(remainingSlots([item('a'), item('b', undefined, 'error')], 60)).toBe(59);
  });
});
