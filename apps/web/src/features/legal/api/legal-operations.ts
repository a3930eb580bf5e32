import { graphql } from '../../../gql';

/** A public legal page: the version read (current, or ?version=N) and the list of published ones. */
export const LegalPageDocument = graphql(`
  query LegalPage($kind: LegalKind!, $version: Int, $locale: Locale!) {
    legalDocument(kind: $kind, version: $version) {
      id
      kind
      version
      effectiveOn
      publishedAt
      bodyHtml(locale: $locale)
      headings(locale: $locale) {
        id
        text
        level
      }
    }
    legalDocumentVersions(kind: $kind) {
      id
      version
      effectiveOn
      publishedAt
    }
  }
`);

export const AcceptTermsDocument = graphql(`
  mutation AcceptTerms($documentId: ID!) {
    acceptTerms(documentId: $documentId)
  }
`);
