import { describe, expect, it } from 'vitest';
import { groupByDay, mergeMessages, seenMessageId, type ChatMessage } from './message-list';

const ME = 'me';
const OTHER = 'other';

function message(id: string, createdAt: string, senderId: string | null, isRead = false): ChatMessage {
  return {
    __typename: 'Message',
    id,
    room: 'r',
    type: 'TEXT',
    text: id,
    createdAt,
    isRead,
    clientId: null,
    asTeam: false,
    safetyFlags: [],
    sender: senderId ? { id: senderId, firstName: 'A', lastName: 'B', avatarUrl: null } : null,
    file: null,
  } as ChatMessage;
}

describe('mergeMessages', () => {
  it('keeps each message once, oldest first, whatever order they come in', () => {
    const page = [
      message('b', '2026-11-20T10:01:00.000Z', OTHER),
      message('a', '2026-11-20T10:00:00.000Z', ME),
    ];
    const merged = mergeMessages(mergeMessages([], page), [
      message('c', '2026-11-20T10:02:00.000Z', ME),
      message('b', '2026-11-20T10:01:00.000Z', OTHER),
    ]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('never turns a read message back to unread', () => {
    const read = [message('a', '2026-11-20T10:00:00.000Z', ME, true)];
    expect(mergeMessages(read, [message('a', '2026-11-20T10:00:00.000Z', ME, false)])[0]!.isRead).toBe(true);
  });
});

describe('seenMessageId', () => {
  it("marks the viewer's last message once read, or once the other participant answered", () => {
    const mine = message('a', '2026-11-20T10:00:00.000Z', ME);
    expect(seenMessageId([mine], ME)).toBeNull();
    expect(seenMessageId([{ ...mine, isRead: true }], ME)).toBe('a');
    expect(seenMessageId([mine, message('b', '2026-11-20T10:01:00.000Z', OTHER)], ME)).toBe('a');
    expect(seenMessageId([message('b', '2026-11-20T10:01:00.000Z', OTHER)], ME)).toBeNull();
  });
});

describe('groupByDay', () => {
  it('starts a new group on each calendar day', () => {
    const days = groupByDay([
      message('a', new Date(2026, 10, 20, 9).toISOString(), ME),
      message('b', new Date(2026, 10, 20, 18).toISOString(), OTHER),
      message('c', new Date(2026, 10, 21, 8).toISOString(), ME),
    ]);
    expect(days.map((d) => [d.day, d.messages.length])).toEqual([
      ['2026-11-20', 2],
      ['2026-11-21', 1],
    ]);
  });
});
