import type { MessageFieldsFragment } from '../../../gql/graphql';

/*
 * The open conversation's messages as one list, oldest first (the newest at the bottom), whatever
 * order they arrived in: pages of earlier messages, pushes, the answers to our own sends and the
 * newest page fetched again after a reconnect. Each message is kept once, by id.
 */

export type ChatMessage = MessageFieldsFragment;

/** Oldest first; messages of the same millisecond in id order, as the API pages them. */
export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  const byTime = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (byTime) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * `current` with `incoming` merged in by id, oldest first. A message seen again takes the newer
 * copy's fields, except that once read it stays read: a copy resolved before the read mark may
 * arrive after it.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (!incoming.length) return current as ChatMessage[];
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) {
    const known = byId.get(message.id);
    byId.set(message.id, known ? { ...known, ...message, isRead: known.isRead || message.isRead } : message);
  }
  return [...byId.values()].sort(compareMessages);
}

/** Whether a message is the other participant's own words (not the viewer's, not the team's). */
function fromOtherParty(message: ChatMessage, viewerId: string): boolean {
  return !!message.sender && !message.asTeam && message.sender.id !== viewerId;
}

/**
 * The viewer's last message when the other participant has read it ('Seen' goes under it), else
 * null. A reply after it means it was read: replying marks the conversation read for the replier.
 */
export function seenMessageId(messages: readonly ChatMessage[], viewerId: string): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (message.sender?.id !== viewerId || message.asTeam) continue;
    const answered = messages.slice(i + 1).some((later) => fromOtherParty(later, viewerId));
    return message.isRead || answered ? message.id : null;
  }
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The viewer's calendar day of a time, YYYY-MM-DD in their time zone. */
export function localDay(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface DayOfMessages {
  /** YYYY-MM-DD in the viewer's time zone: the date separator above the day's messages. */
  day: string;
  messages: ChatMessage[];
}

/** Messages (oldest first) in runs of one calendar day each, for the date separators. */
export function groupByDay(messages: readonly ChatMessage[]): DayOfMessages[] {
  const days: DayOfMessages[] = [];
  for (const message of messages) {
    const day = localDay(message.createdAt);
    const last = days.at(-1);
    if (last?.day === day) last.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return days;
}
