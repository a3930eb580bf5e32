import { graphql } from '../../../gql';

/* Staff with the plans module: /plans and /plans/requests. */

export const StaffPlanFieldsFragment = graphql(`
  fragment StaffPlanFields on Plan {
    ...PlanCardFields
    depositCents
    active
    listingCount
  }
`);

export const StaffPlansDocument = graphql(`
  query StaffPlans {
    plans(where: { includeInactive: true }) {
      ...StaffPlanFields
    }
  }
`);

export const CreatePlanDocument = graphql(`
  mutation CreatePlan($data: PlanInput!) {
    createPlan(data: $data) {
      ...StaffPlanFields
    }
  }
`);

export const UpdatePlanDocument = graphql(`
  mutation UpdatePlan($id: Int!, $data: PlanInput!) {
    updatePlan(id: $id, data: $data) {
      ...StaffPlanFields
    }
  }
`);

export const DeletePlanDocument = graphql(`
  mutation DeletePlan($id: Int!) {
    deletePlan(id: $id)
  }
`);

export const SetPlanActiveDocument = graphql(`
  mutation SetPlanActive($id: Int!, $active: Boolean!) {
    setPlanActive(id: $id, active: $active) {
      id
      active
    }
  }
`);

export const ReorderPlansDocument = graphql(`
  mutation ReorderPlans($ids: [Int!]!) {
    reorderPlans(ids: $ids) {
      id
      position
    }
  }
`);

export const PremiumRequestFieldsFragment = graphql(`
  fragment PremiumRequestFields on PremiumRequest {
    id
    premiumName
    address
    planId
    status
    createdAt
    handledAt
    overdue
    listing {
      id
      title
    }
    requester {
      id
      firstName
      lastName
      email
      phone
    }
  }
`);

export const PremiumRequestsDocument = graphql(`
  query PremiumRequests($status: PremiumRequestStatus, $first: Int, $skip: Int) {
    premiumRequests(status: $status, first: $first, skip: $skip) {
      items {
        ...PremiumRequestFields
      }
      count
    }
  }
`);

export const UpdatePremiumRequestDocument = graphql(`
  mutation UpdatePremiumRequest($id: ID!, $status: PremiumRequestStatus!) {
    updatePremiumRequest(id: $id, status: $status) {
      ...PremiumRequestFields
    }
  }
`);
