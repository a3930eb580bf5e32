import { sampleTenantApplication } from '@rentals/domain/rental-applications/sample-applications';
import { SHARE_EXPIRY_DAYS } from '@rentals/domain/rental-applications/limits';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDownloads, fileObjects } from '../../db/schema/files';
import { rentalApplications } from '../../db/schema/rental-applications';
import type { CreatedUser } from '../../test/factories';
import { errorCodes, type TestApi } from '../../test/harness';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { fileOf, PDF_BYTES } from '../files/test-files';
import {
  applicationPayload,
  conversationKeys,
  listingTakingApplications,
  submitApplication,
  type ApplicationListingFixture,
} from './test-applications';

/*
 * The renter passport (issue 18): re-using an application for a second listing in one step, each
 * landlord's share with its view log, revoking a share, shares expiring, downloading everything
 * and deleting the passport.
 */

let server: HttpTestServer;
let api: TestApi;
let base: string;
beforeAll(async () => {
  server = await startHttpTestServer();
  ({ api, base } = server);
});
afterAll(() => server.close());

const SIN = '046454286';
const UPLOAD = `mutation($files: [Upload!]!, $keys: [RentalAppDocumentKey!]) {
  multipleFileUpload(files: $files, pathType: rentalApp, documentKeys: $keys) { id url mimeType size } }`;
const OPEN = `query($id: ID!) { rentalApplication(id: $id) { id status sin hasSin details listingId
  share { state landlordName expiresAt revokedAt erasedAt openingCount openings }
  history { fromStatus toStatus by } } }`;
const REUSE = `mutation($id: ID!, $offer: JSON!, $clientId: ID, $consent: Boolean) {
  reuseRentalApplication(sourceId: $id, offer: $offer, clientId: $clientId, creditCheckConsent: $consent) {
    message application { id status listingId unitId sin hasSin creditCheckConsent details documents { key count } } } }`;
const REVOKE = 'mutation($id: ID!) { revokeRentalApplicationShare(id: $id) { id status share { state } } }';
const PASSPORT = '{ myRentalPassport { id listingId } }';
const DELETE = 'mutation { deleteMyRentalPassport }';

type Opened = {
  rentalApplication: {
    status: string;
    sin: string | null;
    details: { offer: { yourOffer: number } } | null;
    share: { state: string; openingCount: number | null; openings: string[] | null; landlordName: string };
    history: { fromStatus: string | null; toStatus: string; by: string }[];
  };
};
const open = (id: string, who: CreatedUser) => api.execute<Opened>(OPEN, { id }, { token: who.token });
const fileStatus = (url: string, who?: CreatedUser) =>
  fetch(base + url, { headers: who ? { authorization: `Bearer ${who.token}` } : {} }).then((r) => r.status);

/** A renter's application with a real, encrypted government ID and a SIN, to a new listing. */
async function renterWithPassport(locale: 'en' | 'fr' = 'en') {
  const first = await listingTakingApplications(api);
  const renter = await api.factories.user({ userType: 'RENTER', locale });
  const uploaded = await api.upload<{
    multipleFileUpload: { id: string; url: string; size: number; mimeType: string }[];
  }>(
    UPLOAD,
    { files: [null], keys: ['govIdsFile'] },
    { 'files.0': fileOf(PDF_BYTES, 'passport.pdf') },
    { token: renter.token },
  );
  const file = uploaded.data!.multipleFileUpload[0]!;
  const data = await applicationPayload(api, renter, first, undefined, (d) => {
    d.documents.govIdsFile = [
      { fileId: file.id, name: 'passport.pdf', size: file.size, mimeType: file.mimeType },
    ];
    d.documents.sin = SIN;
  });
  const submitted = await submitApplication(api, renter, data);
  expect(submitted.errors).toBeUndefined();
  return { renter, first, file, id: submitted.data!.createRental.application.id };
}

/** The offer page of the sample tenant, for `listing`, offering `rent`. */
const offerFor = (listing: ApplicationListingFixture, rent = 1900) => ({
  ...sampleTenantApplication(new Date()).offer,
  listingId: listing.listingId,
  unitId: listing.unitId,
  rentalPropertyAddress: 'typed by the renter',
  yourOffer: rent,
});

async function reuse(renter: CreatedUser, id: string, listing: ApplicationListingFixture, extra = {}) {
  return api.execute<{
    reuseRentalApplication: {
      message: string;
      application: {
        id: string;
        status: string;
        listingId: string;
        sin: string;
        creditCheckConsent: boolean;
        details: {
          offer: { yourOffer: number; rentalPropertyAddress: string };
          applicant: { fName: string };
        };
        documents: { key: string; count: number }[];
      };
    };
  }>(REUSE, { id, offer: offerFor(listing), ...extra }, { token: renter.token });
}

describe('re-using the passport', () => {
  it('applies to a second listing in one step with the same answers, documents and SIN', async () => {
    const { renter, file, id } = await renterWithPassport();
    expect(
      (await api.execute<{ myRentalPassport: { id: string } }>(PASSPORT, {}, { token: renter.token })).data!
        .myRentalPassport.id,
    ).toBe(id);
    const second = await listingTakingApplications(api);
    const response = await reuse(renter, id, second, { clientId: 'reuse-1', consent: true });
    expect(response.errors).toBeUndefined();
    const reused = response.data!.reuseRentalApplication.application;
    expect(reused).toMatchObject({
      hasSin: true,
      status: 'SUBMITTED',
      listingId: second.listingId,
      sin: SIN,
      creditCheckConsent: true,
    });
    expect(reused.id).not.toBe(id);
    expect(reused.details.offer.yourOffer).toBe(1900);
    // The address is the listing's, not what the client sent.
    expect(reused.details.offer.rentalPropertyAddress).not.toBe('typed by the renter');
    const source = await open(id, renter);
    expect(reused.documents).toContainEqual({ key: 'govIdsFile', count: 1 });
    expect(reused.details).toEqual({
      ...source.data!.rentalApplication.details,
      offer: reused.details.offer,
    });
    expect(await conversationKeys(api, renter.user.id, second.listingId)).toHaveLength(1);

    // The second landlord reads the same document and a masked SIN; the passport is now the newest.
    expect(await fileStatus(file.url, second.landlord)).toBe(200);
    expect((await open(reused.id, second.landlord)).data!.rentalApplication.sin).toBe('*** *** 286');
    expect(
      (await api.execute<{ myRentalPassport: { id: string } }>(PASSPORT, {}, { token: renter.token })).data!
        .myRentalPassport.id,
    ).toBe(reused.id);

    // A retried submit is one application; the same home twice is refused.
    const again = await reuse(renter, id, second, { clientId: 'reuse-1' });
    expect(again.data!.reuseRentalApplication.application.id).toBe(reused.id);
    expect(errorCodes(await reuse(renter, id, second))).toEqual(['RENTAL_APPLICATION_ALREADY_SUBMITTED']);
  });

  it('refuses a malformed offer, an incomplete one with its page, and another renter’s passport', async () => {
    const { renter, id } = await renterWithPassport('fr');
    const second = await listingTakingApplications(api);
    const malformed = await api.execute(
      REUSE,
      { id, offer: { listingId: second.listingId } },
      { token: renter.token },
    );
    expect(errorCodes(malformed)).toEqual(['VALIDATION_FAILED']);
    const incomplete = await api.execute(
      REUSE,
      { id, offer: { ...offerFor(second), applyingAs: '' } },
      { token: renter.token },
    );
    expect(errorCodes(incomplete)).toEqual(['RENTAL_APPLICATION_PAGE_INVALID']);
    expect(incomplete.errors![0]!.message).toMatch(/^La page « /);
    const other = await api.factories.user({ userType: 'RENTER' });
    expect(errorCodes(await reuse(other, id, second))).toEqual(['RENTAL_APPLICATION_NOT_FOUND']);
    const rows = await api.deps.db
      .select()
      .from(rentalApplications)
      .where(eq(rentalApplications.listingId, second.listingId));
    expect(rows).toHaveLength(0);
  });
});

describe('shares', () => {
  it('logs each landlord opening for the renter, and revoking cuts that landlord alone at once', async () => {
    const { renter, first, file, id } = await renterWithPassport();
    const second = await listingTakingApplications(api);
    const reusedId = (await reuse(renter, id, second)).data!.reuseRentalApplication.application.id;
    await open(id, first.landlord);
    await open(id, first.landlord);
    const landlordView = (await open(id, first.landlord)).data!.rentalApplication;
    expect(landlordView.share).toMatchObject({ state: 'ACTIVE', openingCount: null, openings: null });
    const renterView = (await open(id, renter)).data!.rentalApplication;
    expect(renterView.share.openingCount).toBe(3);
    expect(renterView.share.openings).toHaveLength(3);
    expect(renterView.share.landlordName).not.toBe('');

    const revoked = await api.execute<{
      revokeRentalApplicationShare: { status: string; share: { state: string } };
    }>(REVOKE, { id }, { token: renter.token });
    expect(revoked.data!.revokeRentalApplicationShare).toEqual({
      id,
      status: 'WITHDRAWN',
      share: { state: 'REVOKED' },
    });
    expect(await conversationKeys(api, renter.user.id, first.listingId)).toContain(
      'RENTAL_APPLICATION_WITHDRAWN',
    );
    const after = (await open(id, first.landlord)).data!.rentalApplication;
    expect(after).toMatchObject({ status: 'WITHDRAWN', sin: null, hasSin: false, details: null });
    expect(after.history.map((h) => [h.toStatus, h.by])).toEqual([
      ['SUBMITTED', 'APPLICANT'],
      ['VIEWED', 'LANDLORD'],
      ['WITHDRAWN', 'APPLICANT'],
    ]);
    expect(await fileStatus(file.url, first.landlord)).toBe(404);
    // The other landlord's share of the same document is untouched; an opening after revoking is not logged.
    expect(await fileStatus(file.url, second.landlord)).toBe(200);
    expect((await open(id, renter)).data!.rentalApplication.share.openingCount).toBe(3);
    expect(errorCodes(await api.execute(REVOKE, { id }, { token: renter.token }))).toEqual([
      'RENTAL_PASSPORT_SHARE_UNAVAILABLE',
    ]);
    expect(errorCodes(await api.execute(REVOKE, { id: reusedId }, { token: second.landlord.token }))).toEqual(
      ['RENTAL_APPLICATION_NOT_FOUND'],
    );
  });

  it('revokes a decided application’s share without changing its decision', async () => {
    const { renter, first, file, id } = await renterWithPassport();
    await open(id, first.landlord);
    await api.execute(
      'mutation($id: ID!) { updateRentalApplicationStatus(id: $id, action: APPROVE) { id } }',
      { id },
      { token: first.landlord.token },
    );
    const revoked = await api.execute<{ revokeRentalApplicationShare: { status: string } }>(
      REVOKE,
      { id },
      {
        token: renter.token,
      },
    );
    expect(revoked.data!.revokeRentalApplicationShare.status).toBe('APPROVED');
    expect(await fileStatus(file.url, first.landlord)).toBe(404);
  });

  it(`expire ${SHARE_EXPIRY_DAYS} days after the application was sent`, async () => {
    const { renter, first, file, id } = await renterWithPassport();
    const past = new Date(Date.now() - (SHARE_EXPIRY_DAYS + 1) * 86_400_000);
    await api.deps.db
      .update(rentalApplications)
      .set({ submittedAt: past })
      .where(eq(rentalApplications.id, id));
    const seen = (await open(id, first.landlord)).data!.rentalApplication;
    expect(seen).toMatchObject({ details: null, sin: null, share: { state: 'EXPIRED' } });
    expect(await fileStatus(file.url, first.landlord)).toBe(404);
    expect(await fileStatus(file.url, renter)).toBe(200);
    expect(errorCodes(await api.execute(REVOKE, { id }, { token: renter.token }))).toEqual([
      'RENTAL_PASSPORT_SHARE_UNAVAILABLE',
    ]);
  });
});

describe('downloading and deleting the passport', () => {
  it('downloads every answer, the SIN, the history, the view log and the documents, for the renter alone', async () => {
    const { renter, first, file, id } = await renterWithPassport();
    await open(id, first.landlord);
    const response = await fetch(`${base}/exports/my-rental-passport.zip`, {
      headers: { authorization: `Bearer ${renter.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const zip = await JSZip.loadAsync(await response.arrayBuffer());
    const data = JSON.parse(await zip.file('rental-passport.json')!.async('string'));
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({ id, sin: SIN, status: 'VIEWED' });
    expect(data.applications[0].answers.applicant.fName).toBe(
      sampleTenantApplication(new Date()).applicant.fName,
    );
    expect(data.applications[0].share.openings).toHaveLength(1);
    expect(data.applications[0].history.map((h: { to: string }) => h.to)).toEqual(['SUBMITTED', 'VIEWED']);
    const documents = Object.keys(zip.files).filter((name) => name.startsWith('documents/govIdsFile/'));
    expect(documents).toHaveLength(1);
    expect(Buffer.from(await zip.file(documents[0]!)!.async('uint8array')).equals(PDF_BYTES)).toBe(true);
    const downloads = await api.deps.db.select().from(fileDownloads).where(eq(fileDownloads.fileId, file.id));
    expect(downloads.map((d) => d.userId)).toContain(renter.user.id);

    expect((await fetch(`${base}/exports/my-rental-passport.zip`)).status).toBe(401);
    // Another user's download holds nothing of this renter's.
    const other = await api.factories.user({ userType: 'RENTER' });
    const theirs = await fetch(`${base}/exports/my-rental-passport.zip`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    const empty = await JSZip.loadAsync(await theirs.arrayBuffer());
    expect(JSON.parse(await empty.file('rental-passport.json')!.async('string')).applications).toEqual([]);
    expect(Object.keys(empty.files).some((n) => n.startsWith('documents/'))).toBe(false);
  });

  it('erases answers, SIN and documents; the landlord keeps the status history alone', async () => {
    const { renter, first, file, id } = await renterWithPassport();
    await open(id, first.landlord);
    const [stored] = await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, file.id));
    expect(await api.deps.storage.get(stored!.storageKey)).not.toBeNull();
    const deleted = await api.execute<{ deleteMyRentalPassport: number }>(
      DELETE,
      {},
      { token: renter.token },
    );
    expect(deleted.data!.deleteMyRentalPassport).toBe(1);
    const [row] = await api.deps.db.select().from(rentalApplications).where(eq(rentalApplications.id, id));
    expect(row).toMatchObject({ status: 'WITHDRAWN', sinEncrypted: null });
    expect(row!.erasedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(row!.data)).not.toContain(sampleTenantApplication(new Date()).applicant.lName);
    expect(await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, file.id))).toEqual([]);
    expect(await fileStatus(file.url, renter)).toBe(404);
    expect(await api.deps.storage.get(stored!.storageKey)).toBeNull();

    const landlordView = (await open(id, first.landlord)).data!.rentalApplication;
    expect(landlordView).toMatchObject({ details: null, sin: null, share: { state: 'ERASED' } });
    expect(landlordView.history.map((h) => h.toStatus)).toEqual(['SUBMITTED', 'VIEWED', 'WITHDRAWN']);
    const renterView = (await open(id, renter)).data!.rentalApplication;
    expect(renterView).toMatchObject({ details: null, sin: null });
    expect(
      (await api.execute<{ myRentalPassport: null }>(PASSPORT, {}, { token: renter.token })).data!
        .myRentalPassport,
    ).toBeNull();
    const second = await listingTakingApplications(api);
    expect(errorCodes(await reuse(renter, id, second))).toEqual(['RENTAL_APPLICATION_NOT_FOUND']);
    expect(
      (await api.execute<{ deleteMyRentalPassport: number }>(DELETE, {}, { token: renter.token })).data!
        .deleteMyRentalPassport,
    ).toBe(0);
  });
});
