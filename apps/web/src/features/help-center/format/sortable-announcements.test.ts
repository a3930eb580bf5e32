import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { translations } from '../../../i18n/test-translations';
import { sortableAnnouncements } from './sortable-announcements';

const ids = ['a', 'b', 'c'];
const names: Record<string, string> = { a: 'Renting', b: 'Leases', c: 'Payments' };
const active = (id: string) => ({ id }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

describe('sortable announcements', () => {
  it('tells where the item is as it is picked up, moved by the keyboard and dropped', async () => {
    const say = sortableAnnouncements(await translations('en', 'helpCenterStaff'), ids, (id) => names[id]!);
    expect(say.onDragStart({ active: active('a') })).toBe('Picked up “Renting”, position 1 of 3.');
    // Over its own place right after the pick-up: the pick-up is not replaced by another text.
    expect(say.onDragOver({ active: active('a'), over: over('a') })).toBe(
      'Picked up “Renting”, position 1 of 3.',
    );
    expect(say.onDragOver({ active: active('a'), over: over('b') })).toBe(
      '“Renting” moved to position 2 of 3.',
    );
    expect(say.onDragEnd({ active: active('a'), over: over('c') })).toBe(
      '“Renting” dropped at position 3 of 3.',
    );
    expect(say.onDragCancel({ active: active('a'), over: null })).toBe('Moving “Renting” was cancelled.');
  });

  it('speaks French to a French page', async () => {
    const say = sortableAnnouncements(await translations('fr', 'helpCenterStaff'), ids, (id) => names[id]!);
    expect(say.onDragOver({ active: active('c'), over: over('a') })).toBe(
      '« Payments » déplacé à la position 1 sur 3.',
    );
    expect(say.onDragEnd({ active: active('c'), over: null })).toBe(
      'Le déplacement de « Payments » est annulé.',
    );
  });
});
