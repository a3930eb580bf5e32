import { graphql } from '../../../gql';

/** A listing owner's reply templates, oldest first (NO_ACCESS for anyone who owns no listing). */
export const SavedRepliesDocument = graphql(`
  query SavedReplies {
    savedReplies {
      id
      title
      text
    }
  }
`);

export const CreateSavedReplyDocument = graphql(`
  mutation CreateSavedReply($data: SavedReplyInput!) {
    createSavedReply(data: $data) {
      id
      title
      text
    }
  }
`);

export const UpdateSavedReplyDocument = graphql(`
  mutation UpdateSavedReply($id: ID!, $data: SavedReplyInput!) {
    updateSavedReply(id: $id, data: $data) {
      id
      title
      text
    }
  }
`);

export const DeleteSavedReplyDocument = graphql(`
  mutation DeleteSavedReply($id: ID!) {
    deleteSavedReply(id: $id)
  }
`);
