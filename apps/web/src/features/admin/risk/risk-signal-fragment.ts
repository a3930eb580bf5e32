import { graphql } from '../../../gql';

/**
 * Every fact a risk signal's sentence reads (risk-signal-text.ts): the queries of the staff queues
 * that show signals (requested listings, verification) select them with `...RiskSignalFields`.
 */
export const RiskSignalFieldsFragment = graphql(`
  fragment RiskSignalFields on RiskSignal {
    code
    severity
    accountAgeDays
    rent
    median
    sampleSize
    percentBelow
    bedrooms
    areaName
    pictureCount
    accountCount
    contactKinds
    words
    listingCount
    windowHours
  }
`);
