export const viewingCalendar = {
  title: 'Viewings in your calendar',
  intro:
    'Subscribe to your viewings from Google Calendar, Apple Calendar or Outlook: they appear there and stay up to date.',
  turnOn: 'Get my calendar link',
  privateNote: 'This link is private: anyone who has it can see your viewings. Do not share it.',
  linkLabel: 'Your calendar link',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'The link could not be copied: select it and copy it by hand.',
  subscribe: 'Open in my calendar app',
  howTo: 'In Google Calendar, choose Other calendars, then From URL, and paste the link.',
  revoke: 'Revoke link',
  revokeTitle: 'Revoke this calendar link?',
  revokeText:
    'Calendars subscribed to the current link stop receiving your viewings. You get a new link to subscribe again.',
  revokeConfirm: 'Revoke and get a new link',
  revoked: 'The old link no longer works. Here is your new link.',
  loadError: 'Your calendar link could not be loaded.',
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    viewingCalendar: typeof viewingCalendar;
  }
}
