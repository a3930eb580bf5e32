/** The consents a user gives, each withdrawn through the domain that holds it. */
export const CONSENT_KINDS = ['NEWSLETTER', 'CREDIT_CHECK', 'LANDLORD_SHARE'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** What a staff member looked at in a user's log of staff views. */
export const STAFF_VIEW_SUBJECTS = ['APPLICATION', 'DOCUMENT', 'VERIFICATION'] as const;
export type StaffViewSubject = (typeof STAFF_VIEW_SUBJECTS)[number];

/** The lines of the retention schedule shown on /privacy, in the order shown. */
export const RETENTION_ITEMS = [
  'ACCOUNT_DELETION_GRACE',
  'APPLICATION_DOCUMENTS',
  'VERIFICATION_DOCUMENTS',
  'IP_ADDRESSES',
] as const;
export type RetentionItem = (typeof RETENTION_ITEMS)[number];
