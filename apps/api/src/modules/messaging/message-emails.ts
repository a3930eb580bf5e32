import type { Locale } from '@rentals/domain/users/enums';
import type { MailMessage } from '../../adapters/mail/mail';

/*
 * The e-mails of conversations, in the recipient's language. None carries the other party's real
 * address: a person is named by first name only ('A renter' without one), an enquiry shows the
 * renter's relay address, and every e-mail links to the conversation, where the answer is written.
 */

export const ENQUIRY_TO_LANDLORD_TEMPLATE = 'enquiry-to-landlord';
export const ENQUIRY_TO_STAFF_TEMPLATE = 'enquiry-to-staff';
export const NEW_MESSAGE_TEMPLATE = 'new-message';

/** The page of one conversation (the web's /message route opens the room given). */
export const conversationLink = (publicUrl: string, roomId: string) =>
  `${publicUrl}/message?room=${encodeURIComponent(roomId)}`;

/** Longest message excerpt quoted in a new-message e-mail: the rest is read in the conversation. */
const EXCERPT_MAX = 300;
const excerpt = (text: string) => (text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX)}…` : text);
const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

export interface EnquiryMail {
  listingTitle: string;
  /** The renter's first name, or null: never their e-mail address. */
  renterName: string | null;
  text: string;
  /** The renter's relay address, shown instead of their real one. */
  renterRelay: string;
  roomId: string;
}

const ENQUIRY = {
  en: {
    someone: 'A renter',
    subject: (title: string) => `New enquiry about “${title}”`,
    body: (m: EnquiryMail, name: string, link: string) =>
      [
        `${name} (${m.renterRelay}) sent an enquiry about your listing “${m.listingTitle}”:`,
        '',
        quote(m.text),
        '',
        `Answer in the conversation: ${link}`,
        '',
        'Addresses are masked: the renter does not see your e-mail address, and you see a relay address of Rentals instead of theirs.',
      ].join('\n'),
  },
  fr: {
    someone: 'Un locataire',
    subject: (title: string) => `Nouvelle demande au sujet de « ${title} »`,
    body: (m: EnquiryMail, name: string, link: string) =>
      [
        `${name} (${m.renterRelay}) a envoyé une demande au sujet de votre annonce « ${m.listingTitle} » :`,
        '',
        quote(m.text),
        '',
        `Répondez dans la conversation : ${link}`,
        '',
        'Les adresses sont masquées : le locataire ne voit pas votre adresse courriel, et vous voyez une adresse relais de Rentals au lieu de la sienne.',
      ].join('\n'),
  },
} as const;

/** The enquiry relayed to the listing's owner (ENQUIRY_TO_LANDLORD). */
export function enquiryToLandlordEmail(
  to: string,
  locale: Locale,
  enquiry: EnquiryMail,
  publicUrl: string,
): MailMessage {
  const t = ENQUIRY[locale];
  return {
    to,
    subject: t.subject(enquiry.listingTitle),
    text: t.body(enquiry, enquiry.renterName || t.someone, conversationLink(publicUrl, enquiry.roomId)),
    template: ENQUIRY_TO_LANDLORD_TEMPLATE,
  };
}

/**
 * What staff recipients of ENQUIRY_TO_STAFF receive. Staff addresses are not accounts with a
 * language, so the message is in both languages, English first (as new-listing-email.ts).
 */
export function enquiryToStaffEmail(
  to: string,
  enquiry: { listingId: string; listingTitle: string },
  publicUrl: string,
): MailMessage {
  const inbox = `${publicUrl}/adminInbox/${enquiry.listingId}/listing`;
  const title = enquiry.listingTitle;
  return {
    to,
    subject: `New enquiry: “${title}” / Nouvelle demande : « ${title} »`,
    text: [
      `A renter sent an enquiry about the listing “${title}”.`,
      `Its conversations: ${inbox}`,
      '',
      '—',
      '',
      `Un locataire a envoyé une demande au sujet de l'annonce « ${title} ».`,
      `Ses conversations : ${inbox}`,
    ].join('\n'),
    template: ENQUIRY_TO_STAFF_TEMPLATE,
  };
}

export interface NewMessageMail {
  listingTitle: string;
  /** The sender's first name, 'team' for staff posting as the team, or null. */
  sender: string | 'team' | null;
  text: string;
  isFile: boolean;
  roomId: string;
}

const NEW_MESSAGE = {
  en: {
    someone: 'Someone',
    team: 'The Rentals team',
    file: '(a file)',
    subject: (title: string) => `New message about “${title}”`,
    body: (name: string, m: NewMessageMail, content: string, link: string, unsubscribe: string) =>
      [
        `${name} wrote to you about “${m.listingTitle}”:`,
        '',
        quote(content),
        '',
        `Read and answer: ${link}`,
        '',
        'You receive at most one such e-mail per conversation every few minutes while you have not read it.',
        `To stop these e-mails, open this link: ${unsubscribe}`,
      ].join('\n'),
  },
  fr: {
    someone: "Quelqu'un",
    team: "L'équipe Rentals",
    file: '(un fichier)',
    subject: (title: string) => `Nouveau message au sujet de « ${title} »`,
    body: (name: string, m: NewMessageMail, content: string, link: string, unsubscribe: string) =>
      [
        `${name} vous a écrit au sujet de « ${m.listingTitle} » :`,
        '',
        quote(content),
        '',
        `Lire et répondre : ${link}`,
        '',
        'Vous recevez au plus un tel courriel par conversation toutes les quelques minutes tant que vous ne l’avez pas lue.',
        `Pour ne plus recevoir ces courriels, ouvrez ce lien : ${unsubscribe}`,
      ].join('\n'),
  },
} as const;

/** A new message for a participant who has not read it (NEW_MESSAGE), with its unsubscribe link. */
export function newMessageEmail(
  to: string,
  locale: Locale,
  message: NewMessageMail,
  links: { publicUrl: string; unsubscribe: string },
): MailMessage {
  const t = NEW_MESSAGE[locale];
  const name = message.sender === 'team' ? t.team : message.sender || t.someone;
  const content = [message.isFile ? t.file : '', excerpt(message.text)].filter(Boolean).join(' ');
  return {
    to,
    subject: t.subject(message.listingTitle),
    text: t.body(
      name,
      message,
      content,
      conversationLink(links.publicUrl, message.roomId),
      links.unsubscribe,
    ),
    template: NEW_MESSAGE_TEMPLATE,
  };
}
