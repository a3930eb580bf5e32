import { graphql } from '../../../gql';

/* Staff with the articles module: the Testimonials tab of /articles. */

export const StaffTestimonialFieldsFragment = graphql(`
  fragment StaffTestimonialFields on Testimonial {
    id
    fullName
    keyword
    quote
    imageUrl
    locale
    isPublished
    createdAt
  }
`);

export const StaffTestimonialsDocument = graphql(`
  query StaffTestimonials($skip: Int, $take: Int) {
    adminTestimonials(skip: $skip, take: $take) {
      ...StaffTestimonialFields
    }
    adminTestimonialCount
  }
`);

export const CreateTestimonialDocument = graphql(`
  mutation CreateTestimonial($data: TestimonialInput!) {
    createTestimonial(data: $data) {
      ...StaffTestimonialFields
    }
  }
`);

export const UpdateTestimonialDocument = graphql(`
  mutation UpdateTestimonial($id: ID!, $data: TestimonialInput!) {
    updateTestimonial(id: $id, data: $data) {
      ...StaffTestimonialFields
    }
  }
`);

export const SetTestimonialPublishedDocument = graphql(`
  mutation SetTestimonialPublished($id: ID!, $isPublished: Boolean!) {
    setTestimonialPublished(id: $id, isPublished: $isPublished) {
      id
      isPublished
    }
  }
`);

export const DeleteTestimonialDocument = graphql(`
  mutation DeleteTestimonial($id: ID!) {
    deleteTestimonial(id: $id)
  }
`);
