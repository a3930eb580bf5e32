import type { Bilingual } from '../i18n/translate';

/** What a user sends: text, or a file with an attachment (spec/01 §3 'Message type: TEXT or FILE'). */
export const SENDABLE_MESSAGE_TYPES = ['TEXT', 'FILE'] as const;
export type SendableMessageType = (typeof SENDABLE_MESSAGE_TYPES)[number];

/**
 * Every message type: the sendable ones and SYSTEM, a notice the product posts (a viewing booked,
 * confirmed, cancelled…), stored as a key and its parameters so each reader gets it in their language.
 */
export const MESSAGE_TYPES = [...SENDABLE_MESSAGE_TYPES, 'SYSTEM'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * What a message may show the renter a warning about (safety.ts): money asked before a viewing,
 * a deposit by wire or e-transfer to hold a unit, or a move off the platform.
 */
export const SAFETY_FLAGS = ['PAYMENT_BEFORE_VIEWING', 'DEPOSIT_TO_HOLD', 'OFF_PLATFORM'] as const;
export type SafetyFlag = (typeof SAFETY_FLAGS)[number];

/** Why a user reports a conversation. */
export const REPORT_REASONS = ['SCAM', 'HARASSMENT', 'SPAM', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A reason's name, as the reporter picks it and staff read it. */
export const REPORT_REASON_LABELS: Record<ReportReason, Bilingual> = {
  SCAM: { en: 'A scam or a request for money', fr: 'Une arnaque ou une demande d’argent' },
  HARASSMENT: { en: 'Harassment or abusive messages', fr: 'Du harcèlement ou des messages injurieux' },
  SPAM: { en: 'Spam or advertising', fr: 'Des pourriels ou de la publicité' },
  OTHER: { en: 'Something else', fr: 'Autre chose' },
};
