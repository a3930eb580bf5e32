import { graphql } from '../../../gql';

/** The hub's sections, in the page's language, with the rental laws of one province. */
export const KnowledgeCenterDocument = graphql(`
  query KnowledgeCenter($locale: Locale, $province: String) {
    knowledgeCenter(locale: $locale, province: $province) {
      province
      posts {
        id
        title
        slug
        description
        thumbnailUrl
        avgReadingTime
        publishedAt
      }
      trending {
        ...HubArticleFields
      }
      estateScoop {
        ...HubArticleFields
      }
      rentalLaws {
        id
        title
        description
        audience
        province
      }
    }
  }
`);

export const HubArticleFieldsFragment = graphql(`
  fragment HubArticleFields on KnowledgeCenterArticle {
    id
    title
    subtitle
    description
    articleUrl
    imageUrl
  }
`);

/** One page of search results over every published content, with their count. */
export const SearchContentDocument = graphql(`
  query SearchContent($query: String!, $locale: Locale, $take: Int) {
    searchContent(query: $query, locale: $locale, take: $take) {
      kind
      id
      title
      excerpt
      highlights {
        start
        length
      }
      url
      date
    }
    searchContentCount(query: $query, locale: $locale)
  }
`);

/** /feed: the newest public listings and posts. */
export const LiveFeedDocument = graphql(`
  query LiveFeed($first: Int, $locale: Locale) {
    trendingListings(first: $first, orderBy: NEWEST) {
      id
      title
      postedAt
      location {
        id
        address
      }
      pictures {
        id
        cardUrl
        order
      }
      units {
        id
        bedrooms
        monthlyPrice
        contactForPricing
      }
    }
    knowledgeCenter(locale: $locale) {
      posts {
        id
        title
        slug
        description
        thumbnailUrl
        publishedAt
      }
    }
  }
`);
