export const mail = {
  mail: {
    title: 'E-Mail Configuration',
    subtitle: 'Which e-mails the product sends, to whom, and the e-mails it has sent.',
    adminOnly: 'Only admins can see and change the e-mail configuration.',
    settings: {
      heading: 'E-mails and notifications',
      loadError: 'The e-mail settings could not be loaded.',
      enabled: 'Send this e-mail',
      recipients: 'Recipients',
      add: 'Add',
      addLabel: 'Add a recipient e-mail',
      addHint: 'Press Enter or Add; paste several separated by commas.',
      remove: 'Remove {{email}}',
      none: 'No recipients yet: nothing is sent.',
      count_one: '{{count}} of {{max}} recipients',
      count_other: '{{count}} of {{max}} recipients',
      save: 'Save',
      saved: 'Saved.',
      lastSaved: 'Last saved {{date}}',
      sentTo: 'Sent to: {{who}}',
      kind: {
        NEW_LISTING_REQUEST: 'New listing requests',
        LISTING_APPROVED: 'Listing approved',
        LISTING_REJECTED: 'Listing rejected',
        NEWSLETTER_WELCOME: 'Newsletter welcome',
        ENQUIRY_TO_STAFF: 'Enquiries',
        ENQUIRY_TO_LANDLORD: 'Enquiry to the landlord',
        NEW_MESSAGE: 'New message',
        VIEWING_REQUEST_TO_STAFF: 'Viewing requests',
        VIEWING_REQUESTED: 'Viewing booked or requested',
        VIEWING_CONFIRMED: 'Viewing confirmed',
        VIEWING_UPDATED: 'Viewing changed',
        VIEWING_CANCELLED: 'Viewing cancelled',
        VIEWING_REMINDER: 'Viewing reminders',
        LEASE_REQUEST_TO_STAFF: 'Lease requests',
        PREMIUM_REQUEST_TO_STAFF: 'Plan requests',
        PAYMENT_RECEIPT: 'Payment receipts',
      },
      description: {
        NEW_LISTING_REQUEST: 'When a landlord creates a listing that awaits review.',
        LISTING_APPROVED: 'When staff approve a listing: its owner is told it is now public.',
        LISTING_REJECTED: 'When staff reject a listing: its owner receives the reason.',
        NEWSLETTER_WELCOME: 'When someone subscribes to the newsletter, with the link to unsubscribe.',
        ENQUIRY_TO_STAFF: 'When a renter sends an enquiry about a listing.',
        ENQUIRY_TO_LANDLORD:
          "When a renter sends an enquiry: the listing's owner receives it with masked addresses and a link to the conversation.",
        NEW_MESSAGE:
          'When someone has not read a new message: at most one e-mail per conversation every 15 minutes, with the link to unsubscribe.',
        VIEWING_REQUEST_TO_STAFF:
          'When a renter sends a request for viewing, or a renter or landlord sends a rental enquiry for the team. These addresses also receive the viewing e-mails of listings on the Viewings Management plan.',
        VIEWING_REQUESTED:
          'When a renter books or requests a viewing: on the Viewings Management plan, the team addresses of Viewing requests receive it instead.',
        VIEWING_CONFIRMED: 'When a viewing is confirmed, with the invitation to add to a calendar.',
        VIEWING_UPDATED:
          'When a new time is proposed or accepted, and after the viewing, when the renter is asked whether they are still interested.',
        VIEWING_CANCELLED:
          'When a viewing is cancelled or a request declined, with the reason and the calendar cancellation.',
        VIEWING_REMINDER: 'The day before a confirmed viewing and shortly before it.',
        LEASE_REQUEST_TO_STAFF: 'When a landlord asks the team to prepare a lease on /lease-details-form.',
        PREMIUM_REQUEST_TO_STAFF:
          'When a landlord asks the team about a managed plan for a listing. Also sent to the admins and sub-admins who may view plans.',
        PAYMENT_RECEIPT:
          'When a deposit or a boost is paid, and again when staff refund it: the payer receives the receipt in their language, with a link to it.',
      },
      audience: {
        NEW_LISTING_REQUEST: 'the team addresses below',
        LISTING_APPROVED: 'the listing owner',
        LISTING_REJECTED: 'the listing owner',
        NEWSLETTER_WELCOME: 'the new subscriber',
        ENQUIRY_TO_STAFF: 'the team addresses below',
        ENQUIRY_TO_LANDLORD: 'the listing owner',
        NEW_MESSAGE: 'the participant who has not read it',
        VIEWING_REQUEST_TO_STAFF: 'the team addresses below',
        VIEWING_REQUESTED: 'the listing owner',
        VIEWING_CONFIRMED: 'the renter',
        VIEWING_UPDATED: 'the other party',
        VIEWING_CANCELLED: 'the other party',
        VIEWING_REMINDER: 'the renter and the listing owner',
        LEASE_REQUEST_TO_STAFF: 'the team addresses below',
        PREMIUM_REQUEST_TO_STAFF: 'the team addresses below and staff who may view plans',
        PAYMENT_RECEIPT: 'the payer',
      },
    },
    outbox: {
      heading: 'Outbox',
      status: 'Delivery state',
      anyStatus: 'Any state',
      table: 'Messages of the outbox',
      columns: {
        to: 'To',
        subject: 'Subject',
        template: 'E-mail',
        status: 'State',
        attempts: 'Attempts',
        created: 'Queued',
        sent: 'Sent',
        actions: 'Actions',
      },
      statuses: {
        PENDING: 'Pending',
        SENT: 'Sent',
        FAILED: 'Failed',
        STORED: 'Stored',
      },
      statusHelp: {
        PENDING: 'Waiting for the mail server',
        SENT: 'Delivered to the mail server',
        FAILED: 'Gave up after several attempts',
        STORED: 'Kept as the record: no mail server is configured',
      },
      lastError: 'Last error: {{error}}',
      resend: 'Resend',
      resendLabel: 'Resend "{{subject}}" to {{to}}',
      resent: 'A copy was queued.',
      notSent: '—',
      emptyTitle: 'No e-mails yet',
      emptyText: 'Messages appear here as the product sends them.',
      noMatchTitle: 'No e-mails in this state',
      loadError: 'The outbox could not be loaded.',
    },
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    mail: typeof mail;
  }
}
