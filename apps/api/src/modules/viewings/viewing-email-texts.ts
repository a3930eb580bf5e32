import { translate, type Bilingual } from '@rentals/domain/i18n/translate';
import type { Locale } from '@rentals/domain/users/enums';
import {
  viewingSystemMessageText,
  type ViewingSystemCancelReason,
  type ViewingSystemMessageKey,
} from '@rentals/domain/viewings/system-messages';
import { formatViewingRange, formatViewingTime } from '@rentals/domain/viewings/time-zones';

/*
 * The texts of a viewing's e-mails, in the recipient's language: what happened (the words of the
 * conversation's system message, so e-mail and conversation agree), then the listing, the time in
 * the listing's zone with the zone named, where, the calendar file and the conversation's link.
 * An address without a language (a team mailbox) gets both languages, English first.
 */

/** What an e-mail tells: a change of the viewing (its system message) or a reminder. */
export type ViewingEmailEvent = ViewingSystemMessageKey | 'VIEWING_REMINDER';

const CANCELLED: Bilingual = { en: 'Viewing cancelled: “{title}”', fr: 'Visite annulée : « {title} »' };

/** The subject of the renter's e-mail after a completed viewing, which asks them. */
const FOLLOW_UP_SUBJECT: Bilingual = {
  en: 'Still interested in “{title}”?',
  fr: '« {title} » vous intéresse toujours ?',
};

const SUBJECTS: Record<ViewingEmailEvent, Bilingual> = {
  VIEWING_REQUESTED: { en: 'Viewing request for “{title}”', fr: 'Demande de visite pour « {title} »' },
  VIEWING_BOOKED: { en: 'Viewing booked: “{title}”', fr: 'Visite réservée : « {title} »' },
  VIEWING_CONFIRMED: { en: 'Viewing confirmed: “{title}”', fr: 'Visite confirmée : « {title} »' },
  VIEWING_DECLINED: {
    en: 'Viewing request declined: “{title}”',
    fr: 'Demande de visite refusée : « {title} »',
  },
  VIEWING_RESCHEDULE_PROPOSED: {
    en: 'New time proposed for the viewing of “{title}”',
    fr: 'Nouvel horaire proposé pour la visite de « {title} »',
  },
  VIEWING_RESCHEDULED: { en: 'Viewing moved: “{title}”', fr: 'Visite déplacée : « {title} »' },
  VIEWING_CANCELLED_BY_RENTER: CANCELLED,
  VIEWING_CANCELLED_BY_LANDLORD: CANCELLED,
  VIEWING_CANCELLED_BY_SYSTEM: CANCELLED,
  VIEWING_COMPLETED: { en: 'Viewing done: “{title}”', fr: 'Visite effectuée : « {title} »' },
  VIEWING_NO_SHOW: { en: 'Missed viewing: “{title}”', fr: 'Visite manquée : « {title} »' },
  VIEWING_FOLLOW_UP: FOLLOW_UP_SUBJECT,
  VIEWING_REMINDER: { en: 'Reminder: viewing of “{title}”', fr: 'Rappel : visite de « {title} »' },
};

const TEXT = {
  reminder: {
    en: 'Reminder: your viewing of “{title}” is on {date}.',
    fr: 'Rappel : votre visite de « {title} » a lieu le {date}.',
  },
  reason: { en: 'Reason: {reason}', fr: 'Motif : {reason}' },
  listing: { en: 'Listing: {title}', fr: 'Annonce : {title}' },
  otherTimes: { en: 'Times proposed:', fr: 'Horaires proposés :' },
  when: { en: 'When: {range}', fr: 'Quand : {range}' },
  newTime: { en: 'Proposed time: {range}', fr: 'Horaire proposé : {range}' },
  address: { en: 'Where: {address}', fr: 'Où : {address}' },
  online: { en: 'Online: {link}', fr: 'En ligne : {link}' },
  invite: {
    en: 'The invitation attached adds the viewing to your calendar.',
    fr: "L'invitation jointe ajoute la visite à votre calendrier.",
  },
  cancel: {
    en: 'The attached cancellation removes it from your calendar.',
    fr: "L'annulation jointe la retire de votre calendrier.",
  },
  followUp: {
    en: 'Still interested in this place? Take the next step here: {link}',
    fr: "Ce logement vous intéresse toujours ? Passez à l'étape suivante ici : {link}",
  },
  answer: {
    en: 'Confirm it or propose another time in the conversation: {link}',
    fr: 'Confirmez-la ou proposez un autre horaire dans la conversation : {link}',
  },
  reply: {
    en: 'Accept it or propose another time in the conversation: {link}',
    fr: 'Acceptez-le ou proposez un autre horaire dans la conversation : {link}',
  },
  conversation: { en: 'The conversation: {link}', fr: 'La conversation : {link}' },
} as const satisfies Record<string, Bilingual>;

/** Events about a viewing still to come: the e-mail says where it takes place. */
const UPCOMING: readonly ViewingEmailEvent[] = [
  'VIEWING_REQUESTED',
  'VIEWING_BOOKED',
  'VIEWING_CONFIRMED',
  'VIEWING_RESCHEDULE_PROPOSED',
  'VIEWING_RESCHEDULED',
  'VIEWING_REMINDER',
];

export interface ViewingMail {
  event: ViewingEmailEvent;
  listingTitle: string;
  /** The time the e-mail is about: the viewing's, or the new one proposed. */
  startsAt: Date;
  endsAt: Date;
  zone: string;
  /** The address of an in-person viewing, or the meeting link of a virtual one. */
  address: string | null;
  meetingLink: string | null;
  reason?: string | null;
  reasonKey?: ViewingSystemCancelReason | null;
  calendar: 'REQUEST' | 'CANCEL' | null;
  /** Where the recipient follows the viewing: the conversation, or the staff inbox. */
  conversationUrl: string;
  /** The 'still interested?' link of a completed viewing, for its renter. */
  followUpUrl: string | null;
  /** Every time a request proposes, when it proposes several. */
  proposedTimes?: readonly Date[];
}

function lines(mail: ViewingMail, locale: Locale): string[] {
  const title = mail.listingTitle;
  const params = {
    at: mail.startsAt.toISOString(),
    zone: mail.zone,
    reason: mail.reason,
    reasonKey: mail.reasonKey,
  };
  const intro =
    mail.event === 'VIEWING_REMINDER'
      ? translate(TEXT.reminder, locale, { title, date: formatViewingTime(mail.startsAt, mail.zone, locale) })
      : viewingSystemMessageText(mail.event, params, locale);
  const range = formatViewingRange(mail.startsAt, mail.endsAt, mail.zone, locale);
  const out = [intro];
  // A declined request's reason is optional, so its system message does not carry it.
  if (mail.event === 'VIEWING_DECLINED' && mail.reason)
    out.push(translate(TEXT.reason, locale, { reason: mail.reason }));
  out.push('', translate(TEXT.listing, locale, { title }));
  out.push(
    translate(mail.event === 'VIEWING_RESCHEDULE_PROPOSED' ? TEXT.newTime : TEXT.when, locale, { range }),
  );
  if (mail.proposedTimes && mail.proposedTimes.length > 1) {
    out.push(translate(TEXT.otherTimes, locale));
    for (const time of mail.proposedTimes) out.push(`- ${formatViewingTime(time, mail.zone, locale)}`);
  }
  if (UPCOMING.includes(mail.event)) {
    if (mail.meetingLink) out.push(translate(TEXT.online, locale, { link: mail.meetingLink }));
    else if (mail.address) out.push(translate(TEXT.address, locale, { address: mail.address }));
  }
  if (mail.calendar) out.push('', translate(mail.calendar === 'REQUEST' ? TEXT.invite : TEXT.cancel, locale));
  if (mail.followUpUrl) out.push('', translate(TEXT.followUp, locale, { link: mail.followUpUrl }));
  const next =
    mail.event === 'VIEWING_REQUESTED'
      ? TEXT.answer
      : mail.event === 'VIEWING_RESCHEDULE_PROPOSED'
        ? TEXT.reply
        : TEXT.conversation;
  out.push('', translate(next, locale, { link: mail.conversationUrl }));
  return out;
}

/** The subject and text for one recipient: in `locale`, or in both languages when it is null. */
export function viewingEmailText(
  mail: ViewingMail,
  locale: Locale | null,
): { subject: string; text: string } {
  const template = mail.followUpUrl ? FOLLOW_UP_SUBJECT : SUBJECTS[mail.event];
  const subject = (l: Locale) => translate(template, l, { title: mail.listingTitle });
  if (locale) return { subject: subject(locale), text: lines(mail, locale).join('\n') };
  return {
    subject: `${subject('en')} / ${subject('fr')}`,
    text: [...lines(mail, 'en'), '', '—', '', ...lines(mail, 'fr')].join('\n'),
  };
}

/** The summary of the calendar event, in the recipient's language. */
export function calendarSummary(listingTitle: string, locale: Locale | null): string {
  return locale === 'fr' ? `Visite : ${listingTitle}` : `Viewing: ${listingTitle}`;
}
