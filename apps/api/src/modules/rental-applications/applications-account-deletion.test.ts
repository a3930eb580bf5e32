import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileObjects } from '../../db/schema/files';
import { bookings, messages, rooms } from '../../db/schema/messaging';
import { rentalApplications } from '../../db/schema/rental-applications';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, type TestApi } from '../../test/harness';
import { submittedApplication } from './test-applications';

/*
 * Deleting an applicant's account (deleteUser) erases their applications as deleting their renter
 * passport does and keeps them, unlinked, so the landlord keeps the status history.
 */

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

const OPEN = `query($id: ID!) { rentalApplication(id: $id) { status details sin applicantName
  share { state } history { toStatus } } }`;
const LIST = '{ landlordRentalApplications { count items { id status } } }';

describe('deleting an applicant', () => {
  it('withdraws and erases their applications, which the landlord keeps with their history', async () => {
    const { landlord, listingId, applicant, application } = await submittedApplication(api);
    const deleted = await api.execute(
      'mutation($id: ID!) { deleteUser(id: $id) }',
      { id: applicant.user.id },
      {
        token: admin.token,
      },
    );
    expect(deleted.errors).toBeUndefined();

    const [row] = await api.deps.db
      .select()
      .from(rentalApplications)
      .where(eq(rentalApplications.id, application.id));
    expect(row).toMatchObject({ applicantId: null, status: 'WITHDRAWN', sinEncrypted: null });
    expect(row!.erasedAt).toBeInstanceOf(Date);
    expect(
      await api.deps.db.select().from(fileObjects).where(eq(fileObjects.ownerId, applicant.user.id)),
    ).toEqual([]);
    const seen = await api.execute<{ rentalApplication: Record<string, unknown> }>(
      OPEN,
      { id: application.id },
      { token: landlord.token },
    );
    expect(seen.data!.rentalApplication).toEqual({
      status: 'WITHDRAWN',
      details: null,
      sin: null,
      applicantName: '',
      share: { state: 'ERASED' },
      history: [{ toStatus: 'SUBMITTED' }, { toStatus: 'WITHDRAWN' }],
    });
    const list = await api.execute<{ landlordRentalApplications: { items: { id: string }[] } }>(
      LIST,
      {},
      {
        token: landlord.token,
      },
    );
    expect(list.data!.landlordRentalApplications.items.map((i) => i.id)).toEqual([application.id]);
    // The landlord was told in the conversation they keep, as for a withdrawal.
    const notices = await api.deps.db
      .select({ text: messages.text })
      .from(messages)
      .innerJoin(rooms, eq(rooms.id, messages.roomId))
      .innerJoin(bookings, eq(bookings.id, rooms.bookingId))
      .where(eq(bookings.listingId, listingId))
      .orderBy(asc(messages.createdAt));
    expect(notices.map((m) => m.text)).toEqual([
      'RENTAL_APPLICATION_SUBMITTED',
      'RENTAL_APPLICATION_WITHDRAWN',
    ]);
  });
});
