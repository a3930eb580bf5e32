import fs from 'node:fs';
import path from 'node:path';
import { USER_UPLOAD_QUOTA_BYTES } from '@rentals/domain/files/limits';
import type { FilePathType } from '@rentals/domain/files/enums';
import { sampleTenantApplication } from '@rentals/domain/rental-applications/sample-applications';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testimonials } from '../../db/schema/content';
import { fileObjects } from '../../db/schema/files';
import { jobs } from '../../db/schema/jobs';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { runDueJobs } from '../jobs/job-runner';
import { createListingAs, storedUploads } from '../listings/test-listings';
import { openRoom } from '../messaging/test-rooms';
import { submittedApplication, withApplicantFiles } from '../rental-applications/test-applications';
import { submitAs } from '../verification/test-verification';
import { FILE_SWEEP_JOB, planFileSweep, sweepUnreferencedFiles } from './file-sweep.service';
import { DRAFT_HELD_GRACE_HOURS } from '@rentals/domain/files/sweep-rules';
import { fileOf, makeImage, PDF_BYTES } from './test-files';

/*
 * The sweep of unreferenced files: uploads nothing refers to go, row and stored bytes, once the
 * grace period (FILE_SWEEP_GRACE_HOURS, 24 by default) is over; files in use stay, whatever holds
 * them; the uploader's quota counts the freed bytes no more.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const HOUR = 3_600_000;
/** A sweep this long after the test's uploads finds them past the grace period. */
const afterGrace = () => new Date(Date.now() + 25 * HOUR);

const UPLOAD = `mutation($files: [Upload!]!, $pathType: FilePathType!) {
  multipleFileUpload(files: $files, pathType: $pathType) { id }
}`;
const UPDATE_USER = 'mutation($d: UpdateUserInput!) { updateUser(data: $d) { avatarUrl } }';

async function upload(user: CreatedUser, pathType: FilePathType, file?: File) {
  const body = file ?? fileOf(await makeImage(64, 64), 'me.jpg');
  const response = await api.upload<{ multipleFileUpload: { id: string }[] }>(
    UPLOAD,
    { files: [null], pathType },
    { 'files.0': body },
    { token: user.token },
  );
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.multipleFileUpload[0]!.id;
}

async function setAvatar(user: CreatedUser, id: string, url = `/files/${id}`) {
  const response = await api.execute(UPDATE_USER, { d: { avatarUrl: url } }, { token: user.token });
  expect(response.errors).toBeUndefined();
}

/** Whether the file's row is there and, when it has stored bytes, whether they are too. */
async function kept(id: string): Promise<{ row: boolean; bytes: boolean }> {
  const [row] = await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, id));
  return { row: !!row, bytes: !!row && fs.existsSync(path.join(api.uploadsDir, row.storageKey)) };
}

describe('file sweep', () => {
  it('deletes an unreferenced avatar, row and bytes, only once the grace period is over', async () => {
    const user = await api.factories.user();
    const id = await upload(user, 'AVATAR');
    const [row] = await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, id));
    const stored = path.join(api.uploadsDir, row!.storageKey);
    expect(fs.existsSync(stored)).toBe(true);

    await sweepUnreferencedFiles(api.deps);
    await sweepUnreferencedFiles(api.deps, new Date(Date.now() + 23 * HOUR));
    expect(await kept(id)).toEqual({ row: true, bytes: true });

    expect(await sweepUnreferencedFiles(api.deps, afterGrace())).toBeGreaterThanOrEqual(1);
    expect(await kept(id)).toEqual({ row: false, bytes: false });
    expect(fs.existsSync(stored)).toBe(false);
    // Nothing is left to do: a second run deletes nothing more.
    expect(await sweepUnreferencedFiles(api.deps, afterGrace())).toBe(0);
  });

  it('keeps the avatar in use and deletes the one it replaced', async () => {
    const user = await api.factories.user();
    const first = await upload(user, 'AVATAR');
    await setAvatar(user, first);
    const second = await upload(user, 'AVATAR');
    await setAvatar(user, second);

    await sweepUnreferencedFiles(api.deps, afterGrace());

    expect(await kept(first)).toEqual({ row: false, bytes: false });
    expect(await kept(second)).toEqual({ row: true, bytes: true });
  });

  it('keeps an avatar however its address was written (case, absolute)', async () => {
    const user = await api.factories.user();
    const upper = await upload(user, 'AVATAR');
    await setAvatar(user, upper, `/FILES/${upper.toUpperCase()}`);
    await sweepUnreferencedFiles(api.deps, afterGrace());
    expect(await kept(upper)).toEqual({ row: true, bytes: true });
  });

  it('keeps a referenced file of each kind, and deletes an abandoned listing picture', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const listing = await createListingAs(api, landlord);
    const [abandonedPicture] = await storedUploads(api, landlord, 1);

    const room = await openRoom(api);
    const attachment = await upload(room.landlord, 'MESSAGE_ATTACHMENT', fileOf(PDF_BYTES, 'lease.pdf'));
    const sent = await api.execute(
      'mutation($room: ID!, $url: ID!) { createMessage(room: $room, type: FILE, url: $url) { url } }',
      { room: room.roomId, url: attachment },
      { token: room.landlord.token },
    );
    expect(sent.errors).toBeUndefined();
    const unsentAttachment = await upload(
      room.landlord,
      'MESSAGE_ATTACHMENT',
      fileOf(PDF_BYTES, 'draft.pdf'),
    );

    const poster = await api.factories.user({ userType: 'LANDLORD' });
    expect((await submitAs(api, poster)).errors).toBeUndefined();
    const verificationFiles = await filesOf(poster, 'VERIFICATION_DOCUMENT');

    const { applicant } = await submittedApplication(api);
    const applicationFiles = await filesOf(applicant, 'RENTAL_APP');

    const renter = await api.factories.user({ userType: 'RENTER' });
    const draft = await withApplicantFiles(api, renter, sampleTenantApplication(new Date()));
    const saved = await api.execute(
      'mutation($d: JSON!) { saveRentalApplicationDraft(draft: $d) }',
      { d: draft },
      { token: renter.token },
    );
    expect(saved.errors).toBeUndefined();
    const draftFiles = await filesOf(renter, 'RENTAL_APP');

    const staff = await api.factories.user({ userType: 'ADMIN' });
    const [portrait] = await storedUploads(api, staff, 1, 'CONTENT_IMAGE');
    await api.deps.db
      .insert(testimonials)
      .values({ fullName: 'Aline', quote: 'Found a flat.', imageUrl: `/files/${portrait}` });
    const identity = await upload(renter, 'IDENTITY_DOCUMENT', fileOf(PDF_BYTES, 'id.pdf'));
    const [sealedLease] = await storedUploads(api, landlord, 1, 'LEASE_DOCUMENT');

    await sweepUnreferencedFiles(api.deps, afterGrace());

    const inUse = [
      ...listing.pictures.map((p) => p.fileId),
      attachment,
      ...verificationFiles,
      ...applicationFiles,
      ...draftFiles,
      portrait!,
      identity,
      sealedLease!,
    ];
    expect(verificationFiles.length).toBeGreaterThan(0);
    expect(applicationFiles.length).toBeGreaterThan(0);
    expect(draftFiles.length).toBeGreaterThan(0);
    for (const id of inUse) expect((await kept(id)).row, id).toBe(true);
    expect(await kept(abandonedPicture!)).toEqual({ row: false, bytes: false });
    // A message being written may hold its attachment in the browser for days: two weeks, then it goes.
    expect(await kept(unsentAttachment)).toEqual({ row: true, bytes: true });
    await sweepUnreferencedFiles(api.deps, new Date(Date.now() + (DRAFT_HELD_GRACE_HOURS + 1) * HOUR));
    expect(await kept(unsentAttachment)).toEqual({ row: false, bytes: false });
    for (const id of inUse) expect((await kept(id)).row, id).toBe(true);
  });

  it('frees the quota the swept files used', async () => {
    const user = await api.factories.user();
    // As if the user had filled their quota with uploads they then let go (a size is a 32-bit integer).
    const abandoned = await storedUploads(api, user, 6, 'AVATAR');
    await api.deps.db
      .update(fileObjects)
      .set({ size: Math.ceil(USER_UPLOAD_QUOTA_BYTES / abandoned.length) })
      .where(inArray(fileObjects.id, abandoned));
    const refused = await api.upload(
      UPLOAD,
      { files: [null], pathType: 'AVATAR' },
      { 'files.0': fileOf(await makeImage(64, 64), 'new.jpg') },
      { token: user.token },
    );
    expect(errorCodes(refused)).toEqual(['UPLOAD_QUOTA_EXCEEDED']);

    expect(await sweepUnreferencedFiles(api.deps, afterGrace())).toBeGreaterThanOrEqual(abandoned.length);

    expect(await upload(user, 'AVATAR')).toBeTruthy();
  });

  it('runs as a job that plans its next run, and two runs at once delete each file once', async () => {
    const user = await api.factories.user();
    const ids = [await upload(user, 'AVATAR'), await upload(user, 'AVATAR')];
    await planFileSweep(api.deps.db);
    const [planned] = await api.deps.db.select().from(jobs).where(eq(jobs.key, FILE_SWEEP_JOB));
    expect(planned!.runAt.getTime()).toBeGreaterThan(Date.now());

    await runDueJobs(api.deps, afterGrace());

    for (const id of ids) expect((await kept(id)).row).toBe(false);
    const [next] = await api.deps.db.select().from(jobs).where(eq(jobs.key, FILE_SWEEP_JOB));
    expect(next!.doneAt).toBeNull();
    expect(next!.runAt.getTime()).toBeGreaterThan(afterGrace().getTime() - HOUR);

    const more = [await upload(user, 'AVATAR'), await upload(user, 'AVATAR')];
    const counts = await Promise.all([
      sweepUnreferencedFiles(api.deps, afterGrace()),
      sweepUnreferencedFiles(api.deps, afterGrace()),
    ]);
    expect(counts[0]! + counts[1]!).toBe(more.length);
    for (const id of more) expect((await kept(id)).row).toBe(false);
  });
});

/** The ids of the files of one kind that a user uploaded. */
async function filesOf(user: CreatedUser, pathType: FilePathType): Promise<string[]> {
  const rows = await api.deps.db
    .select({ id: fileObjects.id })
    .from(fileObjects)
    .where(and(eq(fileObjects.ownerId, user.user.id), eq(fileObjects.pathType, pathType)));
  return rows.map((row) => row.id);
}
