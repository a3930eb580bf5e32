import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilePathType } from '@rentals/domain/files/enums';
import sharp from 'sharp';
import type { CreatedUser } from '../../test/factories';
import type { TestApi } from '../../test/harness';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileDownloads } from '../../db/schema/files';
import { listings } from '../../db/schema/listings';
import { createListingAs } from '../listings/test-listings';
import { storeGeneratedFile } from './generated-files';
import { PDF_BYTES, fileOf, makeImage } from './test-files';

/*
 * GET /files/<id> on the real HTTP server: public files for everyone, private ones for those the
 * record holding them lets read them (file.policy.ts).
 */

let server: HttpTestServer;
let api: TestApi;
let base: string;
let renter: CreatedUser;
let other: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  server = await startHttpTestServer();
  ({ api, base } = server);
  [renter, other, admin] = await Promise.all([
    api.factories.user({ userType: 'RENTER' }),
    api.factories.user({ userType: 'RENTER' }),
    api.factories.user({ userType: 'ADMIN' }),
  ]);
});
afterAll(() => server.close());

async function uploadAs(owner: CreatedUser, pathType: FilePathType, body: Buffer, name: string) {
  const r = await api.upload<{ multipleFileUpload: { url: string }[] }>(
    `mutation($files: [Upload!]!, $pathType: FilePathType!) { multipleFileUpload(files: $files, pathType: $pathType) { url } }`,
    { files: [null], pathType },
    { 'files.0': fileOf(body, name) },
    { token: owner.token },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.multipleFileUpload[0]!.url;
}

const get = (url: string, token?: string) =>
  fetch(base + url, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /files/<id>', () => {
  it('serves the smaller copies of a listing picture with ?size=, and the original otherwise', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const url = await uploadAs(landlord, 'LISTING_PICTURE', await makeImage(2000, 1000), 'room.jpg');
    const width = async (u: string) =>
      (await sharp(Buffer.from(await (await get(u)).arrayBuffer())).metadata()).width;
    expect(await width(`${url}?size=card`)).toBe(640);
    expect(await width(`${url}?size=detail`)).toBe(1600);
    expect(await width(url)).toBe(2000);
    expect(await width(`${url}?size=huge`)).toBe(2000);
    const avatar = await uploadAs(renter, 'AVATAR', await makeImage(300, 300), 'me.jpg');
    expect(await width(`${avatar}?size=card`)).toBe(300);
  });

  it('serves a private document to its owner and admins; 404 for others and visitors', async () => {
    const url = await uploadAs(renter, 'IDENTITY_DOCUMENT', PDF_BYTES, 'passport.pdf');

    const own = await get(url, renter.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF_BYTES)).toBe(true);

    expect((await get(url, admin.token)).status).toBe(200);
    expect((await get(url, other.token)).status).toBe(404);
    expect((await get(url)).status).toBe(404);
  });

  it('serves a public avatar to everyone, cacheable', async () => {
    const url = await uploadAs(renter, 'AVATAR', await makeImage(64, 64), 'me.jpg');
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await get(url, other.token)).status).toBe(200);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/files/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/files/not-a-uuid')).status).toBe(404);
  });
});

describe('GET /files/<id> of a private file, by the record holding it', () => {
  const none = { add: false, edit: false, delete: false, view: false };
  const staffViewing = (module: 'listings' | 'users') =>
    api.factories.user({ userType: 'SUB_ADMIN', permissions: [{ module, ...none, view: true }] });
  const fileIdOf = (url: string) => url.slice('/files/'.length);

  it("serves a listing's proof to its owner, admins and staff with listings view; 404 to other staff and landlords", async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const [listingsStaff, usersStaff, otherLandlord] = await Promise.all([
      staffViewing('listings'),
      staffViewing('users'),
      api.factories.user({ userType: 'LANDLORD' }),
    ]);
    const url = await uploadAs(landlord, 'GOVT_PROOF', PDF_BYTES, 'licence.pdf');
    // Uploaded but held by no listing yet: its uploader and admins only.
    expect((await get(url, listingsStaff.token)).status).toBe(404);
    expect((await get(url, landlord.token)).status).toBe(200);
    expect((await get(url, admin.token)).status).toBe(200);

    await createListingAs(api, landlord, { govtProof: fileIdOf(url) });
    expect((await get(url, listingsStaff.token)).status).toBe(200);
    expect((await get(url, landlord.token)).status).toBe(200);
    expect((await get(url, admin.token)).status).toBe(200);
    expect((await get(url, usersStaff.token)).status).toBe(404);
    expect((await get(url, otherLandlord.token)).status).toBe(404);
    expect((await get(url)).status).toBe(404);
  });

  it("serves the listing's owner a proof staff uploaded for the listing", async () => {
    const [landlord, staffAuthor] = await Promise.all([
      api.factories.user({ userType: 'LANDLORD' }),
      api.factories.user({ userType: 'ADMIN' }),
    ]);
    const url = await uploadAs(staffAuthor, 'OWNERSHIP_PROOF', PDF_BYTES, 'deed.pdf');
    const listing = await createListingAs(api, staffAuthor, { ownershipProof: fileIdOf(url) });
    expect((await get(url, landlord.token)).status).toBe(404);
    await api.deps.db.update(listings).set({ ownerId: landlord.user.id }).where(eq(listings.id, listing.id));
    expect((await get(url, landlord.token)).status).toBe(200);
  });

  it('serves an identity document to staff with users view, not to staff with listings view only', async () => {
    const url = await uploadAs(renter, 'IDENTITY_DOCUMENT', PDF_BYTES, 'passport.pdf');
    expect((await get(url, (await staffViewing('users')).token)).status).toBe(200);
    expect((await get(url, (await staffViewing('listings')).token)).status).toBe(404);
  });

  it('keeps a file of a kind no domain owns (a message attachment) with its uploader and admins', async () => {
    const url = await uploadAs(renter, 'MESSAGE_ATTACHMENT', PDF_BYTES, 'note.pdf');
    expect((await get(url, renter.token)).status).toBe(200);
    expect((await get(url, admin.token)).status).toBe(200);
    expect((await get(url, (await staffViewing('users')).token)).status).toBe(404);
    expect((await get(url, (await staffViewing('listings')).token)).status).toBe(404);
  });
});

describe('GET /files/<id> and deleteFile for staff without two-factor, and data exports', () => {
  const deleteAs = (token: string, id: string) =>
    api.execute<{ deleteFile: boolean }>(`mutation($id: ID!) { deleteFile(id: $id) }`, { id }, { token });

  it('treats an admin without two-factor as any other account: no private reads, no deletes', async () => {
    const bare = await api.factories.user({ userType: 'ADMIN', twoFactor: false });
    const privateUrl = await uploadAs(renter, 'IDENTITY_DOCUMENT', PDF_BYTES, 'passport.pdf');
    expect((await get(privateUrl, bare.token)).status).toBe(404);
    const avatar = await uploadAs(renter, 'AVATAR', await makeImage(64, 64), 'me.jpg');
    const refused = await deleteAs(bare.token, avatar.slice('/files/'.length));
    expect(refused.errors?.[0]?.extensions?.code).toBe('NO_ACCESS');
    expect((await get(avatar)).status).toBe(200);
    // The same admin once enrolled reads and moderates again.
    const deleted = await deleteAs(admin.token, avatar.slice('/files/'.length));
    expect(deleted.data?.deleteFile).toBe(true);
  });

  it('serves a data export to its owner alone, recording each download', async () => {
    const fileId = await api.deps.db.transaction(async (tx) => {
      const stored = await storeGeneratedFile(api.deps, tx as unknown as Db, {
        pathType: 'DATA_EXPORT',
        mimeType: 'application/zip',
        filename: 'data-export.zip',
        body: Buffer.from('PK\x05\x06' + '\0'.repeat(18), 'binary'),
        ownerId: renter.user.id,
      });
      return stored.row.id;
    });
    const usersStaff = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'users', add: false, edit: false, delete: false, view: true }],
    });
    expect((await get(`/files/${fileId}`, admin.token)).status).toBe(404);
    expect((await get(`/files/${fileId}`, usersStaff.token)).status).toBe(404);
    expect((await get(`/files/${fileId}`, renter.token)).status).toBe(200);
    const downloads = await api.deps.db.select().from(fileDownloads).where(eq(fileDownloads.fileId, fileId));
    expect(downloads.map((d) => d.userId)).toEqual([renter.user.id]);
  });
});
