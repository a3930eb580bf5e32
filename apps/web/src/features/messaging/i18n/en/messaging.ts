export const messaging = {
  page: {
    title: 'Messages',
    subtitle: 'Your conversations with landlords and renters.',
  },
  unsubscribe: {
    title: 'Message e-mails',
    working: 'Turning off the e-mails about new messages…',
    done: 'Done: you will no longer get e-mails about new messages. Your conversations stay in Messages.',
    unknown: 'This link is not valid. Turn e-mails off from your profile instead.',
    home: 'Back to the home page',
  },
  deletedUser: 'Deleted user',
  team: 'Rentals team',
  you: 'You',
  list: {
    label: 'Conversations',
    loadError: 'Your conversations could not be loaded.',
    pages: 'Pages of conversations',
    emptyTitle: 'No conversations yet',
    emptyText:
      'When you contact a landlord about a home, or a renter writes to you, the conversation shows here.',
    search: 'Search homes',
    with: 'with {{name}}',
    attachment: 'Attachment: {{name}}',
    mine: 'You: {{text}}',
    noMessage: 'No messages yet',
    unread_one: '{{count}} unread message',
    unread_other: '{{count}} unread messages',
    flagged: 'Warning: a message asks for money or contact off Rentals',
  },
  conversation: {
    back: 'All conversations',
    choose: 'Choose a conversation to read it here.',
    messages: 'Messages with {{name}}',
    loadError: 'The messages could not be loaded.',
    loading: 'Loading the messages',
    loadEarlier: 'Show earlier messages',
    loadingEarlier: 'Loading earlier messages…',
    start: 'This is the start of the conversation.',
    today: 'Today',
    yesterday: 'Yesterday',
    seen: 'Seen',
    sentBy: '{{name}} wrote:',
    sentAt: 'Sent at {{time}}',
    about: 'About {{title}}',
    openListing: 'View the listing',
    picture: 'Picture sent: {{name}}',
    openPicture: 'Open the picture {{name}} in a new tab',
    download: 'Download',
    downloadFile: 'Download {{name}} ({{size}})',
    fileUnavailable: 'This file could not be loaded.',
    newTab: '(opens in a new tab)',
  },
  composer: {
    label: 'Write a message',
    teamLabel: 'Reply as the Rentals team',
    hint: 'Enter to send, Shift+Enter for a new line.',
    send: 'Send',
    sending: 'Sending…',
    attach: 'Attach a picture or PDF',
    attachHint: 'Pictures (JPEG, PNG, WebP) or PDF, up to {{size}}.',
    uploading: 'Uploading {{name}}: {{percent}}%',
    removeAttachment: 'Remove the attachment {{name}}',
    attached: 'Attached: {{name}}',
    tooBig: '{{name}} is larger than {{size}}.',
    wrongType: '{{name}} is not a picture or a PDF.',
    failed: 'Your message was not sent. {{reason}}',
    retry: 'Retry',
    characters: '{{count}} of {{max}} characters',
  },
  safety: {
    title: 'Be careful with this message',
    advice:
      'You can keep talking here. Never send money for a home you have not visited or a lease you have not signed.',
    flags: {
      PAYMENT_BEFORE_VIEWING:
        'It asks for money before a viewing, or says the keys will be mailed. Honest landlords show the home first: visit it in person, or with someone you trust, before paying anything.',
      DEPOSIT_TO_HOLD:
        'It asks for a deposit by e-transfer, wire, gift cards or crypto to hold the unit. Such payments cannot be taken back. Pay a deposit only once you have seen the home and signed a lease, and keep a receipt.',
      OFF_PLATFORM:
        'It asks to continue by e-mail, phone or another app. Keeping the conversation on Rentals keeps a record, and lets our team help if something goes wrong.',
    },
  },
  contact: {
    title: 'Contact the landlord',
    subtitle: 'Introduce yourself and ask what you want to know. The landlord answers in your messages.',
    listing: 'The listing you are writing about',
    listedBy: 'Listed by {{name}}',
    loadError: 'This listing could not be loaded.',
    notFoundTitle: 'This listing cannot be contacted',
    notFoundText: 'It does not exist, was removed, or is not published.',
    search: 'Search homes',
    own: 'This is your listing: renters contact you about it, and their messages arrive in your messages.',
    ownLink: 'Open my messages',
    placeholder: 'Hello! Is the home still available? I would like to visit it.',
    optional: 'Optional details',
    moveInHint: 'When you would like to move in.',
    householdHint: 'Everyone who would live in the home, you included.',
    send: 'Send the message',
    safety: 'Never send money before you have visited the home and signed a lease.',
    existing:
      'You already have a conversation about this listing: opening it, with your message ready to send.',
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    messaging: typeof messaging;
  }
}
