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
    subscribed: 'Subscribed!',
    alreadySubscribed: 'You have already subscribed!',
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
