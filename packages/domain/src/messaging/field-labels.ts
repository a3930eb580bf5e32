import type { FieldLabels } from '../i18n/field-labels';

/** Conversations, messages, the contact form and saved replies. */
export const MESSAGING_FIELD_LABELS = {
  listing: { en: 'Listing', fr: 'Annonce' },
  room: { en: 'Conversation', fr: 'Conversation' },
  text: { en: 'Message', fr: 'Message' },
  type: { en: 'Message type', fr: 'Type de message' },
  url: { en: 'Attachment', fr: 'Pièce jointe' },
  clientId: { en: 'Message id', fr: 'Identifiant du message' },
  moveInDate: { en: 'Move-in date', fr: "Date d'emménagement" },
  householdSize: { en: 'People in the household', fr: 'Personnes dans le ménage' },
  reason: { en: 'Reason', fr: 'Motif' },
  title: { en: 'Title', fr: 'Titre' },
  listingId: { en: 'Listing', fr: 'Annonce' },
  userId: { en: 'User', fr: 'Utilisateur' },
  search: { en: 'Search', fr: 'Recherche' },
} as const satisfies FieldLabels;
