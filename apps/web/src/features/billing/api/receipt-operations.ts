import { graphql } from '../../../gql';

export const ReceiptDocument = graphql(`
  query Receipt($paymentId: ID!, $locale: Locale) {
    receipt(paymentId: $paymentId, locale: $locale) {
      paymentId
      number
      locale
      purpose
      paidAt
      refundedAt
      payerName
      payerEmail
      listingTitle
      listingAddress
      lines {
        kind
        name
        amountCents
      }
      subtotalCents
      taxes {
        component
        label
        amountCents
      }
      taxCents
      totalCents
      currency
      cardBrand
      cardLast4
      terms
      businessName
      businessAddress
      businessTaxNumber
    }
  }
`);
