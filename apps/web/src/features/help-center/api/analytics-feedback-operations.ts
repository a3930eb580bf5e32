import { graphql } from '../../../gql';

/** 'Reader feedback': the answers to 'Was this article helpful?', newest first, one page. */
export const HelpCenterFeedbackDocument = graphql(`
  query HelpCenterFeedback($articleId: ID, $helpful: Boolean, $skip: Int, $take: Int) {
    helpCenterFeedback(articleId: $articleId, helpful: $helpful, skip: $skip, take: $take) {
      id
      helpful
      comment
      locale
      createdAt
      article {
        id
        title
      }
    }
    helpCenterFeedbackCount(articleId: $articleId, helpful: $helpful)
  }
`);

/** The article filter's suggestions: articles whose title has the typed words (drafts too). */
export const HelpFeedbackArticlesDocument = graphql(`
  query HelpFeedbackArticles($search: String, $take: Int) {
    helpCenters(where: { search: $search }, take: $take, sortField: TITLE, sortOrder: ASC) {
      id
      title
      locale
    }
  }
`);

/** The filtered article's title, for a filter opened from a link or a reload. */
export const HelpFeedbackArticleDocument = graphql(`
  query HelpFeedbackArticle($id: ID!) {
    singleHelpCenter(where: { id: $id }) {
      id
      title
      locale
    }
  }
`);
