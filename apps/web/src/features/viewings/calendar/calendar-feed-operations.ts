import { graphql } from '../../../gql';

/* The caller's private calendar feed of viewings (CalendarFeedCard). */

export const CalendarFeedFields = graphql(`
  fragment CalendarFeedFields on CalendarFeed {
    url
    webcalUrl
    createdAt
  }
`);

export const MyCalendarFeedDocument = graphql(`
  query MyCalendarFeed {
    myCalendarFeed {
      ...CalendarFeedFields
    }
  }
`);

export const CreateCalendarFeedDocument = graphql(`
  mutation CreateCalendarFeed {
    createCalendarFeed {
      ...CalendarFeedFields
    }
  }
`);

export const RevokeCalendarFeedDocument = graphql(`
  mutation RevokeCalendarFeed {
    revokeCalendarFeed {
      ...CalendarFeedFields
    }
  }
`);
