import { graphql } from '../../../../gql';

/**
 * A 'Still available?' e-mail's link answered without signing in (STILL_AVAILABLE or RENTED); a
 * used, expired or forged link answers a coded error and changes nothing.
 */
export const AnswerAvailabilityCheckDocument = graphql(`
  mutation AnswerAvailabilityCheck($token: String!, $answer: AvailabilityAnswer!) {
    answerAvailabilityCheck(token: $token, answer: $answer) {
      answer
      listingId
      title
      availabilityConfirmedAt
    }
  }
`);
