import { MESSAGE_EMAIL_QUIET_MINUTES } from './limits';

/** What the rule needs of a room participant. */
export interface EmailCandidate {
  userId: string;
  role: string;
  blockedAt: Date | null;
  lastEmailedAt: Date | null;
}

/**
 * How close to the end of a participant's quiet period a message still counts as one that may be
 * e-mailed: the API judges with its own clock, the database claims with its own, and the two may
 * differ by a little.
 */
export const CLOCK_MARGIN_MS = 60_000;

/**
 * Whether nobody can be e-mailed about a new message from `senderId`, judged from the room's
 * participants read just before it was written: everyone else is staff, has blocked the room, or
 * was e-mailed within the quiet period (a claim since then only extends it). Most messages of a
 * conversation under way are such, and the API then starts no e-mail job at all.
 */
export function nobodyToEmail(
  senderId: string | null,
  participants: readonly EmailCandidate[],
  now: number,
): boolean {
  const emailedSince = now - MESSAGE_EMAIL_QUIET_MINUTES * 60_000 + CLOCK_MARGIN_MS;
  return participants.every(
    (p) =>
      p.userId === senderId ||
      p.role === 'STAFF' ||
      p.blockedAt !== null ||
      (p.lastEmailedAt !== null && p.lastEmailedAt.getTime() > emailedSince),
  );
}
