import { graphql } from '../../../gql';

/* The plan cards (PlanChooser, /services, the Add Property dialog's plan step). */

export const PlanCardFieldsFragment = graphql(`
  fragment PlanCardFields on Plan {
    id
    nameEn
    nameFr
    descriptionEn
    descriptionFr
    price
    priceCents
    unit
    planGroup
    kind
    status
    recommended
    position
    features {
      id
      nameEn
      nameFr
      subtitleEn
      subtitleFr
      informationEn
      informationFr
    }
  }
`);

export const PlansDocument = graphql(`
  query Plans($where: PlanWhereInput) {
    plans(where: $where) {
      ...PlanCardFields
    }
  }
`);

export const PremiumNotificationDocument = graphql(`
  mutation PremiumNotificationToAdminFromLandlord($where: ListingWhereInput!, $planId: Int!) {
    premiumNotificationToAdminFromLandlord(where: $where, planId: $planId) {
      id
      status
    }
  }
`);
