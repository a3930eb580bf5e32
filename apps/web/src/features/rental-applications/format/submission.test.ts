import { emptyRentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRentalVariables, forgetSubmissionClientId, submissionClientId } from './submission';
import { createUploadTracker } from './upload-tracker';

describe('the createRental payload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the spec's flattened names with the files already uploaded", () => {
    const draft = emptyRentalApplicationDraft(new Date(2026, 10, 26));
    draft.applicant.address.street = '12 rue Sainte-Catherine';
    draft.applicant.reachingTime.notSure = true;
    draft.applicant.landlordName = 'Jo Landlord';
    draft.vehiclesAndOccupants.coOccupants = '1';
    draft.vehiclesAndOccupants.occupant_1_name = 'Sam';
    draft.documents.govIdsFile = [{ fileId: 'f1', name: 'id.pdf', size: 1200, mimeType: 'application/pdf' }];
    draft.signature.signature = 'data:image/png;base64,AAAA';

    const { data, clientId } = createRentalVariables(
      draft,
      'attempt-1',
      new Date('2026-11-26T15:00:00Z'),
      false,
    );
    expect(clientId).toBe('attempt-1');
    expect(createRentalVariables(draft, 'attempt-1', new Date(), true).creditCheckConsent).toBe(true);
    expect(data).toMatchObject({
      address_street: '12 rue Sainte-Catherine',
      reachingTime_notSure: true,
      currentLandlordName: 'Jo Landlord',
      co_occupants: '1',
      occupant_one_name: 'Sam',
      govIdsFile: [{ fileId: 'f1', name: 'id.pdf', size: 1200, mimeType: 'application/pdf' }],
      signature: 'data:image/png;base64,AAAA',
      createdAt: '2026-11-26T15:00:00.000Z',
      applicationDate: '2026-11-26T00:00:00.000Z',
    });
    expect(data).not.toHaveProperty('confirmEmail');
  });

  it('keeps one clientId for every retry of a submission, a new one after success', () => {
    const items = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    });
    const first = submissionClientId();
    expect(submissionClientId()).toBe(first);
    forgetSubmissionClientId();
    expect(submissionClientId()).not.toBe(first);
  });
});

describe('uploads in flight at submit time', () => {
  it('waits for them, reports per-file progress and adds their references', async () => {
    const finish: ((value: { fileId: string; name: string; size: number; mimeType: string }) => void)[] = [];
    const progress: number[] = [];
    const done: string[] = [];
    const tracker = createUploadTracker(
      (file, onProgress) =>
        new Promise((resolve) => {
          onProgress(40);
          finish.push(resolve);
        }),
      (key, file) => done.push(`${key}:${file.fileId}`),
    );
    tracker.subscribe(() => progress.push(tracker.list()[0]?.progress ?? 100));
    tracker.start('govIdsFile', [new File(['x'], 'id.pdf')]);
    expect(tracker.list()[0]).toMatchObject({ status: 'uploading', progress: 40 });

    const settled = tracker.settled();
    finish[0]!({ fileId: 'f1', name: 'id.pdf', size: 1, mimeType: 'application/pdf' });
    await expect(settled).resolves.toBe(true);
    expect(done).toEqual(['govIdsFile:f1']);
    expect(progress).toContain(40);
  });

  it('keeps a failed upload with its file for Retry, and reports the failure', async () => {
    let fail = true;
    const tracker = createUploadTracker(
      () =>
        fail
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ fileId: 'f2', name: 'a.png', size: 1, mimeType: 'image/png' }),
      () => undefined,
    );
    tracker.start('petFiles', [new File(['x'], 'a.png')]);
    await expect(tracker.settled()).resolves.toBe(false);
    const [failed] = tracker.list();
    expect(failed).toMatchObject({ status: 'failed' });
    fail = false;
    tracker.retry(failed!.id);
    await expect(tracker.settled()).resolves.toBe(true);
    expect(tracker.list()).toEqual([]);
  });
});
