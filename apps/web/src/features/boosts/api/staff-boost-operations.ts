import { graphql } from '../../../gql';

/* /boostListing: the boosted listings, staff's actions on them and the boost settings. */

export const BoostedListingFieldsFragment = graphql(`
  fragment BoostedListingFields on BoostedListing {
    premiumStart
    premiumEnd
    daysLeft
    payment {
      id
      status
      totalCents
      refundedAt
    }
    listing {
      id
      title
      isPremium
      premiumName
      location {
        id
        address
      }
      user {
        id
        firstName
        lastName
        email
      }
    }
  }
`);

export const BoostedListingsDocument = graphql(`
  query BoostedListings($first: Int, $skip: Int) {
    boostedListing(first: $first, skip: $skip) {
      count
      items {
        ...BoostedListingFields
      }
    }
  }
`);

export const EndBoostDocument = graphql(`
  mutation EndBoost($id: ID!) {
    premimumListing(id: $id, isPremium: false) {
      id
      isPremium
      premiumEnd
      premiumDaysLeft
    }
  }
`);

export const ExtendBoostDocument = graphql(`
  mutation ExtendBoost($id: ID!, $days: Int!) {
    extendBoost(id: $id, days: $days) {
      id
      isPremium
      premiumEnd
      premiumDaysLeft
    }
  }
`);

export const BoostSettingsDocument = graphql(`
  query BoostSettings {
    price: getPremiumType(where: { name: "BOOST_PRICE" }) {
      name
      value
    }
    days: getPremiumType(where: { name: "BOOST_DAYS" }) {
      name
      value
    }
  }
`);

export const UpdatePremiumDocument = graphql(`
  mutation UpdatePremium($name: String!, $value: String!) {
    updatePremium(where: { name: $name }, data: { value: $value }) {
      name
      value
    }
  }
`);

export const RefundBoostPaymentDocument = graphql(`
  mutation RefundBoostPayment($id: ID!) {
    refundPayment(id: $id) {
      id
      status
      totalCents
      refundedAt
    }
  }
`);
