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

/** Edit mode (`?listing=<id>`): the building as the dialog loads it, with the wizard's own answers. */
export const ListWithUsListingDocument = graphql(`
  query ListWithUsListing($id: ID!) {
    getSingleBuilding(id: $id) {
      ...WizardListingFields
      planIds
      paymentStatus
      advertiseUnit
      existingUrl
      advertiseDuration
      currentlyTenanted
      minimumRentalPrice
      extraInfo
      showingUnit
      customiseLease
      propertyRealtor
      commission
      partnershipStatus
      spousePartner
      lockbox
    }
  }
`);

/** Step 1 for a logged-in user: the phone goes to their account first (spec/03 §4.1). */
export const SaveListWithUsPhoneDocument = graphql(`
  mutation SaveListWithUsPhone($data: UpdateUserInput!) {
    updateUser(data: $data) {
      id
      phone
    }
  }
`);

/** Edit mode's saves beyond the dialog's pages: a unit's three pages at once, the plans, the owner answers. */
export const UpdateListWithUsListingDocument = graphql(`
  mutation UpdateListWithUsListing($where: ListingWhereInput!, $data: UpdateListingInput!) {
    updateListing(where: $where, data: $data) {
      ...WizardListingFields
      planIds
    }
  }
`);
