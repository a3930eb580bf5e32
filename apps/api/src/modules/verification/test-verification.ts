import type { PosterRole } from '@rentals/domain/listings/enums';
import type { VerificationDocumentKind } from '@rentals/domain/verification/enums';
import { VERIFICATION_RULES } from '@rentals/domain/verification/rules';
import { and, asc, eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/mail';
import type { CreatedUser } from '../../test/factories';
import type { TestApi } from '../../test/harness';
import { runDueJobs } from '../jobs/job-runner';
import { PDF_BYTES, fileOf } from '../files/test-files';
import { VERIFICATION_EMAIL_TEMPLATES } from './verification-emails';

/* Test helpers for verification: uploading documents, sending them, deciding, reading e-mails. */

export const REQUEST_FIELDS = `id role state registrationNumber submittedAt decidedAt decisionReason decidedByEmail
  documentsDeletedAt documents { kind fileId url filename mimeType }
  documentViews { kind viewedAt viewerEmail viewerName byStaff }`;

/** Uploads one PDF as a VERIFICATION_DOCUMENT for `user`; answers its id. */
export async function uploadDocument(api: TestApi, user: CreatedUser, name = 'scan.pdf'): Promise<string> {
  const r = await api.upload<{ multipleFileUpload: { id: string }[] }>(
    'mutation($f: [Upload!]!) { multipleFileUpload(files: $f, pathType: VERIFICATION_DOCUMENT) { id } }',
    { f: [null] },
    { 'f.0': fileOf(PDF_BYTES, name) },
    { token: user.token },
  );
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.multipleFileUpload[0]!.id;
}

/** Sends documents for `kinds` (the role's whole checklist by default), one uploaded file each. */
export async function submitAs(
  api: TestApi,
  user: CreatedUser,
  role: PosterRole = 'LANDLORD_OWNER',
  kinds: readonly VerificationDocumentKind[] = VERIFICATION_RULES[role].documents,
  extra: Record<string, unknown> = {},
) {
  const documents = [];
  for (const kind of kinds)
    documents.push({ kind, fileIds: [await uploadDocument(api, user, `${kind}.pdf`)] });
  return api.execute<{ submitVerification: { id: string; state: string } }>(
    `mutation($data: SubmitVerificationInput!) { submitVerification(data: $data) { id state } }`,
    { data: { role, documents, ...extra } },
    { token: user.token },
  );
}

/** Staff's decision on a request. */
export function decideAs(
  api: TestApi,
  staff: CreatedUser,
  id: string,
  decision: 'APPROVE' | 'REJECT',
  reason?: string,
) {
  return api.execute<{ decideVerification: { id: string; state: string } }>(
    `mutation($data: DecideVerificationInput!) { decideVerification(data: $data) { id state decisionReason } }`,
    { data: { id, decision, reason } },
    { token: staff.token },
  );
}

/** Runs every job due at `now`, as the processes' timers would. */
export async function runJobs(api: TestApi, now?: Date): Promise<void> {
  while ((await runDueJobs(api.deps, now)) > 0);
}

/** The verification e-mails of one kind to an address, oldest first. */
export function verificationMails(api: TestApi, to: string, kind: keyof typeof VERIFICATION_EMAIL_TEMPLATES) {
  return api.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, VERIFICATION_EMAIL_TEMPLATES[kind])))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
}
