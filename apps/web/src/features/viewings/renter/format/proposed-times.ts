import type { SlotKind } from '@rentals/domain/viewings/enums';
import { PROPOSED_TIMES_MAX } from '@rentals/domain/viewings/limits';

/*
 * What the renter has chosen: one time in instant mode, up to PROPOSED_TIMES_MAX in request mode
 * for the landlord to confirm one. One booking is of one kind (bookViewing's `kind`), so choosing
 * an open house after window slots (or the reverse) starts the choice again with it.
 */

export interface TimeChoice {
  kind: SlotKind;
  /** ISO instants, in the order chosen. */
  proposedTimes: string[];
}

const sameTime = (a: string, b: string) => Date.parse(a) === Date.parse(b);

export function isChosen(choice: TimeChoice, slot: { kind: SlotKind; startsAt: string }): boolean {
  return choice.kind === slot.kind && choice.proposedTimes.some((t) => sameTime(t, slot.startsAt));
}

/** How many times the renter may choose in this mode. */
export const timesAllowed = (mode: 'INSTANT' | 'REQUEST'): number =>
  mode === 'INSTANT' ? 1 : PROPOSED_TIMES_MAX;

/**
 * The choice after the renter presses a time: a chosen one is taken back; another is added while
 * there is room, replaces the single choice of instant mode, and is refused (the choice stays) when
 * request mode already has its maximum.
 */
export function toggleTime(
  choice: TimeChoice,
  slot: { kind: SlotKind; startsAt: string },
  mode: 'INSTANT' | 'REQUEST',
): TimeChoice {
  if (isChosen(choice, slot))
    return { ...choice, proposedTimes: choice.proposedTimes.filter((t) => !sameTime(t, slot.startsAt)) };
  const time = new Date(slot.startsAt).toISOString();
  const max = timesAllowed(mode);
  if (max === 1 || slot.kind !== choice.kind) return { kind: slot.kind, proposedTimes: [time] };
  if (choice.proposedTimes.length >= max) return choice;
  return { kind: slot.kind, proposedTimes: [...choice.proposedTimes, time] };
}

/** The times still chosen once the mode is known: instant mode keeps the first. */
export function fitToMode(choice: TimeChoice, mode: 'INSTANT' | 'REQUEST'): TimeChoice {
  return { ...choice, proposedTimes: choice.proposedTimes.slice(0, timesAllowed(mode)) };
}
