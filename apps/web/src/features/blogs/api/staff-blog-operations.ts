import { graphql } from '../../../gql';

export const StaffBlogRowFieldsFragment = graphql(`
  fragment StaffBlogRowFields on Blog {
    id
    title
    slug
    status
    isPublished
    publishAt
    locale
    seen
    avgReadingTime
    updatedAt
    author {
      id
      name
    }
    tags {
      id
      name
    }
  }
`);

export const StaffBlogsDocument = graphql(`
  query StaffBlogs($where: BlogWhereInput, $orderBy: BlogOrder, $skip: Int, $take: Int) {
    blogs(where: $where, orderBy: $orderBy, skip: $skip, take: $take) {
      ...StaffBlogRowFields
    }
    blogCount(where: $where)
  }
`);

export const StaffBlogDocument = graphql(`
  query StaffBlog($id: ID!) {
    blog(id: $id) {
      ...StaffBlogRowFields
      description
      bodyJson
      thumbnailUrl
    }
  }
`);

export const BlogAuthorFieldsFragment = graphql(`
  fragment BlogAuthorFields on BlogAuthor {
    id
    name
    bio
    avatarUrl
    postCount
  }
`);

export const BlogAuthorsDocument = graphql(`
  query BlogAuthors {
    blogAuthors {
      ...BlogAuthorFields
    }
  }
`);

export const BlogTagNamesDocument = graphql(`
  query BlogTagNames {
    tags(orderBy: MOST_USED, first: 100) {
      id
      name
      mostUsed
    }
  }
`);

export const CreateBlogDocument = graphql(`
  mutation CreateBlog($data: BlogInput!) {
    createBlog(data: $data) {
      ...StaffBlogRowFields
    }
  }
`);

export const UpdateBlogDocument = graphql(`
  mutation UpdateBlog($id: ID!, $data: BlogInput!) {
    updateBlog(id: $id, data: $data) {
      ...StaffBlogRowFields
    }
  }
`);

export const PublishBlogDocument = graphql(`
  mutation PublishBlog($id: ID!, $isPublished: Boolean!) {
    publishBlog(id: $id, isPublished: $isPublished) {
      ...StaffBlogRowFields
    }
  }
`);

export const DeleteBlogDocument = graphql(`
  mutation DeleteBlog($id: ID!) {
    deleteBlog(id: $id)
  }
`);

export const CreateBlogAuthorDocument = graphql(`
  mutation CreateBlogAuthor($data: BlogAuthorInput!) {
    createBlogAuthor(data: $data) {
      ...BlogAuthorFields
    }
  }
`);

export const UpdateBlogAuthorDocument = graphql(`
  mutation UpdateBlogAuthor($id: ID!, $data: BlogAuthorInput!) {
    updateBlogAuthor(id: $id, data: $data) {
      ...BlogAuthorFields
    }
  }
`);

export const DeleteBlogAuthorDocument = graphql(`
  mutation DeleteBlogAuthor($id: ID!) {
    deleteBlogAuthor(id: $id)
  }
`);
