import { sampleGuarantorApplication } from '@rentals/domain/rental-applications/sample-applications';
import { eq, inArray, sql } from 'drizzle-orm';
import { fileObjects } from '../../db/schema/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { rentalApplications } from '../../db/schema/rental-applications';
import { storedUploads } from '../listings/test-listings';
import { runJobs } from '../viewings/test-viewing-emails';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import {
  applicationMails,
  applicationPayload,
  conversationKeys,
  listingTakingApplications,
  submitApplication,
} from './test-applications';

/* createRental (issue 18): a full submission, every refusal, one application for one clientId. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const renter = (locale: 'en' | 'fr' = 'en') => api.factories.user({ userType: 'RENTER', locale });

describe('createRental', () => {
  it("stores a tenant's application, posts to the conversation and e-mails the landlord in their language", async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD', locale: 'fr' });
    const listing = await listingTakingApplications(api, landlord);
    const applicant = await renter();
    const data = await applicationPayload(api, applicant, listing);
    const response = await submitApplication(api, applicant, data, { consent: true });
    expect(response.errors).toBeUndefined();
    const { error, message, application } = response.data!.createRental;
    expect(error).toBe(false);
    expect(message).toBe('Your application was sent to the landlord.');
    expect(application).toMatchObject({
      status: 'SUBMITTED',
      listingId: listing.listingId,
      unitId: listing.unitId,
      applicantName: `${data.fName} ${data.lName}`,
      occupation: data.occupation,
      grossIncome: data.grossIncome,
      hasPets: true,
      creditCheckConsent: true,
      incomeToRentRatio: Math.round((data.grossIncome! / listing.monthlyRent) * 10) / 10,
      actions: ['WITHDRAW'],
    });
    expect(application.documents).toContainEqual({ key: 'govIdsFile', count: data.govIdsFile.length });
    // The SIN is in no JSON, and its own column holds it encrypted: the raw value is not the SIN.
    const [row] = await api.deps.db
      .select()
      .from(rentalApplications)
      .where(eq(rentalApplications.id, application.id));
    expect(row!.sinEncrypted).toMatch(/^enc1\./);
    expect(row!.sinEncrypted).not.toContain(data.sin);
    expect(JSON.stringify(row!.data)).not.toContain(data.sin);
    const raw = await api.deps.db.execute(
      sql`select sin_encrypted as sin, data::text as data from rental_applications where id = ${application.id}`,
    );
    expect(JSON.stringify(raw)).not.toContain(data.sin);
    // The applicant reads it whole.
    expect(application.sin).toBe(data.sin);
    expect(await conversationKeys(api, applicant.user.id, listing.listingId)).toEqual([
      'RENTAL_APPLICATION_SUBMITTED',
    ]);
    await runJobs(api);
    const mails = await applicationMails(api, landlord.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Nouvelle demande de location pour Maple Court');
    expect(mails[0]!.textBody).not.toContain(data.fName);
  });

  it("stores a guarantor's application", async () => {
    const listing = await listingTakingApplications(api);
    const applicant = await renter();
    const data = await applicationPayload(api, applicant, listing, sampleGuarantorApplication);
    const response = await submitApplication(api, applicant, data);
    expect(response.errors).toBeUndefined();
    expect(response.data!.createRental.application).toMatchObject({
      status: 'SUBMITTED',
      coOccupantCount: 0,
    });
  });

  it('refuses a client that skipped a page with the page and the field, in the caller’s language', async () => {
    const listing = await listingTakingApplications(api);
    const applicant = await renter();
    const data = await applicationPayload(api, applicant, listing, undefined, (d) => {
      d.applicant.fName = '';
    });
    const response = await api.execute(
      `mutation($data: CreateRentalInput!) { createRental(data: $data) { error } }`,
      { data },
      { token: applicant.token, headers: { 'x-locale': 'fr' } },
    );
    expect(errorCodes(response)).toEqual(['RENTAL_APPLICATION_PAGE_INVALID']);
    const extensions = response.errors![0]!.extensions as {
      params: Record<string, unknown>;
      fields: unknown[];
    };
    expect(extensions.params).toMatchObject({ pageIndex: 1, path: 'applicant.fName', page: 'Candidat' });
    expect(response.errors![0]!.message).toContain('Candidat');
    expect(extensions.fields).toHaveLength(1);
    expect(
      await api.deps.db
        .select()
        .from(rentalApplications)
        .where(eq(rentalApplications.applicantId, applicant.user.id)),
    ).toEqual([]);
  });

  it('refuses an unknown field and a wrong type as VALIDATION_FAILED', async () => {
    const listing = await listingTakingApplications(api);
    const applicant = await renter();
    const data = await applicationPayload(api, applicant, listing);
    const wrong = await submitApplication(api, applicant, { ...data, applyingAs: 'landlord' });
    expect(errorCodes(wrong)).toEqual(['VALIDATION_FAILED']);
    const unknown = await submitApplication(api, applicant, { ...data, extra: 'x' });
    expect(unknown.errors?.length).toBe(1);
  });

  it('refuses a hidden or rented listing with a clear message', async () => {
    const listing = await listingTakingApplications(api);
    const applicant = await renter();
    const data = await applicationPayload(api, applicant, listing);
    await api.deps.db.update(listings).set({ isHidden: true }).where(eq(listings.id, listing.listingId));
    const hidden = await submitApplication(api, applicant, data);
    expect(errorCodes(hidden)).toEqual(['RENTAL_APPLICATION_LISTING_CLOSED']);
    expect(hidden.errors![0]!.message).toContain('no longer taking applications');
    await api.deps.db
      .update(listings)
      .set({ isHidden: false, rentedPrice: 2000 })
      .where(eq(listings.id, listing.listingId));
    expect(errorCodes(await submitApplication(api, applicant, data))).toEqual([
      'RENTAL_APPLICATION_LISTING_CLOSED',
    ]);
  });

  it('refuses an application that names no listing, asking to choose the home', async () => {
    const listing = await listingTakingApplications(api);
    const applicant = await renter();
    const data = await applicationPayload(api, applicant, listing);
    const answer = await submitApplication(api, applicant, { ...data, listingId: '', unitId: '' });
    expect(errorCodes(answer)).toEqual(['RENTAL_APPLICATION_NO_LISTING']);
    expect(answer.errors![0]!.message).toContain('open its listing and press Apply');
  });

  it('creates one application for a clientId sent twice, and refuses a second open one', async () => {
    const listing = await listingTakingApplications(api);
    const applicant = await renter();
    const data = await applicationPayload(api, applicant, listing);
    const first = await submitApplication(api, applicant, data, { clientId: 'c-1' });
    const again = await submitApplication(api, applicant, data, { clientId: 'c-1' });
    expect(again.errors).toBeUndefined();
    expect(again.data!.createRental.application.id).toBe(first.data!.createRental.application.id);
    const other = await submitApplication(api, applicant, data, { clientId: 'c-2' });
    expect(errorCodes(other)).toEqual(['RENTAL_APPLICATION_ALREADY_SUBMITTED']);
    const rows = await api.deps.db
      .select()
      .from(rentalApplications)
      .where(eq(rentalApplications.applicantId, applicant.user.id));
    expect(rows).toHaveLength(1);
  });

  it('creates one application for the same clientId sent twice at once', async () => {
    const listing = await listingTakingApplications(api);
    const applicant = await renter();
    const data = await applicationPayload(api, applicant, listing);
    const both = await Promise.all([
      submitApplication(api, applicant, data, { clientId: 'same' }),
      submitApplication(api, applicant, data, { clientId: 'same' }),
    ]);
    expect(both.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect(both[1].data!.createRental.application.id).toBe(both[0].data!.createRental.application.id);
  });

  it("refuses someone else's file, a public file and a file type the key does not take", async () => {
    const listing = await listingTakingApplications(api);
    const applicant = await renter();
    const someoneElse = await renter();
    const [theirs] = await applicationPayload(api, someoneElse, listing).then((p) => p.govIdsFile);
    const stolen = await applicationPayload(api, applicant, listing, undefined, (d) => {
      d.documents.govIdsFile = [theirs!];
    });
    expect(errorCodes(await submitApplication(api, applicant, stolen))).toEqual(['FILE_NOT_FOUND']);
    const [publicPicture] = await storedUploads(api, applicant, 1);
    const exposed = await applicationPayload(api, applicant, listing, undefined, (d) => {
      d.documents.govIdsFile = [{ fileId: publicPicture!, name: 'id.jpg', size: 4, mimeType: 'image/jpeg' }];
    });
    expect(errorCodes(await submitApplication(api, applicant, exposed))).toEqual(['FILE_NOT_FOUND']);
    // The client says a picture; the bytes stored said a PDF.
    const badType = await applicationPayload(api, applicant, listing);
    await api.deps.db
      .update(fileObjects)
      .set({ mimeType: 'application/pdf' })
      .where(
        inArray(
          fileObjects.id,
          badType.petFiles.map((f) => f.fileId),
        ),
      );
    expect(errorCodes(await submitApplication(api, applicant, badType))).toEqual([
      'RENTAL_APPLICATION_FILE_TYPE',
    ]);
  });

  it('refuses an invalid or partial SIN', async () => {
    const listing = await listingTakingApplications(api);
    const applicant = await renter();
    const luhn = await applicationPayload(api, applicant, listing, undefined, (d) => {
      d.documents.sin = '046454287';
    });
    const refused = await submitApplication(api, applicant, luhn);
    expect(errorCodes(refused)).toEqual(['RENTAL_APPLICATION_PAGE_INVALID']);
    expect(refused.errors![0]!.extensions).toMatchObject({ params: { path: 'documents.sin' } });
    const partial = await applicationPayload(api, applicant, listing, undefined, (d) => {
      d.documents.sin = '04645';
    });
    expect(errorCodes(await submitApplication(api, applicant, partial))).toEqual([
      'RENTAL_APPLICATION_SIN_INVALID',
    ]);
  });

  it('refuses visitors and the listing’s own landlord', async () => {
    const listing = await listingTakingApplications(api);
    const data = await applicationPayload(api, listing.landlord, listing);
    expect(errorCodes(await submitApplication(api, null, data))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await submitApplication(api, listing.landlord, data))).toEqual([
      'RENTAL_APPLICATION_OWN_LISTING',
    ]);
  });
});
