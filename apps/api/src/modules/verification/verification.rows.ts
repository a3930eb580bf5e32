import { LOGGED_IN, ROLES, STAFF_VIEW_USERS } from '../../test/authorization/roles';
import { q, upload, type Row } from '../../test/authorization/table';

const NO_REQUEST = '00000000-0000-4000-8000-000000000000';

/** Verification of posters (modules/verification): their own (signed in), the queue (users view), decisions (users edit). */
export const VERIFICATION_ROWS: Row[] = [
  {
    operation: 'multipleFileUpload',
    case: 'a verification document',
    allowed: LOGGED_IN,
    run: upload(
      'mutation($f: [Upload!]!) { multipleFileUpload(files: $f, pathType: VERIFICATION_DOCUMENT) { id } }',
      'f.0',
    ),
  },
  { operation: 'myVerification', allowed: LOGGED_IN, run: q('{ myVerification { status } }') },
  {
    operation: 'submitVerification',
    allowed: LOGGED_IN,
    run: q('mutation { submitVerification(data: { role: LANDLORD_OWNER, documents: [] }) { id } }'),
  },
  { operation: 'verificationRequests', allowed: STAFF_VIEW_USERS, run: q('{ verificationRequests { id } }') },
  {
    operation: 'verificationRequestCount',
    allowed: STAFF_VIEW_USERS,
    run: q('{ verificationRequestCount(state: APPROVED) }'),
  },
  {
    operation: 'verificationRequest',
    allowed: STAFF_VIEW_USERS,
    run: q('query($id: ID!) { verificationRequest(id: $id) { id } }', () => ({ id: NO_REQUEST })),
  },
  {
    operation: 'decideVerification',
    // The demo sub-admin set views users but does not edit them.
    allowed: ['ADMIN'],
    run: q('mutation($id: ID!) { decideVerification(data: { id: $id, decision: APPROVE }) { id } }', () => ({
      id: NO_REQUEST,
    })),
  },
  {
    operation: 'posterVerification',
    allowed: ROLES,
    run: q('query($id: ID!) { posterVerification(userId: $id) { checked } }', (a) => ({
      id: a.other.user.id,
    })),
  },
];
