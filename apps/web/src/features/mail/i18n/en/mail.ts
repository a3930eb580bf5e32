export const mail = {
  mail: {
    title: 'E-Mail Configuration',
    subtitle: 'Which notifications the team receives, and the e-mails the product has sent.',
    adminOnly: 'Only admins can see and change the e-mail configuration.',
    settings: {
      heading: 'Staff notifications',
      loadError: 'The notification settings could not be loaded.',
      enabled: 'Send this notification',
      recipients: 'Recipients',
      add: 'Add',
      addLabel: 'Add a recipient e-mail',
      addHint: 'Press Enter or Add; paste several separated by commas.',
      remove: 'Remove {{email}}',
      none: 'No recipients yet: nothing is sent.',
      count: '{{count}} of {{max}} recipients',
      save: 'Save',
      saved: 'Saved.',
      lastSaved: 'Last saved {{date}}',
      notLive: 'Stored now; it is sent once this feature exists in the product.',
      kind: {
        NEW_LISTING_REQUEST: 'New listing requests',
        PREMIUM_REQUEST: 'Premium requests',
        ENQUIRY: 'Enquiries',
      },
      description: {
        NEW_LISTING_REQUEST: 'When a landlord creates a listing that awaits review.',
        PREMIUM_REQUEST: 'When a landlord asks to boost a listing to premium.',
        ENQUIRY: 'When a renter sends an enquiry about a listing.',
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
