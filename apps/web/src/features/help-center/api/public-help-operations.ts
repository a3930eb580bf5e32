import { graphql } from '../../../gql';

/**
 * What a link to an article shows: the popular, related and collection lists. isPublished: the
 * API shows drafts to signed-in staff, whom the public pages show only what readers see.
 */
export const HelpArticleLinkFieldsFragment = graphql(`
  fragment HelpArticleLinkFields on HelpArticle {
    id
    title
    description
    readingMinutes
    isPublished
  }
`);

/**
 * A collection as its card and its page show it. Both languages' texts: the public pages read
 * without Apollo's x-locale header, so the page picks the one on screen itself.
 */
export const HelpCollectionFieldsFragment = graphql(`
  fragment HelpCollectionFields on HelpCollection {
    id
    titleEn
    titleFr
    descriptionEn
    descriptionFr
    icon
    audience
  }
`);

/** /help-center: the collections for the reader's audience and the most read articles. */
export const HelpCenterHomeDocument = graphql(`
  query HelpCenterHome($audience: HelpAudience, $locale: Locale!) {
    helpCollections(audience: $audience, locale: $locale) {
      ...HelpCollectionFields
      # Counted here rather than with articleCount, which counts drafts for signed-in staff.
      articles(locale: $locale) {
        id
        isPublished
      }
    }
    popularHelpCenters(locale: $locale, audience: $audience) {
      ...HelpArticleLinkFields
    }
  }
`);

/** Search as you type: published articles matching the words, narrowed by province and audience. */
export const SearchHelpCenterDocument = graphql(`
  query SearchHelpCenter(
    $query: String!
    $locale: Locale!
    $province: String
    $usertype: HelpAudience
    $take: Int
  ) {
    searchHelpCenter(query: $query, locale: $locale, province: $province, usertype: $usertype, take: $take) {
      total
      hits {
        excerpt
        highlights {
          start
          length
        }
        article {
          id
          title
          category {
            id
            titleEn
            titleFr
          }
        }
      }
    }
  }
`);

/** /help-center/collection/{id}: the collection and its published articles in the page's language, in order. */
export const HelpCollectionPageDocument = graphql(`
  query HelpCollectionPage($id: ID!, $locale: Locale!) {
    helpCollection(id: $id) {
      ...HelpCollectionFields
      articles(locale: $locale) {
        ...HelpArticleLinkFields
      }
    }
  }
`);

/** /help-center/collection/article/{id}: a published article with its collection, translation and related ones. */
export const HelpArticlePageDocument = graphql(`
  query HelpArticlePage($id: ID!) {
    singleHelpCenter(where: { id: $id }) {
      id
      title
      description
      bodyHtml
      thumbnailUrl
      locale
      readingMinutes
      publishedAt
      updatedAt
      category {
        id
        titleEn
        titleFr
      }
      translation {
        id
        title
        locale
      }
      related {
        ...HelpArticleLinkFields
      }
    }
  }
`);

/** /help-center/key/{key}: the article a product page's 'Help' link stands for. */
export const HelpCenterByKeyDocument = graphql(`
  query HelpCenterByKey($key: String!, $locale: Locale!) {
    helpCenterByKey(key: $key, locale: $locale) {
      id
    }
  }
`);

export const RecordHelpCenterViewDocument = graphql(`
  mutation RecordHelpCenterView($id: ID!) {
    recordHelpCenterView(id: $id)
  }
`);

export const RecordHelpCenterReadingDocument = graphql(`
  mutation RecordHelpCenterReading($id: ID!, $seconds: Int!) {
    recordHelpCenterReading(id: $id, seconds: $seconds)
  }
`);

export const AnswerHelpCenterDocument = graphql(`
  mutation AnswerHelpCenter($id: ID!, $helpful: Boolean!, $comment: String) {
    answerHelpCenter(id: $id, helpful: $helpful, comment: $comment)
  }
`);
