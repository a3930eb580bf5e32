import { graphql } from '../../../gql';

/* Staff and help collections: /admin-help-center (cards, create, rename, delete, reorder). */

export const StaffHelpCollectionFieldsFragment = graphql(`
  fragment StaffHelpCollectionFields on HelpCollection {
    id
    title
    titleEn
    titleFr
    descriptionEn
    descriptionFr
    icon
    thumbnailUrl
    audience
    position
    articleCount
    updatedAt
  }
`);

export const StaffHelpCollectionsDocument = graphql(`
  query StaffHelpCollections {
    adminHelpCollections {
      ...StaffHelpCollectionFields
    }
  }
`);

export const CreateHelpCollectionDocument = graphql(`
  mutation CreateHelpCollection($data: HelpCollectionInput!) {
    createHelpCollection(data: $data) {
      ...StaffHelpCollectionFields
    }
  }
`);

export const UpdateHelpCollectionDocument = graphql(`
  mutation UpdateHelpCollection($id: ID!, $data: HelpCollectionInput!) {
    updateHelpCollection(id: $id, data: $data) {
      ...StaffHelpCollectionFields
    }
  }
`);

export const DeleteHelpCollectionDocument = graphql(`
  mutation DeleteHelpCollection($id: ID!, $moveTo: ID) {
    deleteHelpCollection(id: $id, moveTo: $moveTo)
  }
`);

/** One call saves a whole new order (of the collections, or of one collection's articles). */
export const ReorderHelpContentDocument = graphql(`
  mutation ReorderHelpContent($kind: HelpReorderKind!, $collectionId: ID, $ids: [ID!]!) {
    reorderContent(kind: $kind, collectionId: $collectionId, ids: $ids)
  }
`);
