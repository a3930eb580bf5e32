import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FilePathType } from '@rentals/domain/files/enums';
import { fileObjects } from '../../db/schema/files';
import { listings } from '../../db/schema/listings';
import type { CreatedUser } from '../../test/factories';
import { errorCodes } from '../../test/harness';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { PDF_BYTES, fileOf, makeImage } from '../files/test-files';
import { CREATE_LIST_WITH_US, cityNamed, listWithUsData, type ListWithUsAnswer } from './test-list-with-us';
import { createListingAs, storedUploads } from './test-listings';

/*
 * The list-with-us owner's drawn signature (LISTING_SIGNATURE): uploaded by landlords, attached only
 * by its uploader, read like the listing's proofs, and removed or kept with the listing like them.
 */

let server: HttpTestServer;
let base: string;
let landlord: CreatedUser;
let otherLandlord: CreatedUser;
let renter: CreatedUser;
let admin: CreatedUser;
let toronto: string;

beforeAll(async () => {
  server = await startHttpTestServer();
  base = server.base;
  const { api } = server;
  [landlord, otherLandlord, renter, admin] = await Promise.all([
    api.factories.user({ userType: 'LANDLORD' }),
    api.factories.user({ userType: 'LANDLORD' }),
    api.factories.user({ userType: 'RENTER' }),
    api.factories.user({ userType: 'ADMIN' }),
  ]);
  toronto = await cityNamed(api, 'Toronto', 'ON');
});
afterAll(() => server.close());

const UPLOAD = `mutation($files: [Upload!]!, $pathType: FilePathType!) {
  multipleFileUpload(files: $files, pathType: $pathType) { url } }`;

async function upload(user: CreatedUser, pathType: FilePathType, body: Buffer, name: string) {
  return server.api.upload<{ multipleFileUpload: { url: string }[] }>(
    UPLOAD,
    { files: [null], pathType },
    { 'files.0': fileOf(body, name) },
    { token: user.token },
  );
}

/** Uploads a drawn signature PNG as `user`; answers its file id. */
async function signatureOf(user: CreatedUser): Promise<string> {
  const r = await upload(user, 'LISTING_SIGNATURE', await makeImage(600, 200, { format: 'png' }), 'sig.png');
  expect(r.errors).toBeUndefined();
  return r.data!.multipleFileUpload[0]!.url.slice('/files/'.length);
}

async function listWithUs(user: CreatedUser, listing: Record<string, unknown>) {
  const pictures = await storedUploads(server.api, user, 1);
  return server.api.execute<ListWithUsAnswer>(
    CREATE_LIST_WITH_US,
    { data: listWithUsData(toronto, pictures, {}, listing) },
    { token: user.token },
  );
}

const download = (fileId: string, token?: string) =>
  fetch(`${base}/files/${fileId}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const fileRow = async (id: string) =>
  (await server.api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, id)))[0];
const signatureColumn = async (listingId: string) =>
  (await server.api.deps.db.select().from(listings).where(eq(listings.id, listingId)))[0]!.signatureFileId;

describe('uploading a LISTING_SIGNATURE', () => {
  it('stores a landlord’s PNG as a private picture', async () => {
    const id = await signatureOf(landlord);
    // Re-encoded like every uploaded picture (an opaque one becomes JPEG), metadata dropped.
    expect(await fileRow(id)).toMatchObject({ pathType: 'LISTING_SIGNATURE', isPrivate: true });
    expect((await fileRow(id))?.mimeType).toMatch(/^image\//);
  });

  it('refuses renters, and anything but a PNG', async () => {
    const png = await makeImage(600, 200, { format: 'png' });
    expect(errorCodes(await upload(renter, 'LISTING_SIGNATURE', png, 'sig.png'))).toEqual(['NO_ACCESS']);
    const jpeg = await makeImage(600, 200);
    expect(errorCodes(await upload(landlord, 'LISTING_SIGNATURE', jpeg, 'sig.jpg'))).toEqual([
      'FILE_TYPE_NOT_ALLOWED',
    ]);
    expect(errorCodes(await upload(landlord, 'LISTING_SIGNATURE', PDF_BYTES, 'sig.pdf'))).toEqual([
      'FILE_TYPE_NOT_ALLOWED',
    ]);
  });
});

describe('signatureFile on createListWithUs', () => {
  it('keeps the drawn signature beside the typed one, shown to the owner only', async () => {
    const signatureFile = await signatureOf(landlord);
    const r = await listWithUs(landlord, { signatureFile });
    expect(r.errors).toBeUndefined();
    const listingId = r.data!.createListWithUs.id;
    const row = (await server.api.deps.db.select().from(listings).where(eq(listings.id, listingId)))[0]!;
    expect(row).toMatchObject({
      signatureFileId: signatureFile,
      signature: 'A. Owner',
      govtProofFileId: null,
    });

    const QUERY = 'query($id: ID!) { listing(id: $id) { signatureFile { id url } } }';
    const own = await server.api.execute<{ listing: { signatureFile: unknown } }>(
      QUERY,
      { id: listingId },
      { token: landlord.token },
    );
    expect(own.data?.listing.signatureFile).toEqual({ id: signatureFile, url: `/files/${signatureFile}` });
    const byAdmin = await server.api.execute<{ listing: { signatureFile: unknown } }>(
      QUERY,
      { id: listingId },
      { token: admin.token },
    );
    expect(byAdmin.data?.listing.signatureFile).toEqual({
      id: signatureFile,
      url: `/files/${signatureFile}`,
    });
  });

  it("refuses another landlord's signature and a government proof given as one, creating nothing", async () => {
    const foreign = await signatureOf(otherLandlord);
    const [proof] = await storedUploads(server.api, landlord, 1, 'GOVT_PROOF');
    for (const signatureFile of [foreign, proof]) {
      const before = await server.api.deps.db.select({ id: listings.id }).from(listings);
      expect(errorCodes(await listWithUs(landlord, { signatureFile }))).toEqual(['FILE_NOT_FOUND']);
      expect(await server.api.deps.db.select({ id: listings.id }).from(listings)).toHaveLength(before.length);
    }
  });

  it('refuses a signature given as a government proof', async () => {
    const signature = await signatureOf(landlord);
    expect(errorCodes(await listWithUs(landlord, { govtProof: signature }))).toEqual(['FILE_NOT_FOUND']);
  });
});

describe('downloading a listing’s signature', () => {
  it('serves it to the owner, admins and staff with listings view; 404 to a renter and visitors', async () => {
    const signatureFile = await signatureOf(landlord);
    expect((await listWithUs(landlord, { signatureFile })).errors).toBeUndefined();
    const listingsStaff = await server.api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'listings', add: false, edit: false, delete: false, view: true }],
    });
    const owned = await download(signatureFile, landlord.token);
    expect(owned.status).toBe(200);
    expect(owned.headers.get('content-type')).toMatch(/^image\//);
    expect((await download(signatureFile, admin.token)).status).toBe(200);
    expect((await download(signatureFile, listingsStaff.token)).status).toBe(200);
    expect((await download(signatureFile, renter.token)).status).toBe(404);
    expect((await download(signatureFile, otherLandlord.token)).status).toBe(404);
    expect((await download(signatureFile)).status).toBe(404);
  });
});

describe('signatureFile on edits and deletions', () => {
  const UPDATE = `mutation($id: ID!, $data: UpdateListingInput!) {
    updateListing(where: { id: $id }, data: $data) { id } }`;

  it('replaces the signature on updateListing, deleting the old file; refuses a foreign one', async () => {
    const first = await signatureOf(landlord);
    const listing = await createListingAs(server.api, landlord, { signatureFile: first });
    expect(await signatureColumn(listing.id)).toBe(first);

    const foreign = await signatureOf(otherLandlord);
    const refused = await server.api.execute(
      UPDATE,
      { id: listing.id, data: { signatureFile: foreign } },
      { token: landlord.token },
    );
    expect(errorCodes(refused)).toEqual(['FILE_NOT_FOUND']);

    const second = await signatureOf(landlord);
    const r = await server.api.execute(
      UPDATE,
      { id: listing.id, data: { signatureFile: second } },
      { token: landlord.token },
    );
    expect(r.errors).toBeUndefined();
    expect(await signatureColumn(listing.id)).toBe(second);
    expect(await fileRow(first)).toBeUndefined();
  });

  it('deletes the signature file with its listing', async () => {
    const signatureFile = await signatureOf(landlord);
    const listing = await createListingAs(server.api, landlord, { signatureFile });
    const r = await server.api.execute(
      'mutation($id: ID!) { deleteBuilding(id: $id) }',
      { id: listing.id },
      {
        token: landlord.token,
      },
    );
    expect(r.errors).toBeUndefined();
    expect(await fileRow(signatureFile)).toBeUndefined();
  });

  it("keeps a deleted user's listing signature with the listing, handed to the deleting staff", async () => {
    const owner = await server.api.factories.user({ userType: 'LANDLORD' });
    const signatureFile = await signatureOf(owner);
    const unattached = await signatureOf(owner);
    const listing = await createListingAs(server.api, owner, { signatureFile });
    const r = await server.api.execute(
      'mutation($id: ID!) { deleteUser(id: $id) }',
      { id: owner.user.id },
      {
        token: admin.token,
      },
    );
    expect(r.errors).toBeUndefined();
    expect(await signatureColumn(listing.id)).toBe(signatureFile);
    expect((await fileRow(signatureFile))?.ownerId).toBe(admin.user.id);
    expect(await fileRow(unattached)).toBeUndefined();
  });
});
