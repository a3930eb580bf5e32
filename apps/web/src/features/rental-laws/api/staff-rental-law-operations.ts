import { graphql } from '../../../gql';

/* Staff and rental laws: /admin-rental-laws and its editor. */

export const StaffRentalLawFieldsFragment = graphql(`
  fragment StaffRentalLawFields on RentalLaw {
    id
    title
    description
    province
    audience
    topic
    locale
    sourceUrl
    sourceTitle
    lastReviewedOn
    position
    isPublished
    needsReview
    seen
    count
    updatedAt
  }
`);

export const StaffRentalLawsDocument = graphql(`
  query StaffRentalLaws($where: RentalLawWhereInput, $skip: Int, $take: Int) {
    rentalLaws(where: $where, skip: $skip, take: $take) {
      ...StaffRentalLawFields
    }
    rentalLawCount(where: $where)
    rentalLawsNeedingReview
  }
`);

export const StaffRentalLawDocument = graphql(`
  query StaffRentalLaw($id: ID!) {
    rentalLaw(id: $id) {
      ...StaffRentalLawFields
      bodyJson
    }
  }
`);

export const CreateRentalLawDocument = graphql(`
  mutation CreateRentalLaw($data: RentalLawInput!) {
    createRentalLaw(data: $data) {
      ...StaffRentalLawFields
      bodyJson
    }
  }
`);

export const UpdateRentalLawDocument = graphql(`
  mutation UpdateRentalLaw($id: ID!, $data: RentalLawInput!) {
    updateRentalLaw(id: $id, data: $data) {
      ...StaffRentalLawFields
      bodyJson
    }
  }
`);

export const SetRentalLawPublishedDocument = graphql(`
  mutation SetRentalLawPublished($id: ID!, $published: Boolean!) {
    setRentalLawPublished(id: $id, published: $published) {
      ...StaffRentalLawFields
    }
  }
`);

export const MarkRentalLawReviewedDocument = graphql(`
  mutation MarkRentalLawReviewed($id: ID!) {
    markRentalLawReviewed(id: $id) {
      ...StaffRentalLawFields
    }
  }
`);

export const DeleteRentalLawDocument = graphql(`
  mutation DeleteRentalLaw($id: ID!) {
    deleteRentalLaw(id: $id)
  }
`);
