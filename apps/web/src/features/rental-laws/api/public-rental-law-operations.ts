import { graphql } from '../../../gql';

/* /rental-laws: read with usePublicQuery (server-rendered, no Apollo). */

export const PublicRentalLawsDocument = graphql(`
  query PublicRentalLaws($province: String!, $audience: RentalLawReader!, $locale: Locale) {
    publicRentalLaws(province: $province, audience: $audience, locale: $locale) {
      id
      title
      description
      topic
      audience
      bodyHtml
      sourceUrl
      sourceTitle
      lastReviewedOn
    }
  }
`);

export const RecordRentalLawViewDocument = graphql(`
  mutation RecordRentalLawView($id: ID!) {
    recordRentalLawView(id: $id)
  }
`);

export const OpenRentalLawSourceDocument = graphql(`
  mutation OpenRentalLawSource($id: ID!) {
    openRentalLawSource(id: $id)
  }
`);
