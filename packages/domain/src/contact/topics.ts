/** The topics of /contact-us, in the select's order (issue 23). */
export const CONTACT_TOPICS = ['RENTING', 'LISTING', 'PAYMENTS', 'ACCOUNT', 'OTHER'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Each topic as the form, the e-mails and the inbox name it. */
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, { en: string; fr: string }> = {
  RENTING: { en: 'Renting', fr: 'Location' },
  LISTING: { en: 'Listing my property', fr: 'Publier mon logement' },
  PAYMENTS: { en: 'Payments and plans', fr: 'Paiements et forfaits' },
  ACCOUNT: { en: 'My account', fr: 'Mon compte' },
  OTHER: { en: 'Something else', fr: 'Autre chose' },
};

export const CONTACT_LIMITS = { name: 120, message: 5000, context: 300, reply: 5000 } as const;
