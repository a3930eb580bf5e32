import type { EmailCatalogue } from '../mail/notifications';

/*
 * The e-mails of conversations, each with a setting on /e-mail-configuration (composed in
 * mail/notifications.ts). Relayed e-mails never carry either party's real address: the landlord
 * sees a relay address of the product and a link to the conversation.
 */
export const MESSAGING_EMAILS = {
  /** To staff addresses ('Enquiries'): a renter sent an enquiry about a listing. */
  ENQUIRY_TO_STAFF: { audience: 'staff' },
  /** To the listing's owner: a renter's enquiry, relayed with masked addresses. */
  ENQUIRY_TO_LANDLORD: { audience: 'public' },
  /**
   * To a participant who has not read a new message: at most one per conversation within
   * MESSAGE_EMAIL_QUIET_MINUTES, unless the user turned notifications off, with an unsubscribe link.
   */
  NEW_MESSAGE: { audience: 'public' },
} as const satisfies EmailCatalogue;
