import { graphql } from '../../../gql';

/** A participant reports the conversation to staff, with a reason and their own words. */
export const ReportConversationDocument = graphql(`
  mutation ReportConversation($data: ReportConversationInput!) {
    reportConversation(data: $data) {
      id
    }
  }
`);

/* Both answer the room as the list shows it, so the cache flips the open conversation at once. */
export const BlockConversationDocument = graphql(`
  mutation BlockConversation($roomId: ID!) {
    blockConversation(roomId: $roomId) {
      id
      blocked
      blockedByViewer
    }
  }
`);

export const UnblockConversationDocument = graphql(`
  mutation UnblockConversation($roomId: ID!) {
    unblockConversation(roomId: $roomId) {
      id
      blocked
      blockedByViewer
    }
  }
`);
