import { graphql } from '../../../../gql';

/** The plans offered for the wizard's address: their groups for the main-plan rule, their prices for step 8. */
export const ListWithUsPlansDocument = graphql(`
  query ListWithUsPlans($where: PlanWhereInput) {
    plans(where: $where) {
      id
      planGroup
      priceCents
      unit
      position
      kind
      nameEn
      nameFr
    }
  }
`);

export const UpdateUserTypeListWithUsDocument = graphql(`
  mutation UpdateUserTypeListWithUs($data: UpdateUserTypeListWithUsInput!) {
    updateUserTypeListWithUs(data: $data) {
      id
      userType
    }
  }
`);

export const CreateListWithUsDocument = graphql(`
  mutation CreateListWithUs($data: ListWithUsInput!) {
    createListWithUs(data: $data) {
      id
      unitIds
      paymentStatus
      planIds
    }
  }
`);
