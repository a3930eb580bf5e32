import { LOGGED_IN, ROLES, type Role } from '../../test/authorization/roles';
import { q, type Row } from '../../test/authorization/table';

/** Legal texts are the company's: admins only, never sub-admins whatever their modules. */
const ADMIN_ONLY: Role[] = ['ADMIN'];
const MISSING = '00000000-0000-4000-8000-000000000000';

/** Terms of use and privacy policy (modules/legal). */
export const LEGAL_ROWS: Row[] = [
  {
    operation: 'legalDocument',
    allowed: ROLES,
    run: q('{ legalDocument(kind: PRIVACY) { id bodyHtml } }'),
  },
  {
    operation: 'legalDocumentVersions',
    allowed: ROLES,
    run: q('{ legalDocumentVersions(kind: TERMS) { version effectiveOn publishedAt } }'),
  },
  {
    operation: 'adminLegalDocuments',
    allowed: ADMIN_ONLY,
    run: q('{ adminLegalDocuments { id bodyJsonEn summaryFr } }'),
  },
  {
    operation: 'createLegalDraft',
    allowed: ADMIN_ONLY,
    run: q('mutation { createLegalDraft(kind: PRIVACY) { id version } }'),
  },
  {
    operation: 'updateLegalDraft',
    allowed: ADMIN_ONLY,
    run: q(`mutation { updateLegalDraft(id: "${MISSING}", data: { summaryEn: "x" }) { id } }`),
  },
  {
    operation: 'publishLegalDocument',
    allowed: ADMIN_ONLY,
    run: q(`mutation { publishLegalDocument(id: "${MISSING}") { id } }`),
  },
  {
    operation: 'deleteLegalDraft',
    allowed: ADMIN_ONLY,
    run: q(`mutation { deleteLegalDraft(id: "${MISSING}") }`),
  },
  {
    operation: 'acceptTerms',
    allowed: LOGGED_IN,
    run: q(`mutation { acceptTerms(documentId: "${MISSING}") }`),
  },
];
