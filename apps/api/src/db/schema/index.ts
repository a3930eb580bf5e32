/*
 * The full Drizzle schema, for the client and drizzle-kit. This is the one aggregation point of
 * the tables (drizzle needs them together); application code imports from the defining file.
 */
export * from './users';
export * from './locations';
export * from './files';
export * from './mail';
export * from './listings';
export * from './listing-confirmations';
export * from './newsletter';
export * from './search';
export * from './content';
export * from './admin';
export * from './messaging';
export * from './jobs';
export * from './viewings';
export * from './viewing-requests';
export * from './calendar-feeds';
export * from './rental-applications';
export * from './leases';
export * from './lease-requests';
export * from './billing';
export * from './payments';
export * from './saved-homes';
export * from './saved-searches';
export * from './blogs';
export * from './articles';
export * from './rental-laws';
export * from './legal';
export * from './site-forms';
export * from './help-center';
export * from './oidc-nonces';
export * from './privacy';
export * from './two-factor';
export * from './data-rights';
export * from './verification';
export * from './pending-sign-ups';
