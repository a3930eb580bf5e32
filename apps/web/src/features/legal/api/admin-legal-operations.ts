import { graphql } from '../../../gql';

export const AdminLegalDocumentFields = graphql(`
  fragment AdminLegalDocumentFields on LegalDocument {
    id
    kind
    version
    effectiveOn
    publishedAt
    updatedAt
    summaryEn
    summaryFr
    bodyJsonEn
    bodyJsonFr
    bodyHtml
    headings {
      id
      text
      level
    }
  }
`);

export const AdminLegalDocumentsDocument = graphql(`
  query AdminLegalDocuments {
    adminLegalDocuments {
      ...AdminLegalDocumentFields
    }
  }
`);

export const CreateLegalDraftDocument = graphql(`
  mutation CreateLegalDraft($kind: LegalKind!) {
    createLegalDraft(kind: $kind) {
      ...AdminLegalDocumentFields
    }
  }
`);

export const UpdateLegalDraftDocument = graphql(`
  mutation UpdateLegalDraft($id: ID!, $data: LegalDraftInput!) {
    updateLegalDraft(id: $id, data: $data) {
      ...AdminLegalDocumentFields
    }
  }
`);

export const PublishLegalDocumentDocument = graphql(`
  mutation PublishLegalDocument($id: ID!) {
    publishLegalDocument(id: $id) {
      ...AdminLegalDocumentFields
    }
  }
`);

export const DeleteLegalDraftDocument = graphql(`
  mutation DeleteLegalDraft($id: ID!) {
    deleteLegalDraft(id: $id)
  }
`);
