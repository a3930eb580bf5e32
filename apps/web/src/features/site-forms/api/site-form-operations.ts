import { graphql } from '../../../gql';

export const SiteFormFieldFieldsFragment = graphql(`
  fragment SiteFormFieldFields on SiteFormField {
    key
    type
    labelEn
    labelFr
    helpEn
    helpFr
    required
    options {
      value
      labelEn
      labelFr
    }
  }
`);

/** The public page of a form, by slug (/forms/{slug}) or by the page it is served at. */
export const PublicSiteFormDocument = graphql(`
  query PublicSiteForm($slug: String, $path: String) {
    publicSiteForm(slug: $slug, path: $path) {
      id
      slug
      routePath
      titleEn
      titleFr
      promptEn
      promptFr
      thankYouEn
      thankYouFr
      showContactLine
      fields {
        ...SiteFormFieldFields
      }
    }
  }
`);

export const SubmitSiteFormDocument = graphql(`
  mutation SubmitSiteForm($slug: String!, $answers: JSON!, $website: String) {
    submitSiteForm(slug: $slug, answers: $answers, website: $website)
  }
`);

export const SiteFormFieldsFragment = graphql(`
  fragment SiteFormFields on SiteForm {
    id
    slug
    routePath
    titleEn
    titleFr
    promptEn
    promptFr
    thankYouEn
    thankYouFr
    notifyEmail
    showContactLine
    isPublished
    submissionCount
    updatedAt
    fields {
      ...SiteFormFieldFields
    }
  }
`);

/** /admin-forms: every form with its submission count. */
export const SiteFormsDocument = graphql(`
  query SiteForms {
    siteForms {
      ...SiteFormFields
    }
  }
`);

export const CreateSiteFormDocument = graphql(`
  mutation CreateSiteForm($data: JSON!) {
    createSiteForm(data: $data) {
      ...SiteFormFields
    }
  }
`);

export const UpdateSiteFormDocument = graphql(`
  mutation UpdateSiteForm($id: ID!, $data: JSON!) {
    updateSiteForm(id: $id, data: $data) {
      ...SiteFormFields
    }
  }
`);

export const DeleteSiteFormDocument = graphql(`
  mutation DeleteSiteForm($id: ID!) {
    deleteSiteForm(id: $id)
  }
`);

export const SiteFormSubmissionsDocument = graphql(`
  query SiteFormSubmissions($formId: ID!, $first: Int, $skip: Int) {
    siteFormSubmissions(formId: $formId, first: $first, skip: $skip) {
      count
      items {
        id
        answers
        locale
        createdAt
      }
    }
  }
`);

export const DeleteSiteFormSubmissionDocument = graphql(`
  mutation DeleteSiteFormSubmission($id: ID!) {
    deleteSiteFormSubmission(id: $id)
  }
`);
