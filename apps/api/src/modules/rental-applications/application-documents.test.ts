import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDownloads } from '../../db/schema/files';
import type { TestApi } from '../../test/harness';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { fileOf, PDF_BYTES } from '../files/test-files';
import { applicationPayload, listingTakingApplications, submitApplication } from './test-applications';

/*
 * The documents of an application (issue 18): uploaded as rentalApp files, read by the applicant,
 * the landlord it was sent to and staff with applications view, each download recorded; a second
 * landlord and other renters never; withdrawing cuts the landlord's access.
 */

let server: HttpTestServer;
let api: TestApi;
let base: string;

beforeAll(async () => {
  server = await startHttpTestServer();
  ({ api, base } = server);
});
afterAll(() => server.close());

const get = (url: string, token?: string) =>
  fetch(base + url, { headers: token ? { authorization: `Bearer ${token}` } : {} }).then((r) => r.status);

const UPLOAD = `mutation($files: [Upload!]!, $keys: [RentalAppDocumentKey!]) {
  multipleFileUpload(files: $files, pathType: rentalApp, documentKeys: $keys) { id url mimeType size } }`;

describe('application documents', () => {
  it('are read by the applicant, the landlord and permitted staff only, each download recorded, until withdrawal', async () => {
    const listing = await listingTakingApplications(api);
    const applicant = await api.factories.user({ userType: 'RENTER' });
    const uploaded = await api.upload<{
      multipleFileUpload: { id: string; url: string; mimeType: string; size: number }[];
    }>(
      UPLOAD,
      { files: [null], keys: ['govIdsFile'] },
      { 'files.0': fileOf(PDF_BYTES, 'passport.pdf') },
      { token: applicant.token },
    );
    const [file] = uploaded.data!.multipleFileUpload;
    const data = await applicationPayload(api, applicant, listing, undefined, (d) => {
      d.documents.govIdsFile = [
        { fileId: file!.id, name: 'passport.pdf', size: file!.size, mimeType: file!.mimeType },
      ];
    });
    const submitted = await submitApplication(api, applicant, data);
    expect(submitted.errors).toBeUndefined();
    const id = submitted.data!.createRental.application.id;

    const secondLandlord = await api.factories.user({ userType: 'LANDLORD' });
    const stranger = await api.factories.user({ userType: 'RENTER' });
    const staffWithout = await api.factories.user({ userType: 'SUB_ADMIN' });
    const staffWith = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'applications', add: false, edit: false, delete: false, view: true }],
    });
    expect(await get(file!.url, listing.landlord.token)).toBe(200);
    expect(await get(file!.url, staffWith.token)).toBe(200);
    expect(await get(file!.url, applicant.token)).toBe(200);
    for (const who of [secondLandlord, stranger, staffWithout])
      expect(await get(file!.url, who.token)).toBe(404);
    expect(await get(file!.url)).toBe(404);
    const downloads = await api.deps.db
      .select()
      .from(fileDownloads)
      .where(eq(fileDownloads.fileId, file!.id));
    expect(downloads.map((d) => d.userId).sort()).toEqual(
      [listing.landlord.user.id, staffWith.user.id, applicant.user.id].sort(),
    );

    // Withdrawing revokes the landlord's access; the applicant keeps theirs.
    await api.execute(
      'mutation($id: ID!) { withdrawRentalApplication(id: $id) { id } }',
      { id },
      { token: applicant.token },
    );
    expect(await get(file!.url, listing.landlord.token)).toBe(404);
    expect(await get(file!.url, applicant.token)).toBe(200);
  });
});
