import { graphql } from '../../../gql';

/** The test checkout page: what is being paid, by whom, and where the payer goes back to. */
export const SandboxCheckoutDocument = graphql(`
  query SandboxCheckout($id: ID!) {
    sandboxCheckout(id: $id) {
      id
      paymentId
      status
      lines {
        kind
        name
        amountCents
      }
      taxes {
        component
        ratePer
        amountCents
      }
      subtotalCents
      totalCents
      currency
      email
      cancelUrl
      successUrl
      requiresAuthentication
    }
  }
`);

export const SandboxPayDocument = graphql(`
  mutation SandboxPay($id: ID!, $card: SandboxCardInput!) {
    sandboxPay(id: $id, card: $card) {
      outcome
      code
      message
      redirectUrl
    }
  }
`);

export const SandboxAuthenticateDocument = graphql(`
  mutation SandboxAuthenticate($id: ID!, $approve: Boolean!) {
    sandboxAuthenticate(id: $id, approve: $approve) {
      outcome
      code
      message
      redirectUrl
    }
  }
`);

export const SandboxCancelDocument = graphql(`
  mutation SandboxCancel($id: ID!) {
    sandboxCancel(id: $id) {
      outcome
      redirectUrl
    }
  }
`);

/** A return page: the payment as the server knows it, asked again while it is pending. */
export const ReturnedPaymentDocument = graphql(`
  query ReturnedPayment($id: ID!) {
    payment(id: $id) {
      id
      purpose
      status
      listingId
      listingTitle
      planId
      lines {
        kind
        name
        amountCents
      }
      subtotalCents
      taxes {
        component
        ratePer
        amountCents
      }
      taxCents
      totalCents
      currency
      boostDays
      cardBrand
      cardLast4
      failureMessage
      paidAt
    }
  }
`);

/** A paid boost's listing, for the days left of the success text. */
export const BoostedListingEndDocument = graphql(`
  query BoostedListingEnd($id: ID!) {
    getSingleBuilding(id: $id) {
      id
      premiumEnd
    }
  }
`);
