import { graphql } from '../../../gql';

export const SubscribeNewsletterDocument = graphql(`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email) {
      status
    }
  }
`);

export const UnsubscribeNewsletterDocument = graphql(`
  mutation UnsubscribeNewsletter($token: String!) {
    unsubscribeNewsletter(token: $token)
  }
`);

export const ConfirmNewsletterDocument = graphql(`
  mutation ConfirmNewsletter($token: String!) {
    confirmNewsletter(token: $token)
  }
`);
