import { graphql } from '../../../gql';

/** What a card of /blogs and of related posts shows. */
export const BlogCardFieldsFragment = graphql(`
  fragment BlogCardFields on Blog {
    id
    title
    slug
    description
    thumbnailUrl
    publishedAt
    avgReadingTime
    locale
    tags {
      id
      name
    }
  }
`);

/** /blogs: published posts under the visitor's filters, and the tags to filter by. */
export const PublicBlogsDocument = graphql(`
  query PublicBlogs($search: String, $tag: String, $locale: Locale, $skip: Int, $take: Int) {
    publicBlogs(search: $search, tag: $tag, locale: $locale, skip: $skip, take: $take) {
      ...BlogCardFields
    }
    publicBlogCount(search: $search, tag: $tag, locale: $locale)
    tags(orderBy: MOST_USED, usedOnly: true, locale: $locale, first: 20) {
      id
      name
    }
  }
`);

/** /blog/{id}/{slug}: the post with its author, tags and related posts; null when not published. */
export const BlogPostDocument = graphql(`
  query BlogPost($id: ID!) {
    blog(id: $id) {
      ...BlogCardFields
      bodyHtml
      isPublished
      updatedAt
      author {
        id
        name
        bio
        avatarUrl
      }
      related(take: 3) {
        ...BlogCardFields
      }
    }
  }
`);

export const RecordBlogViewDocument = graphql(`
  mutation RecordBlogView($id: ID!) {
    recordBlogView(id: $id)
  }
`);

export const ClickTagDocument = graphql(`
  mutation ClickTag($id: ID!) {
    clickTag(id: $id)
  }
`);
