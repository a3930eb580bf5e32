import { graphql } from '../../../gql';

/** The six figures of the spec (spec/01 §3), for the analytics page's cards and the dashboard's strip. */
export const HelpCenterFiguresFragment = graphql(`
  fragment HelpCenterFigures on HelpCenterAnalytic {
    totalCount
    totalPublished
    totalPerDayPublished {
      day
      count
    }
    totalSeen
    totalAvgSeen
    totalReadingAvg
  }
`);

/** The dashboard's strip: the six figures alone. */
export const HelpCenterFiguresDocument = graphql(`
  query HelpCenterFigures($from: String!, $to: String!) {
    helpCenterAnalytic(from: $from, to: $to) {
      ...HelpCenterFigures
    }
  }
`);

/** /admin-help-center/analytics: the figures, the daily series and the lists, for one range. */
export const HelpCenterAnalyticDocument = graphql(`
  query HelpCenterAnalytic($from: String!, $to: String!) {
    helpCenterAnalytic(from: $from, to: $to) {
      ...HelpCenterFigures
      viewsPerDay {
        day
        count
      }
      readingAvgPerDay {
        day
        count
      }
      helpfulness {
        article {
          id
          title
          locale
        }
        yes
        no
        rate
      }
      missedSearches {
        query
        locale
        count
      }
      stale {
        id
        title
        locale
        updatedAt
      }
    }
  }
`);
