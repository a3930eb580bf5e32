import { sampleTenantApplication } from '@rentals/domain/rental-applications/sample-applications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentalApplicationDrafts } from '../../db/schema/rental-applications';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { DRAFT_MAX_CHARS } from './application-drafts.service';
import { applicationPayload, listingTakingApplications, submitApplication } from './test-applications';

/* The draft saved to the account (issue 18): saved, read back on another device, never a SIN. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const SAVE = 'mutation($d: JSON!) { saveRentalApplicationDraft(draft: $d) }';
const READ = '{ rentalApplicationDraft }';
const DELETE = 'mutation { deleteRentalApplicationDraft }';

describe('rental application drafts', () => {
  it('keeps the draft with its files for the account, without the SIN, until it is deleted', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    const draft = sampleTenantApplication(new Date());
    const saved = await api.execute(SAVE, { d: draft }, { token: renter.token });
    expect(saved.errors).toBeUndefined();
    const [row] = await api.deps.db
      .select()
      .from(rentalApplicationDrafts)
      .where(eq(rentalApplicationDrafts.userId, renter.user.id));
    expect(JSON.stringify(row!.data)).not.toContain(draft.documents.sin);
    // Another session of the same account (another device) reads it back.
    const read = await api.execute<{ rentalApplicationDraft: typeof draft }>(
      READ,
      {},
      { token: renter.token },
    );
    expect(read.data!.rentalApplicationDraft).toEqual({
      ...draft,
      documents: { ...draft.documents, sin: '' },
    });
    expect(read.data!.rentalApplicationDraft.documents.govIdsFile).toEqual(draft.documents.govIdsFile);
    const other = await api.factories.user({ userType: 'RENTER' });
    expect((await api.execute(READ, {}, { token: other.token })).data).toEqual({
      rentalApplicationDraft: null,
    });
    expect((await api.execute(DELETE, {}, { token: renter.token })).data).toEqual({
      deleteRentalApplicationDraft: true,
    });
    expect((await api.execute(READ, {}, { token: renter.token })).data).toEqual({
      rentalApplicationDraft: null,
    });
  });

  it('refuses a draft of the wrong shape and one too large', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    const draft = sampleTenantApplication(new Date());
    const wrong = await api.execute(
      SAVE,
      { d: { ...draft, offer: { ...draft.offer, yourOffer: 'a lot' } } },
      { token: renter.token },
    );
    expect(errorCodes(wrong)).toEqual(['VALIDATION_FAILED']);
    const huge = { ...draft, documents: { ...draft.documents, intro: 'x'.repeat(DRAFT_MAX_CHARS) } };
    const large = await api.execute(SAVE, { d: huge }, { token: renter.token });
    expect(large.errors).toBeDefined();
    expect(
      await api.deps.db
        .select()
        .from(rentalApplicationDrafts)
        .where(eq(rentalApplicationDrafts.userId, renter.user.id)),
    ).toEqual([]);
  });

  it('is deleted once the application is submitted', async () => {
    const listing = await listingTakingApplications(api);
    const renter = await api.factories.user({ userType: 'RENTER' });
    await api.execute(SAVE, { d: sampleTenantApplication(new Date()) }, { token: renter.token });
    const submitted = await submitApplication(api, renter, await applicationPayload(api, renter, listing));
    expect(submitted.errors).toBeUndefined();
    expect((await api.execute(READ, {}, { token: renter.token })).data).toEqual({
      rentalApplicationDraft: null,
    });
  });
});
