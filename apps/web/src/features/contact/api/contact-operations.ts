import { graphql } from '../../../gql';

/** /contact-us: anyone (sent without Apollo, like the other public pages' calls). */
export const SendContactMessageDocument = graphql(`
  mutation SendContactMessage($data: JSON!) {
    sendContactMessage(data: $data)
  }
`);

export const ContactMessageFieldsFragment = graphql(`
  fragment ContactMessageFields on ContactMessage {
    id
    name
    email
    topic
    message
    context
    locale
    createdAt
    handledAt
    replyCount
  }
`);

/** The 'Contact messages' tab of /adminInbox: those not handled first, newest first. */
export const ContactMessagesDocument = graphql(`
  query ContactMessages($first: Int, $skip: Int) {
    contactMessages(first: $first, skip: $skip) {
      count
      unhandledCount
      items {
        ...ContactMessageFields
      }
    }
  }
`);

/** One message with the team's answers. */
export const ContactMessageDocument = graphql(`
  query ContactMessage($id: ID!) {
    contactMessage(id: $id) {
      ...ContactMessageFields
      replies {
        id
        body
        createdAt
        author {
          id
          firstName
          lastName
          email
        }
      }
    }
  }
`);

export const ReplyToContactMessageDocument = graphql(`
  mutation ReplyToContactMessage($id: ID!, $body: String!) {
    replyToContactMessage(id: $id, body: $body) {
      ...ContactMessageFields
      replies {
        id
        body
        createdAt
        author {
          id
          firstName
          lastName
          email
        }
      }
    }
  }
`);

export const MarkContactMessageHandledDocument = graphql(`
  mutation MarkContactMessageHandled($id: ID!, $handled: Boolean!) {
    markContactMessageHandled(id: $id, handled: $handled) {
      ...ContactMessageFields
    }
  }
`);
