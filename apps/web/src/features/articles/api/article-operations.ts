import { graphql } from '../../../gql';

/* Staff with the articles module: the Articles tab of /articles. */

export const StaffArticleFieldsFragment = graphql(`
  fragment StaffArticleFields on AdminArticle {
    id
    title
    subtitle
    description
    articleUrl
    articleType
    imageUrl
    status
    note
    locale
    tags {
      id
      name
    }
    linkHealth
    linkStatus
    linkCheckedAt
    updatedAt
  }
`);

export const StaffArticlesDocument = graphql(`
  query StaffArticles($where: ArticleWhereInput, $skip: Int, $take: Int) {
    articles(where: $where, skip: $skip, take: $take) {
      ...StaffArticleFields
    }
    articleCount(where: $where)
  }
`);

export const ArticleTagsDocument = graphql(`
  query ArticleTags {
    articleTags {
      id
      name
    }
  }
`);

export const CreateArticleDocument = graphql(`
  mutation CreateArticle($data: ArticleInput!) {
    createArticle(data: $data) {
      ...StaffArticleFields
    }
  }
`);

export const UpdateArticleDocument = graphql(`
  mutation UpdateArticle($id: ID!, $data: ArticleInput!) {
    updateArticle(id: $id, data: $data) {
      ...StaffArticleFields
    }
  }
`);

export const DeleteArticleDocument = graphql(`
  mutation DeleteArticle($id: ID!) {
    deleteArticle(id: $id)
  }
`);
