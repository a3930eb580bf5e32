/*
 * 'Prepare lease' (/leases/new): the form's sections, hints, the sending choices, the preview and
 * the confirmation before sending clauses known to be void. Field labels come from the domain
 * (leases/field-labels.ts).
 */
export const leaseForm = {
  title: 'Prepare a lease',
  subtitle:
    'Fill in the lease as the standard lease reads. The preview shows it as the signers will read it; what you type is kept in this browser until you send it.',
  formLabel: 'The lease',
  toApplications: 'Go to the applications',
  landlordsOnly: 'Only landlords prepare leases, for their own listings.',
  noSource:
    'A lease is prepared from an approved rental application: open the application and choose Prepare lease.',
  loadError: 'What the lease is prepared from could not be loaded.',
  restored: 'What you typed earlier in this browser was restored.',
  send: 'Send for signature',
  saveDraft: 'Save draft',
  section: {
    parties: '1. Parties to the agreement',
    unit: '2. Rental unit',
    contact: '3. Contact information',
    term: '4. Term of the tenancy',
    rent: '5. Rent',
    services: '6. Services and utilities',
    discounts: '7. Rent discounts',
    deposits: '8–9. Deposits',
    smoking: '10. Smoking',
    insurance: "11. Tenant's insurance",
    additional: '15. Additional terms',
    sending: 'Signing and sending',
  },
  hint: {
    legalName: 'As it appears on legal documents: a person or a company.',
    startDate: 'Today ({{today}}) or later.',
    paymentMethod: 'For example: e-transfer, cheque, pre-authorized debit.',
    discount: 'Describe any discount and its conditions, or leave blank.',
    chooseProvince: 'Choose the province to see its limit.',
    depositLimit: 'At most {{limit}} in this province.',
    additional:
      'Anything the sections above do not cover, at most {{max}} characters. Each clause is checked against the province’s law as you type.',
    language: 'The language the lease is written in; each signer signs in their own language.',
    subject: 'The title of the lease and of the email sent to the signers.',
    message: 'A note to the signers, in the email.',
  },
  tenantNumber: 'Tenant {{n}}',
  removeTenant: 'Remove tenant {{n}}',
  addTenant: 'Add a tenant',
  hasGuarantor: 'A guarantor signs too',
  chooseProvince: 'Choose a province',
  mandatoryForm:
    'This province requires its own lease form ({{name}}). Rentals fills in what it can, but the official form must be used and given to the tenant.',
  mandatoryFormLink: 'Open the official form',
  removeCharge: 'Remove charge {{n}}',
  addCharge: 'Add a service or utility charge',
  servicesIncluded: 'Included in the rent',
  depositsNotAllowed: 'Not allowed in {{province}}: {{deposits}}.',
  order: {
    label: 'Signing order',
    tenantsFirst: 'Tenants sign first, then I counter-sign',
    landlordFirst: 'I sign first',
  },
  languageName: { en: 'English', fr: 'French' },
  subject: 'Subject',
  message: 'Message to the signers',
  preview: {
    title: 'Preview',
    subtitle: 'The lease as it will read, from what is typed so far.',
    show: 'Show the preview',
    hide: 'Hide the preview',
  },
  confirm: {
    title: 'Send with clauses that may not bind the tenant?',
    text: 'The additional terms hold clauses the province’s law says a tenant is not bound by. You can send the lease anyway, or edit the terms first.',
    edit: 'Edit terms',
    send: 'Send anyway',
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    leaseForm: typeof leaseForm;
  }
}
