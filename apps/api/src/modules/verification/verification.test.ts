import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/admin';
import { fileObjects } from '../../db/schema/files';
import { verificationRequests } from '../../db/schema/verification';
import type { CreatedUser } from '../../test/factories';
import { errorCodes, type TestApi } from '../../test/harness';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { fileOf, makeImage } from '../files/test-files';
import { createListingAs } from '../listings/test-listings';
import {
  decideAs,
  REQUEST_FIELDS,
  runJobs,
  submitAs,
  uploadDocument,
  verificationMails,
} from './test-verification';

/*
 * Verification of posters (issue 25): sending the checklist's documents, the staff queue (users
 * view) and decision (users edit), the log of who read the documents, and their deletion a set
 * number of days after the decision, keeping the decision.
 */

let server: HttpTestServer;
let api: TestApi;
let admin: CreatedUser;
let viewerOnly: CreatedUser;

beforeAll(async () => {
  server = await startHttpTestServer();
  api = server.api;
  [admin, viewerOnly] = await Promise.all([
    api.factories.user({ userType: 'ADMIN' }),
    api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'users', view: true, add: false, edit: false, delete: false }],
    }),
  ]);
});
afterAll(() => server.close());

const readFile = (url: string, token: string) =>
  fetch(server.base + url, { headers: { authorization: `Bearer ${token}` } });

const MY = `{ myVerification { status graceEndsAt hiddenListings request { ${REQUEST_FIELDS} } } }`;

describe('sending documents', () => {
  it('refuses a checklist with a document missing or one not asked, naming what is missing, and stores nothing', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD', locale: 'fr' });
    const missing = await submitAs(api, landlord, 'LANDLORD_OWNER', ['GOVERNMENT_ID']);
    expect(errorCodes(missing)).toEqual(['VERIFICATION_DOCUMENT_MISSING']);
    expect(missing.errors![0]!.message).toContain('Compte de taxes foncières ou titre de propriété');
    const unasked = await submitAs(api, landlord, 'LANDLORD_OWNER', [
      'GOVERNMENT_ID',
      'OWNERSHIP_PROOF',
      'LEASE',
    ]);
    expect(errorCodes(unasked)).toEqual(['VERIFICATION_DOCUMENT_NOT_ASKED']);
    const agent = await submitAs(api, landlord, 'REAL_ESTATE_AGENT');
    expect(errorCodes(agent)).toEqual(['VERIFICATION_REGISTRATION_NUMBER_REQUIRED']);
    const rows = await api.deps.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, landlord.user.id));
    expect(rows).toEqual([]);
    expect(
      (await api.execute<{ myVerification: { status: string } }>(MY, {}, { token: landlord.token })).data!
        .myVerification.status,
    ).toBe('NONE');
  });

  it('refuses wrong file types and sizes at upload with coded errors', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD', locale: 'fr' });
    const upload = (file: File) =>
      api.upload(
        'mutation($f: [Upload!]!) { multipleFileUpload(files: $f, pathType: VERIFICATION_DOCUMENT) { id } }',
        { f: [null] },
        { 'f.0': file },
        { token: landlord.token },
      );
    const text = await upload(fileOf('not a document', 'id.pdf', 'application/pdf'));
    expect(errorCodes(text)).toEqual(['FILE_TYPE_NOT_ALLOWED']);
    expect(text.errors![0]!.message).toMatch(/^Ce type de fichier n'est pas accepté/);
    const huge = await upload(
      fileOf(Buffer.concat([await makeImage(10, 10), Buffer.alloc(11 * 1024 * 1024)]), 'id.png'),
    );
    expect(errorCodes(huge)).toEqual(['FILE_TOO_LARGE']);
  });

  it("refuses someone else's file, one file given twice, and a second request while one waits", async () => {
    const [landlord, other] = await Promise.all([
      api.factories.user({ userType: 'LANDLORD' }),
      api.factories.user({ userType: 'LANDLORD' }),
    ]);
    const theirs = await uploadDocument(api, other);
    const mine = await uploadDocument(api, landlord);
    const send = (fileIds: string[]) =>
      api.execute(
        'mutation($data: SubmitVerificationInput!) { submitVerification(data: $data) { id } }',
        {
          data: {
            role: 'LANDLORD_OWNER',
            documents: [
              { kind: 'GOVERNMENT_ID', fileIds: [mine] },
              { kind: 'OWNERSHIP_PROOF', fileIds },
            ],
          },
        },
        { token: landlord.token },
      );
    expect(errorCodes(await send([theirs]))).toEqual(['VERIFICATION_FILE_INVALID']);
    expect(errorCodes(await send([mine]))).toEqual(['VERIFICATION_FILE_INVALID']);
    const sent = await submitAs(api, other);
    expect(sent.errors).toBeUndefined();
    expect(errorCodes(await submitAs(api, other))).toEqual(['VERIFICATION_ALREADY_PENDING']);
  });
});

describe('the staff queue and decision', () => {
  it("shows staff the risk signals of the poster's listings beside the documents", async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const listing = await createListingAs(api, landlord, {
      description: 'Send an Interac e-transfer as a deposit to hold the unit before any visit.',
    });
    const id = (await submitAs(api, landlord)).data!.submitVerification.id;
    const detail = await api.execute<{
      verificationRequest: {
        posterListings: { id: string; riskSignals: { code: string; words: string[] }[] }[];
      };
    }>(
      `query($id: ID!) { verificationRequest(id: $id) { posterListings { id riskSignals { code words } } } }`,
      { id },
      { token: viewerOnly.token },
    );
    expect(detail.errors).toBeUndefined();
    const [shown] = detail.data!.verificationRequest.posterListings;
    expect(shown!.id).toBe(listing.id);
    expect(shown!.riskSignals).toContainEqual(
      expect.objectContaining({ code: 'PAYMENT_WORDS', words: expect.arrayContaining(['e-transfer']) }),
    );
    // The poster reading their own request never learns what gave it away.
    const own = await api.execute(
      '{ myVerification { request { posterListings { id riskSignals { code } } } } }',
      {},
      { token: landlord.token },
    );
    expect(errorCodes(own)).toEqual(['NO_ACCESS']);
  });

  it('lists waiting requests for users view, logs each opening and each document read, and keeps them', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const sent = await submitAs(api, landlord);
    const id = sent.data!.submitVerification.id;
    const queue = await api.execute<{
      verificationRequests: { id: string }[];
      verificationRequestCount: number;
    }>(
      '{ verificationRequests(first: 100) { id } verificationRequestCount }',
      {},
      { token: viewerOnly.token },
    );
    expect(queue.data!.verificationRequests.map((r) => r.id)).toContain(id);
    expect(queue.data!.verificationRequestCount).toBeGreaterThanOrEqual(1);

    const detail = await api.execute<{
      verificationRequest: { documents: { kind: string; url: string }[]; poster: { email: string } };
    }>(
      `query($id: ID!) { verificationRequest(id: $id) { ${REQUEST_FIELDS} poster { email } posterListings { id } } }`,
      { id },
      { token: viewerOnly.token },
    );
    const request = detail.data!.verificationRequest;
    expect(request.poster.email).toBe(landlord.user.email);
    expect(request.documents.map((d) => d.kind)).toEqual(['GOVERNMENT_ID', 'OWNERSHIP_PROOF']);
    const opened = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'verification.view'), eq(auditLog.entityId, landlord.user.id)));
    expect(opened.map((e) => e.actorId)).toEqual([viewerOnly.user.id]);

    expect((await readFile(request.documents[0]!.url, viewerOnly.token)).status).toBe(200);
    const renter = await api.factories.user({ userType: 'RENTER' });
    expect((await readFile(request.documents[0]!.url, renter.token)).status).toBe(404);

    const mine = await api.execute<{
      myVerification: {
        request: {
          documentViews: {
            kind: string;
            viewerEmail: string | null;
            viewerName: string | null;
            byStaff: boolean;
          }[];
        };
      };
    }>(MY, {}, { token: landlord.token });
    // The poster reads who on staff opened them by name; the staff member's e-mail stays theirs.
    expect(mine.data!.myVerification.request.documentViews).toEqual([
      expect.objectContaining({
        kind: 'GOVERNMENT_ID',
        viewerEmail: null,
        viewerName: [viewerOnly.user.firstName, viewerOnly.user.lastName].filter(Boolean).join(' ') || null,
        byStaff: true,
      }),
    ]);
  });

  it('needs users edit to decide, and a reason to reject, which the poster receives in their language', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD', locale: 'fr' });
    const id = (await submitAs(api, landlord)).data!.submitVerification.id;
    expect(errorCodes(await decideAs(api, viewerOnly, id, 'APPROVE'))).toEqual(['NO_ACCESS']);
    expect(errorCodes(await decideAs(api, admin, id, 'REJECT', '  '))).toEqual([
      'VERIFICATION_REASON_REQUIRED',
    ]);
    const rejected = await decideAs(api, admin, id, 'REJECT', 'Le compte de taxes est illisible.');
    expect(rejected.data!.decideVerification.state).toBe('REJECTED');
    expect(errorCodes(await decideAs(api, admin, id, 'APPROVE'))).toEqual(['VERIFICATION_ALREADY_DECIDED']);
    const [mail] = await verificationMails(api, landlord.user.email, 'REJECTED');
    expect(mail!.subject).toBe("Nous n'avons pas encore pu vous vérifier");
    expect(mail!.textBody).toContain('Le compte de taxes est illisible.');

    const mine = await api.execute<{
      myVerification: { status: string; request: { decisionReason: string; decidedByEmail: string | null } };
    }>(MY, {}, { token: landlord.token });
    expect(mine.data!.myVerification).toMatchObject({
      status: 'REJECTED',
      request: { decisionReason: 'Le compte de taxes est illisible.', decidedByEmail: null },
    });
    const again = await submitAs(api, landlord);
    expect(again.errors).toBeUndefined();
    await decideAs(api, admin, again.data!.submitVerification.id, 'APPROVE');
    expect((await verificationMails(api, landlord.user.email, 'APPROVED'))[0]!.subject).toBe(
      'Vous êtes vérifié',
    );
    expect(errorCodes(await submitAs(api, landlord))).toEqual(['VERIFICATION_ALREADY_APPROVED']);
    const badge = await api.execute<{ posterVerification: { role: string; checked: string } }>(
      'query($id: ID!) { posterVerification(userId: $id) { role checked } }',
      { id: landlord.user.id },
      { headers: { 'accept-language': 'fr-CA' } },
    );
    expect(badge.data!.posterVerification.role).toBe('LANDLORD_OWNER');
    expect(badge.data!.posterVerification.checked).toMatch(
      /^Identité et propriété vérifiées par Rentals le \d+ \S+ \d{4}$/,
    );
  });
});

describe('document retention', () => {
  it('deletes the documents the set number of days after the decision, keeping the decision and who read them', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const id = (await submitAs(api, landlord)).data!.submitVerification.id;
    const detail = await api.execute<{
      verificationRequest: { documents: { fileId: string; url: string }[] };
    }>(
      `query($id: ID!) { verificationRequest(id: $id) { documents { fileId url } } }`,
      { id },
      { token: admin.token },
    );
    const files = detail.data!.verificationRequest.documents;
    await readFile(files[1]!.url, admin.token);
    await decideAs(api, admin, id, 'APPROVE');
    const days = api.deps.config.VERIFICATION_DOCUMENT_RETENTION_DAYS;
    const decidedAt = Date.now();
    await runJobs(api, new Date(decidedAt + (days - 1) * 86_400_000));
    expect(
      await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, files[0]!.fileId)),
    ).toHaveLength(1);

    await runJobs(api, new Date(decidedAt + (days + 1) * 86_400_000));
    for (const file of files)
      expect(await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, file.fileId))).toEqual([]);
    const after = await api.execute<{
      verificationRequest: {
        state: string;
        decidedByEmail: string;
        documents: unknown[];
        documentsDeletedAt: string | null;
        documentViews: { kind: string; viewerEmail: string }[];
      };
    }>(
      `query($id: ID!) { verificationRequest(id: $id) { ${REQUEST_FIELDS} } }`,
      { id },
      { token: admin.token },
    );
    expect(after.data!.verificationRequest).toMatchObject({
      state: 'APPROVED',
      decidedByEmail: admin.user.email,
      documents: [],
      documentViews: [{ kind: 'OWNERSHIP_PROOF', viewerEmail: admin.user.email }],
    });
    expect(after.data!.verificationRequest.documentsDeletedAt).not.toBeNull();
  });
});
