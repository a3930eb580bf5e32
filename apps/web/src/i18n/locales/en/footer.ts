export const footer = {
  citiesTitle: 'Rentals by city',
  cityLink: 'Homes for rent in {{city}}',
  companyTitle: 'Company',
  supportTitle: 'Support',
  followTitle: 'Follow us',
  links: {
    services: 'Services',
    blogs: 'Blogs',
    rentalApplication: 'Rental application form',
    listWithUs: 'List with us',
    helpCenter: 'Help center',
    contactUs: 'Contact us',
    terms: 'Terms of use',
    privacy: 'Privacy policy',
  },
  opensInNewTab: '(opens in a new tab)',
  phone: 'Phone: {{phone}}',
  email: 'E-mail: {{email}}',
  newsletter: {
    emailLabel: 'Newsletter e-mail',
    title: 'Newsletter',
    intro: 'New rentals and news, straight to your inbox.',
    submit: 'Keep me posted',
    checkInbox: 'Almost there: we sent you an e-mail. Open its link to confirm your subscription.',
  },
  confirmSubscription: {
    title: 'Newsletter',
    question: 'Receive our newsletter at this address?',
    confirm: 'Confirm my subscription',
    done: 'Subscribed!',
    unknown: 'This link has expired or was already used. Subscribe again from the bottom of any page.',
    home: 'Go to the homepage',
  },
  unsubscribe: {
    title: 'Newsletter',
    question: 'Stop getting our newsletter at this address?',
    confirm: 'Unsubscribe',
    done: 'You have been unsubscribed from the newsletter.',
    unknown: 'This unsubscribe link is not valid or has been replaced by a newer one.',
    home: 'Go to the homepage',
  },
};

declare module '../../namespace-types' {
  interface Namespaces {
    footer: typeof footer;
  }
}
