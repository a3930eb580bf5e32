import { graphql } from '../../../gql';

/* Staff and help articles: /admin-help-center/{id} (a collection's articles) and the editor. */

export const StaffHelpArticleRowFieldsFragment = graphql(`
  fragment StaffHelpArticleRowFields on HelpArticle {
    id
    title
    locale
    order
    isPublished
    seen
    helpfulYes
    helpfulNo
    updatedAt
  }
`);

/** The collection by id (so a shared or reloaded address works) and all its articles in order. */
export const StaffHelpCollectionArticlesDocument = graphql(`
  query StaffHelpCollectionArticles($id: ID!, $where: HelpCenterWhere!, $take: Int!) {
    helpCollection(id: $id) {
      id
      titleEn
      titleFr
      articleCount
    }
    helpCenters(where: $where, take: $take, sortField: ORDER, sortOrder: ASC) {
      ...StaffHelpArticleRowFields
    }
  }
`);

export const StaffHelpArticleFieldsFragment = graphql(`
  fragment StaffHelpArticleFields on HelpArticle {
    id
    title
    description
    bodyJson
    thumbnailUrl
    categoryId
    province
    userType
    locale
    helpKey
    isPublished
    updatedAt
    translation {
      id
      title
      locale
    }
  }
`);

export const StaffHelpArticleDocument = graphql(`
  query StaffHelpArticle($id: ID!) {
    singleHelpCenter(where: { id: $id }) {
      ...StaffHelpArticleFields
    }
  }
`);

/** The editor's choices: the collections, and the articles of a language to link as the other version. */
export const StaffHelpEditorChoicesDocument = graphql(`
  query StaffHelpEditorChoices($otherLocale: Locale!, $take: Int!) {
    adminHelpCollections {
      id
      titleEn
      titleFr
    }
    helpCenters(where: { locale: $otherLocale }, take: $take, sortField: TITLE, sortOrder: ASC) {
      id
      title
      translation {
        id
      }
    }
  }
`);

export const CreateHelpArticleDocument = graphql(`
  mutation CreateHelpArticle($data: HelpArticleInput!) {
    createHelpCenter(data: $data) {
      ...StaffHelpArticleFields
    }
  }
`);

export const UpdateHelpArticleDocument = graphql(`
  mutation UpdateHelpArticle($id: ID!, $data: HelpArticleInput!) {
    updateHelpCenter(id: $id, data: $data) {
      ...StaffHelpArticleFields
    }
  }
`);

export const PublishHelpArticleDocument = graphql(`
  mutation PublishHelpArticle($id: ID!, $isPublished: Boolean!) {
    publishHelpCenter(id: $id, isPublished: $isPublished) {
      id
      isPublished
      updatedAt
    }
  }
`);

export const DeleteHelpArticleDocument = graphql(`
  mutation DeleteHelpArticle($id: ID!) {
    deleteHelpCenter(id: $id)
  }
`);

export const DeleteHelpThumbnailDocument = graphql(`
  mutation DeleteHelpThumbnail($url: String!) {
    deleteHelpCenterThumbnail(url: $url)
  }
`);
