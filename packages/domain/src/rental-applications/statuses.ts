import type { Bilingual } from '../i18n/translate';

/**
 * An application's life once submitted: the landlord opens it (VIEWED, automatically on the first
 * open), may shortlist it, and approves or declines it; the applicant may withdraw it while it is
 * open; the product expires it when nobody decided within APPLICATION_EXPIRY_DAYS.
 */
export const APPLICATION_STATUSES = [
  'SUBMITTED',
  'VIEWED',
  'SHORTLISTED',
  'APPROVED',
  'DECLINED',
  'WITHDRAWN',
  'EXPIRED',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, Bilingual> = {
  SUBMITTED: { en: 'Submitted', fr: 'Soumise' },
  VIEWED: { en: 'Viewed', fr: 'Consultée' },
  SHORTLISTED: { en: 'Shortlisted', fr: 'Présélectionnée' },
  APPROVED: { en: 'Approved', fr: 'Approuvée' },
  DECLINED: { en: 'Declined', fr: 'Refusée' },
  WITHDRAWN: { en: 'Withdrawn', fr: 'Retirée' },
  EXPIRED: { en: 'Expired', fr: 'Expirée' },
};

/** Statuses still waiting for a decision: the applicant may withdraw, the product may expire them. */
export const OPEN_APPLICATION_STATUSES = [
  'SUBMITTED',
  'VIEWED',
  'SHORTLISTED',
] as const satisfies readonly ApplicationStatus[];

/** Statuses nothing leaves. */
export const FINAL_APPLICATION_STATUSES = [
  'APPROVED',
  'DECLINED',
  'WITHDRAWN',
  'EXPIRED',
] as const satisfies readonly ApplicationStatus[];

export function isOpenApplicationStatus(status: ApplicationStatus): boolean {
  return (OPEN_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(status);
}

export function isFinalApplicationStatus(status: ApplicationStatus): boolean {
  return (FINAL_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(status);
}

/** Who acts on an application. SYSTEM is the product itself (expiry). */
export const APPLICATION_ACTORS = ['APPLICANT', 'LANDLORD', 'SYSTEM'] as const;
export type ApplicationActor = (typeof APPLICATION_ACTORS)[number];

/** What an actor may do to an application (transitions.ts says who, when and to which status). */
export const APPLICATION_ACTIONS = ['VIEW', 'SHORTLIST', 'APPROVE', 'DECLINE', 'WITHDRAW', 'EXPIRE'] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

/** The buttons of the actions people take; VIEW and EXPIRE happen by themselves. */
export const APPLICATION_ACTION_LABELS: Record<Exclude<ApplicationAction, 'VIEW' | 'EXPIRE'>, Bilingual> = {
  SHORTLIST: { en: 'Shortlist', fr: 'Présélectionner' },
  APPROVE: { en: 'Approve', fr: 'Approuver' },
  DECLINE: { en: 'Decline', fr: 'Refuser' },
  WITHDRAW: { en: 'Withdraw my application', fr: 'Retirer ma demande' },
};
