import type { Bilingual } from '../i18n/translate';
import type { BookingMode } from './enums';

/** A viewing's life (issue 17). DECLINED, CANCELLED, COMPLETED and NO_SHOW are final. */
export const VIEWING_STATUSES = [
  'REQUESTED',
  'CONFIRMED',
  'RESCHEDULE_PROPOSED',
  'DECLINED',
  'CANCELLED',
  'COMPLETED',
  'NO_SHOW',
] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

export const VIEWING_STATUS_LABELS: Record<ViewingStatus, Bilingual> = {
  REQUESTED: { en: 'Requested', fr: 'Demandée' },
  CONFIRMED: { en: 'Confirmed', fr: 'Confirmée' },
  RESCHEDULE_PROPOSED: { en: 'New time proposed', fr: 'Nouvel horaire proposé' },
  DECLINED: { en: 'Declined', fr: 'Refusée' },
  CANCELLED: { en: 'Cancelled', fr: 'Annulée' },
  COMPLETED: { en: 'Completed', fr: 'Effectuée' },
  NO_SHOW: { en: 'No-show', fr: 'Absence' },
};

/** Statuses nothing leaves. */
export const FINAL_VIEWING_STATUSES = [
  'DECLINED',
  'CANCELLED',
  'COMPLETED',
  'NO_SHOW',
] as const satisfies readonly ViewingStatus[];

/**
 * Statuses that hold a place in a slot and count toward a renter's upcoming viewings. A request
 * holds its time too, so two renters cannot both be confirmed into a one-person slot; a proposed
 * new time holds both the old and the new time until one is chosen (slots.ts).
 */
export const HOLDING_VIEWING_STATUSES = [
  'REQUESTED',
  'CONFIRMED',
  'RESCHEDULE_PROPOSED',
] as const satisfies readonly ViewingStatus[];

export function isFinalViewingStatus(status: ViewingStatus): boolean {
  return (FINAL_VIEWING_STATUSES as readonly ViewingStatus[]).includes(status);
}

export function holdsPlace(status: ViewingStatus): boolean {
  return (HOLDING_VIEWING_STATUSES as readonly ViewingStatus[]).includes(status);
}

/** The status of a new booking: confirmed at once in instant mode, a request otherwise. */
export function initialViewingStatus(mode: BookingMode): ViewingStatus {
  return mode === 'INSTANT' ? 'CONFIRMED' : 'REQUESTED';
}

/**
 * Who acts on a viewing. STAFF act for the landlord on listings of the Viewings Management plan;
 * SYSTEM is the product itself (a listing taken down, an account deleted, a request never answered).
 */
export const VIEWING_ACTORS = ['RENTER', 'LANDLORD', 'STAFF', 'SYSTEM'] as const;
export type ViewingActor = (typeof VIEWING_ACTORS)[number];

/** The two sides of a viewing; STAFF are on the landlord's side. */
export type ViewingParty = 'RENTER' | 'LANDLORD';

export function partyOf(actor: Exclude<ViewingActor, 'SYSTEM'>): ViewingParty {
  return actor === 'RENTER' ? 'RENTER' : 'LANDLORD';
}

/** What an actor may do to a viewing (transitions.ts says who, when and to which status). */
export const VIEWING_ACTIONS = [
  'CONFIRM',
  'DECLINE',
  'PROPOSE_RESCHEDULE',
  'ACCEPT_RESCHEDULE',
  'CANCEL',
  'COMPLETE',
  'MARK_NO_SHOW',
] as const;
export type ViewingAction = (typeof VIEWING_ACTIONS)[number];

/** The button of each action, as the viewing's page shows it. */
export const VIEWING_ACTION_LABELS: Record<ViewingAction, Bilingual> = {
  CONFIRM: { en: 'Confirm', fr: 'Confirmer' },
  DECLINE: { en: 'Decline', fr: 'Refuser' },
  PROPOSE_RESCHEDULE: { en: 'Propose another time', fr: 'Proposer un autre horaire' },
  ACCEPT_RESCHEDULE: { en: 'Accept the new time', fr: 'Accepter le nouvel horaire' },
  CANCEL: { en: 'Cancel the viewing', fr: 'Annuler la visite' },
  COMPLETE: { en: 'Mark as done', fr: 'Marquer comme effectuée' },
  MARK_NO_SHOW: { en: 'Renter did not come', fr: "Le locataire n'est pas venu" },
};
