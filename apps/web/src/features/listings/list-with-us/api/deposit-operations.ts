import { graphql } from '../../../../gql';

/** Steps 8 and 9 before the listing exists: the deposit and its tax for the chosen plans and province. */
export const DepositQuoteForPlansDocument = graphql(`
  query DepositQuoteForPlans($planIds: [Int!]!, $province: String!) {
    depositQuoteForPlans(planIds: $planIds, province: $province) {
      ...DepositQuoteFields
    }
  }
`);

/** Steps 8 and 9 of a listing that exists (back from a cancelled checkout, or a changed price). */
export const DepositQuoteDocument = graphql(`
  query DepositQuote($listingId: ID!) {
    depositQuote(listingId: $listingId) {
      ...DepositQuoteFields
    }
  }
`);

export const DepositQuoteFieldsFragment = graphql(`
  fragment DepositQuoteFields on PaymentQuote {
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
    province
    terms
  }
`);

/** Step 9's Continue: the deposit's checkout for the total shown; the browser then goes to its URL. */
export const CreateCheckoutSessionDocument = graphql(`
  mutation CreateCheckoutSession($listingId: ID!, $price: Int!, $email: String, $idempotencyKey: String!) {
    createCheckoutSession(
      listingId: $listingId
      price: $price
      email: $email
      idempotencyKey: $idempotencyKey
    ) {
      paymentId
      url
    }
  }
`);
