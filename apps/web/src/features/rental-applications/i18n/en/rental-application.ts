/*
 * The rental application wizard (spec/02). Field labels come from the domain's field-labels.ts;
 * these are the wizard's own texts: options of the flag groups, buttons, dialogs and the spec's
 * messages (§4, §8), kept verbatim in English.
 */
export const rentalApplication = {
  title: 'Rental application',
  subtitle: 'Apply to rent a home, as its future tenant or as a guarantor.',
  loading: 'Loading your application',
  tabsLabel: 'Pages of the application',
  intro: {
    text: 'This application goes to the landlord of the home you apply for. It takes about 15 minutes. Have at hand your income details, a reference, and your documents: a credit score report, a proof of income and a government ID.',
    guarantor:
      'A guarantor (co-signor) fills it in for the tenant they guarantee; the Vehicles and Co-occupants pages are then left out.',
    drafts:
      'Save as Draft keeps your answers on this device, and in your account when you are logged in. Nothing is sent until you press Submit!',
    start: 'Start',
  },
  nav: {
    back: 'Back',
    next: 'Next',
    saveDraft: 'Save as Draft',
    cancel: 'Cancel',
    submit: 'Submit!',
  },
  drafts: {
    saved: 'Draft saved',
    removed: 'Removed From Draft',
    restored: 'Your saved answers were restored.',
    accountSaveFailed: 'The draft was saved on this device, but not to your account. Try again later.',
  },
  options: {
    applyingAs: { tenant: 'Tenant', guarantor: 'Guarantor' },
    propertySeen: {
      viewing: 'At a viewing',
      scheduled: 'A viewing is scheduled',
      providedPictures: 'From the pictures provided',
      other: 'Other',
    },
    reachingTime: {
      weekdayMorning: 'Weekday mornings',
      weekdayAfternoon: 'Weekday afternoons',
      weekendMorning: 'Weekend mornings',
      weekendAfternoon: 'Weekend afternoons',
      notSure: 'Not sure',
    },
    selfEmployedDocs: {
      bankStatement: 'Bank statements',
      taxReturns: 'Tax returns',
      accountantContact: "Accountant's contact",
      invoices: 'Invoices',
    },
    employmentTerm: {
      lessThanSixMonths: 'Less than 6 months',
      moreThanSixMonths: 'More than 6 months',
      moreThanOneYear: 'More than 1 year',
      moreThanThreeYear: 'More than 3 years',
      moreThanFiveYear: 'More than 5 years',
    },
    employmentStatus: {
      temporary: 'Temporary',
      permanent: 'Permanent',
      partTime: 'Part-time',
      fullTime: 'Full-time',
      contract: 'Contract',
    },
    referenceStatus: { supervisor: 'Supervisor', hr: 'Human resources' },
    financialObligation: {
      none: 'None',
      house: 'House (mortgage)',
      vehicles: 'Vehicles',
      medical: 'Medical',
      education: 'Education',
    },
    referenceRelationship: {
      friend: 'Friend',
      neighbour: 'Neighbour',
      colleague: 'Colleague',
      relative: 'Relative',
    },
    petType: { dog: 'Dog', cat: 'Cat', fish: 'Fish', bird: 'Bird', other: 'Other' },
    coOccupants: {
      '0': 'None',
      guarantor: 'I am a guarantor and live elsewhere',
      '1': '1',
      '2': '2',
      '3': '3',
      '4': '4',
      '5': '5 or more',
    },
    yes: 'Yes',
    no: 'No',
  },
  sections: {
    currentHome: 'Your current home',
    currentLandlord: 'Your current landlord',
    previousHome: 'Your previous home',
    selfEmployment: 'Self-employment',
    currentEmployment: 'Current employment',
    employmentReference: 'Employment reference',
    previousEmployment: 'Previous employment',
    personalReference: 'Personal reference',
    pets: 'Pets',
    vehicleOne: 'Vehicle 1',
    vehicleTwo: 'Vehicle 2',
  },
  hints: {
    chooseTwo: 'Choose 2 or more options',
    phone: 'Canadian number with the country code, 11 digits: 1 613 555 0100',
    guarantorReference: 'Optional for a guarantor.',
    unit: 'The unit of this listing you apply for.',
    property: 'The address of the home you apply for.',
  },
  files: {
    choose: 'Choose files',
    limits: 'Up to {{max}} files: {{types}}. At most {{size}} each.',
    remove: 'Remove {{name}}',
    retry: 'Retry',
    uploading: 'Uploading {{name}}',
    failed: '{{name}} could not be uploaded.',
    uploadError: 'Error while uploading documents, Try after sometime.',
  },
  signature: {
    heading: 'Sign your application',
    padLabel: 'Signature pad: draw your signature with a mouse, a pen or a finger',
    clear: 'Clear',
    save: 'Save signature',
    saved: 'Your signature is saved.',
    savedImage: 'Your saved signature',
    redo: 'Sign again',
    typedLabel: 'Or type your full name to sign',
    typedHint: 'Your name is drawn on the pad in a handwriting style; then press Save signature.',
    required: 'Please save your signature before proceeding',
  },
  consent: {
    heading: 'Before you submit',
    sharedWith:
      'Your application, your documents and your SIN if you give it are shared with the landlord of this listing and with the staff who review applications.',
    expiry:
      'An application not decided within {{applicationDays}} days expires. A landlord can read your shared documents for {{shareDays}} days.',
    share: 'I agree to share my application with the landlord of this listing and the staff who review it.',
    shareRequired: 'Tick this box to submit your application.',
    creditCheck: 'I consent to a credit check by the landlord of this listing (optional).',
  },
  passport: {
    heading: 'Apply with your renter passport',
    about: "{{name}}'s application, sent on {{date}} for {{listing}}.",
    documents_zero: 'No documents',
    documents_one: '{{count}} document',
    documents_other: '{{count}} documents',
    text: 'Review the offer for this home and apply in one step: your answers, documents and signature are shared with its landlord.',
    review: 'Review and apply',
    editAll: 'Edit all my answers',
    scratch: 'Or start a new application from scratch with Start below.',
    reviewHeading: 'Apply with your renter passport',
    reviewText:
      'Check your offer for this home. Everything else comes from the application you sent on {{date}}.',
    sharedHeading: 'What the landlord receives',
    applicant: 'Applicant',
    income: 'Gross monthly income',
    incomeUnknown: 'Not given',
    files: 'Documents',
    noFiles: 'None',
    sin: 'Social insurance number',
    sinGiven: 'Given',
    sinNone: 'Not given',
    otherPage:
      'Your passport needs changes the offer page cannot make. Fill in the full form: it opens with your answers and documents, and this offer.',
    fullForm: 'Fill in the full form',
  },
  submit: {
    uploading: 'Uploading documents...',
    submitting: 'Submitting your form... Almost there!',
    successTitle: 'Application sent',
    success:
      'We have received your rental application. You will be contacted if any additional information is required. Thank you for your interest!',
    ok: 'OK',
    errorTitle: 'Your application was not sent',
    failed: 'Something went wrong while sending your application. Your answers are kept: try again.',
    close: 'Close',
    loginTitle: 'Log in to submit',
    loginText:
      'You need an account to submit an application. Your answers are kept on this device and you come back here after logging in or signing up.',
    login: 'Log in or sign up',
    notNow: 'Not now',
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    rentalApplication: typeof rentalApplication;
  }
}
