import { graphql } from '../../../gql';

export const BillingPaymentFieldsFragment = graphql(`
  fragment BillingPaymentFields on Payment {
    id
    purpose
    status
    listingId
    listingTitle
    totalCents
    paidAt
    refundedAt
    createdAt
  }
`);

export const MyPaymentsDocument = graphql(`
  query MyPayments($first: Int, $skip: Int) {
    myPayments(first: $first, skip: $skip) {
      count
      items {
        ...BillingPaymentFields
      }
    }
  }
`);

export const StaffPaymentsDocument = graphql(`
  query StaffPayments($first: Int, $skip: Int, $status: PaymentStatus, $purpose: PaymentPurpose) {
    payments(first: $first, skip: $skip, status: $status, purpose: $purpose) {
      count
      items {
        ...BillingPaymentFields
        payerEmail
      }
    }
  }
`);

export const RefundPaymentDocument = graphql(`
  mutation RefundPayment($id: ID!) {
    refundPayment(id: $id) {
      ...BillingPaymentFields
    }
  }
`);
