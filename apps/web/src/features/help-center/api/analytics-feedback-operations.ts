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

/** The article filter's choices: every article by title (drafts too: they may have old answers). */
export const HelpFeedbackArticlesDocument = graphql(`
  query HelpFeedbackArticles {
    helpCenters(take: 100, sortField: TITLE, sortOrder: ASC) {
      id
      title
      locale
    }
  }
`);
