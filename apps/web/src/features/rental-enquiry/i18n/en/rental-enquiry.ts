export const rentalEnquiry = {
  title: 'Rental enquiry',
  choose: {
    subtitle: 'Tell us who you are and we will take it from there.',
    renter: 'I am looking for a home',
    renterText: 'Tell the team what you are looking for, or write to a listing’s landlord.',
    landlord: 'I want to list my property',
    landlordText: 'Tell the team about your property: we call you back about the plans that fit.',
    label: 'Who are you?',
  },
  renter: {
    title: 'Find a home with our team',
    subtitle: 'Tell us where you are looking: the team sends you listings that fit and arranges viewings.',
  },
  landlord: {
    title: 'List your property with us',
    subtitle: 'Tell us about your property: the team calls you back to find the plan that fits.',
  },
  listing: {
    title: 'Write to the landlord',
    subtitle: 'Your message starts a conversation with the landlord in your messages.',
    about: 'About this listing',
    listedBy: 'Listed by {{name}}',
    unitMessage: 'Hello, I am interested in {{unit}}. Is it still available?',
    notFoundTitle: 'This listing cannot be contacted',
    notFoundText: 'It may have been rented or removed. Tell the team what you are looking for instead.',
    toLead: 'Send an enquiry to the team',
    own: 'This is your listing: renters write to you about it.',
    loadError: 'The listing could not be loaded.',
    householdHint: 'Optional',
    moveInHint: 'Optional',
  },
  form: {
    label: 'Your enquiry',
    cityHint: 'The city from the link is filled in: change it if needed.',
    phoneHint: 'A Canadian number the team can call you back on.',
    unitCountHint: 'Units in the building or buildings you would list.',
    budgetHint: 'Optional: the most you would pay a month, in dollars.',
    moveInHint: 'Optional',
    messageHint: 'Anything that helps the team: the property, the neighbourhood, your timing.',
    send: 'Send my enquiry',
    sendMessage: 'Send my message',
    signInToSend: 'Log in or sign up to send',
    visitorNote:
      'You will be asked to log in or sign up before the enquiry is sent. What you typed here will be waiting for you.',
    restored: 'Welcome back: your enquiry is as you left it. Check it and send it.',
  },
  sent: {
    title: 'Your enquiry is sent',
    messageTitle: 'Your message is sent',
    next: 'What happens next',
    renter: {
      read: 'The team reads your enquiry within one business day.',
      contact: 'They send you listings in {{city}} that fit what you are looking for.',
      visit: 'They arrange the viewings you choose with the landlords.',
    },
    landlord: {
      read: 'The team reads your enquiry within one business day.',
      contact: 'They call you at {{phone}} to talk about your property in {{city}} and the plans that fit.',
      visit: 'They help you publish your listing and find tenants.',
    },
    listing: {
      read: 'The landlord receives your message in their messages and by e-mail.',
      contact: 'Their reply appears in your messages, and we e-mail you when it arrives.',
      visit: 'You can book a viewing from the listing page or ask for one in the conversation.',
    },
    openConversation: 'Open the conversation',
    another: 'Send another enquiry',
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    rentalEnquiry: typeof rentalEnquiry;
  }
}
