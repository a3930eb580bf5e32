import { CONTACT_TOPIC_LABELS, type ContactTopic } from '@rentals/domain/contact/topics';
import type { Locale } from '@rentals/domain/users/enums';
import type { MailMessage } from '../../adapters/mail/mail';

/* The e-mails of /contact-us: the team's copy (English), the sender's copy and staff answers (their language). */

export const CONTACT_TO_SUPPORT_TEMPLATE = 'contact-to-support';
export const CONTACT_COPY_TEMPLATE = 'contact-copy';
export const CONTACT_REPLY_TEMPLATE = 'contact-reply';

export interface ContactMail {
  name: string;
  email: string;
  topic: string;
  message: string;
  context: string | null;
  locale: Locale;
}

const topicOf = (topic: string, locale: Locale) =>
  CONTACT_TOPIC_LABELS[topic as ContactTopic]?.[locale] ?? topic;

/** To the support address: who wrote, about what, and a link to the inbox. */
export function contactToSupportEmail(to: string, m: ContactMail, inboxUrl: string): MailMessage {
  const lines = [
    `${m.name} <${m.email}> wrote through the contact form (${m.locale === 'fr' ? 'French' : 'English'}).`,
    `Topic: ${topicOf(m.topic, 'en')}`,
    ...(m.context ? [`About: ${m.context}`] : []),
    '',
    m.message,
    '',
    `Answer it from the staff inbox: ${inboxUrl}`,
  ];
  return {
    to,
    subject: `Contact form: ${topicOf(m.topic, 'en')} – ${m.name}`,
    text: lines.join('\n'),
    template: CONTACT_TO_SUPPORT_TEMPLATE,
  };
}

const COPY = {
  en: {
    subject: 'We received your message',
    intro: (name: string) =>
      `Hello ${name},\n\nThank you for writing to us. We will answer by e-mail as soon as we can. Here is a copy of your message:`,
    topic: 'Topic',
    about: 'About',
  },
  fr: {
    subject: 'Nous avons reçu votre message',
    intro: (name: string) =>
      `Bonjour ${name},\n\nMerci de nous avoir écrit. Nous vous répondrons par courriel dès que possible. Voici une copie de votre message :`,
    topic: 'Sujet',
    about: 'À propos de',
  },
} as const;

/** To the sender: a copy of what they sent, in their language. */
export function contactCopyEmail(m: ContactMail): MailMessage {
  const t = COPY[m.locale];
  const lines = [
    t.intro(m.name),
    '',
    `${t.topic}${m.locale === 'fr' ? ' :' : ':'} ${topicOf(m.topic, m.locale)}`,
    ...(m.context ? [`${t.about}${m.locale === 'fr' ? ' :' : ':'} ${m.context}`] : []),
    '',
    m.message,
  ];
  return { to: m.email, subject: t.subject, text: lines.join('\n'), template: CONTACT_COPY_TEMPLATE };
}

const REPLY = {
  en: {
    subject: 'Answer to your message',
    body: (name: string, reply: string, original: string) =>
      `Hello ${name},\n\n${reply}\n\n— The Rentals team\n\nYour message:\n${original}`,
  },
  fr: {
    subject: 'Réponse à votre message',
    body: (name: string, reply: string, original: string) =>
      `Bonjour ${name},\n\n${reply}\n\n— L’équipe Rentals\n\nVotre message :\n${original}`,
  },
} as const;

/** To the sender: a staff answer, in the language they wrote in. */
export function contactReplyEmail(m: ContactMail, reply: string): MailMessage {
  const t = REPLY[m.locale];
  const quoted = m.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    to: m.email,
    subject: t.subject,
    text: t.body(m.name, reply, quoted),
    template: CONTACT_REPLY_TEMPLATE,
  };
}
