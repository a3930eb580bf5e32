/** /profile/your-data: the page and its 'Download your data' section. */
export const yourData = {
  title: 'Your data',
  subtitle: 'What we hold about you, and what you can do with it.',
  backToProfile: 'Back to your profile',
  download: {
    title: 'Download your data',
    intro:
      'Get a copy of everything we hold about you: your profile, listings, messages you wrote, viewings, applications, payments and the files you uploaded, as a zip of JSON files. We prepare it in the background and e-mail you when it is ready.',
    request: 'Request a copy',
    requested: 'Asked on {{date}}. We are getting your copy ready and will e-mail you when it is.',
    preparing: 'Asked on {{date}}. Your copy is being prepared; we will e-mail you when it is ready.',
    ready: 'Your copy is ready. The link works until {{date}}; after that the file is deleted.',
    expired: 'Your last copy expired on {{date}} and was deleted. You can ask for a new one.',
    failed:
      'Asked on {{date}}. We could not prepare your copy. Ask again, and if it fails again, contact us.',
    button: 'Download your data',
    running: 'Downloading your data…',
    done: 'Your data was downloaded.',
    sent: 'Your request was sent. We will e-mail you when your copy is ready.',
    loadError: 'Your data export could not be loaded.',
    retry: 'Try again',
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    yourData: typeof yourData;
  }
}
