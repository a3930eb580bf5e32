/** The staff /privacy-requests page. */
export const privacyRequests = {
  title: 'Privacy Requests',
  subtitle:
    'Requests from users about their personal data that are still to answer, soonest due first. The law gives us 30 days from each request.',
  list: 'Privacy requests',
  loadError: 'The privacy requests could not be loaded.',
  emptyTitle: 'Nothing to answer',
  emptyText: 'Every privacy request has been answered.',
  requested: 'Asked on {{date}}',
  due: 'Due {{date}}',
  overdue: 'Overdue since {{date}}',
  kinds: { DATA_EXPORT: 'Copy of their data', ACCOUNT_DELETION: 'Account deletion' },
  statuses: { REQUESTED: 'Requested', PREPARING: 'Being prepared', SCHEDULED: 'Scheduled', FAILED: 'Failed' },
  failedExport:
    'The copy could not be prepared after several attempts. Retry it once the cause is fixed; the user is not e-mailed until it is ready.',
  retry: 'Retry',
  retryFor: 'Retry the data export of {{email}}',
  retried: 'The data export was queued again. It will leave this list once it is ready.',
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    privacyRequests: typeof privacyRequests;
  }
}
