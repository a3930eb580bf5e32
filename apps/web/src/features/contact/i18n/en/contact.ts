export const contact = {
  page: {
    title: 'Contact us',
    description:
      'Questions about renting, listing your property, payments or your account? Write to our team.',
    subtitle: 'Write to our team: we answer by e-mail, usually within one business day.',
    reachUs: 'You can also reach us at {{email}} or {{phone}}.',
  },
  form: {
    label: 'Contact form',
    about: 'About: {{about}}',
    topics: {
      RENTING: 'Renting',
      LISTING: 'Listing my property',
      PAYMENTS: 'Payments and plans',
      ACCOUNT: 'My account',
      OTHER: 'Something else',
    },
    chooseTopic: 'Choose a topic',
    honeypot: 'Leave this field empty',
    send: 'Send',
    sentTitle: 'Thank you, your message is on its way',
    sentText: 'We sent a copy to {{email}} and will answer you there.',
    another: 'Send another message',
  },
  inbox: {
    tabConversations: 'Conversations',
    tabContact: 'Contact messages',
    tabsLabel: 'Inbox sections',
    subtitle: 'Messages sent through the contact form. Answers are e-mailed to the sender in their language.',
    listLabel: 'Contact messages',
    loadError: 'The contact messages could not be loaded.',
    emptyTitle: 'No contact messages yet',
    emptyText: 'Messages sent through /contact-us show here.',
    pages: 'Contact message pages',
    waiting: 'Waiting',
    handled: 'Handled',
    replies_one: '{{count}} answer',
    replies_other: '{{count}} answers',
    choose: 'Choose a message to read it.',
    back: 'Back to the messages',
    from: 'From {{name}} <{{email}}>',
    language: 'Writes in {{language}}',
    languages: { en: 'English', fr: 'French' },
    topic: 'Topic: {{topic}}',
    about: 'About: {{about}}',
    sentAt: 'Sent {{date}}',
    answers: 'Answers',
    noAnswers: 'No answer yet.',
    answeredBy: '{{name}}, {{date}}',
    formerStaff: 'Former staff member',
    reply: 'Answer',
    replyHelp: 'Sent by e-mail to {{email}}; the message is then marked handled.',
    sendReply: 'Send the answer',
    replySent: 'Answer sent.',
    markHandled: 'Mark handled',
    markUnhandled: 'Mark not handled',
    noEdit: 'You may read these messages; answering needs the inbox edit permission.',
    notFound: 'This message does not exist any more.',
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    contact: typeof contact;
  }
}
