import { graphql } from '../../../gql';

/* Staff with the features module: /features, and the plan form's feature choice. */

export const StaffFeatureFieldsFragment = graphql(`
  fragment StaffFeatureFields on Feature {
    id
    nameEn
    nameFr
    subtitleEn
    subtitleFr
    informationEn
    informationFr
    position
  }
`);

export const FeaturesDocument = graphql(`
  query Features {
    features {
      ...StaffFeatureFields
    }
  }
`);

export const CreateFeatureDocument = graphql(`
  mutation CreateFeature($data: FeatureInput!) {
    createFeature(data: $data) {
      ...StaffFeatureFields
    }
  }
`);

export const UpdateFeatureDocument = graphql(`
  mutation UpdateFeature($id: ID!, $data: FeatureInput!) {
    updateFeature(id: $id, data: $data) {
      ...StaffFeatureFields
    }
  }
`);

export const DeleteFeatureDocument = graphql(`
  mutation DeleteFeature($id: ID!) {
    deleteFeature(id: $id)
  }
`);

export const ReorderFeaturesDocument = graphql(`
  mutation ReorderFeatures($ids: [ID!]!) {
    reorderFeatures(ids: $ids) {
      id
      position
    }
  }
`);
