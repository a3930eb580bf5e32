import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDownloads } from '../../db/schema/files';
import { rentalApplicationFiles } from '../../db/schema/rental-applications';
import { createTestApi, type TestApi } from '../../test/harness';
import { submittedApplication } from '../rental-applications/test-applications';
import { submitAs } from '../verification/test-verification';
import { MY_STAFF_VIEWS } from './test-data-rights';

interface Entry {
  subject: string;
  staffName: string | null;
  staffRole: string | null;
  listingTitle: string | null;
  documentName: string | null;
}

const OPEN = 'query($id: ID!) { rentalApplication(id: $id) { id } }';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function logOf(token: string, first = 10, skip = 0) {
  const response = await api.execute<{ myStaffViews: { count: number; items: Entry[] } }>(
    MY_STAFF_VIEWS,
    { first, skip },
    { token },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.myStaffViews;
}

describe("the renter's log of staff views", () => {
  it('shows a staff opening of their verification documents', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const admin = await api.factories.user({ userType: 'ADMIN' });
    const id = (await submitAs(api, landlord)).data!.submitVerification.id;
    expect((await logOf(landlord.token)).count).toBe(0);
    const opened = await api.execute(
      'query($id: ID!) { verificationRequest(id: $id) { id } }',
      { id },
      { token: admin.token },
    );
    expect(opened.errors).toBeUndefined();
    const log = await logOf(landlord.token);
    expect(log.items).toEqual([
      expect.objectContaining({ subject: 'VERIFICATION', staffName: 'Test ADMIN', staffRole: 'ADMIN' }),
    ]);
  });

  it('shows a staff opening of their application with the staff name and role; the landlord’s is not staff', async () => {
    const { applicant, application, landlord } = await submittedApplication(api);
    expect(await logOf(applicant.token)).toEqual({ count: 0, items: [] });
    const staff = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'applications', add: false, edit: false, delete: false, view: true }],
    });
    await api.execute(OPEN, { id: application.id }, { token: landlord.token });
    await api.execute(OPEN, { id: application.id }, { token: staff.token });
    const log = await logOf(applicant.token);
    expect(log.count).toBe(1);
    expect(log.items[0]).toMatchObject({
      subject: 'APPLICATION',
      staffName: 'Test SUB_ADMIN',
      staffRole: 'SUB_ADMIN',
      listingTitle: application.listingTitle,
      documentName: null,
    });
  });

  it('shows a staff download of one of their documents, and pages the log newest first', async () => {
    const { applicant, application } = await submittedApplication(api);
    const admin = await api.factories.user({ userType: 'ADMIN' });
    await api.execute(OPEN, { id: application.id }, { token: admin.token });
    // Downloads are recorded by the files module as they are served (application-documents.test.ts).
    const [held] = await api.deps.db
      .select()
      .from(rentalApplicationFiles)
      .where(eq(rentalApplicationFiles.applicationId, application.id));
    await api.deps.db
      .insert(fileDownloads)
      .values({ fileId: held!.fileId, userId: admin.user.id, downloadedAt: new Date(Date.now() + 1000) });
    const first = await logOf(applicant.token, 1, 0);
    expect(first.count).toBe(2);
    expect(first.items).toEqual([
      expect.objectContaining({ subject: 'DOCUMENT', staffRole: 'ADMIN', documentName: expect.any(String) }),
    ]);
    expect((await logOf(applicant.token, 1, 1)).items).toEqual([
      expect.objectContaining({ subject: 'APPLICATION', staffRole: 'ADMIN' }),
    ]);
  });

  it('shows nothing of another renter’s log', async () => {
    const { application } = await submittedApplication(api);
    const admin = await api.factories.user({ userType: 'ADMIN' });
    await api.execute(OPEN, { id: application.id }, { token: admin.token });
    const stranger = await api.factories.user();
    expect((await logOf(stranger.token)).count).toBe(0);
  });
});
