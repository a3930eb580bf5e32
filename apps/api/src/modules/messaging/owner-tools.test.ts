import { SAVED_REPLIES_MAX, SAVED_REPLY_MAX_LENGTH } from '@rentals/domain/messaging/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, rooms } from '../../db/schema/messaging';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';
import { approvedListingOf } from '../listings/test-listings';
import type { Db } from '../../db/client';
import { responseTimeLoader } from './response-time.service';
import { CREATE_BOOKING } from './test-rooms';

/* A listing owner's saved replies and response-time badge (issue 16). */

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const LIST = '{ savedReplies { id title text } }';
const CREATE = `mutation($data: SavedReplyInput!) { createSavedReply(data: $data) { id title text } }`;
const DELETE = 'mutation($id: ID!) { deleteSavedReply(id: $id) }';
const UPDATE = `mutation($id: ID!, $data: SavedReplyInput!) {
  updateSavedReply(id: $id, data: $data) { id title text }
}`;

describe('saved replies', () => {
  it('are kept by a landlord, oldest first, up to the limit, and deleted by their owner only', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const created: string[] = [];
    for (let i = 1; i <= SAVED_REPLIES_MAX; i++) {
      const reply = await api.execute<{ createSavedReply: { id: string } }>(
        CREATE,
        { data: { title: ` Reply ${i} `, text: `Text ${i}` } },
        { token: landlord.token },
      );
      expect(reply.errors).toBeUndefined();
      created.push(reply.data!.createSavedReply.id);
    }
    const list = await api.execute<{ savedReplies: { id: string; title: string }[] }>(
      LIST,
      {},
      { token: landlord.token },
    );
    expect(list.data?.savedReplies.map((r) => r.id)).toEqual(created);
    expect(list.data?.savedReplies[0]?.title).toBe('Reply 1');

    for (const locale of ['en', 'fr']) {
      const full = await api.execute(
        CREATE,
        { data: { title: 'One more', text: 'Too many' } },
        { token: landlord.token, headers: { 'x-locale': locale } },
      );
      expect(errorCodes(full)).toEqual(['SAVED_REPLIES_FULL']);
      expect(full.errors?.[0]?.message).toBe(
        locale === 'en'
          ? `You can keep at most ${SAVED_REPLIES_MAX} saved replies. Delete one to add another.`
          : `Vous pouvez garder au plus ${SAVED_REPLIES_MAX} réponses enregistrées. Supprimez-en une pour en ajouter une autre.`,
      );
    }

    const other = await api.factories.user({ userType: 'LANDLORD' });
    const notTheirs = await api.execute(DELETE, { id: created[0] }, { token: other.token });
    expect(errorCodes(notTheirs)).toEqual(['SAVED_REPLY_NOT_FOUND']);
    const deleted = await api.execute(DELETE, { id: created[0] }, { token: landlord.token });
    expect(deleted.data).toEqual({ deleteSavedReply: true });
    const room = await api.execute(
      CREATE,
      { data: { title: 'Now there is room', text: 'Hi' } },
      { token: landlord.token },
    );
    expect(room.errors).toBeUndefined();
  });

  it('are rewritten by their owner only, with the same checks as a new one', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const created = await api.execute<{ createSavedReply: { id: string } }>(
      CREATE,
      { data: { title: 'Viewing', text: 'Visits on Saturdays.' } },
      { token: landlord.token },
    );
    const id = created.data!.createSavedReply.id;
    const updated = await api.execute(
      UPDATE,
      { id, data: { title: ' Viewings ', text: 'Visits on Saturdays and Sundays.' } },
      { token: landlord.token },
    );
    expect(updated.data).toEqual({
      updateSavedReply: { id, title: 'Viewings', text: 'Visits on Saturdays and Sundays.' },
    });

    const invalid = await api.execute(
      UPDATE,
      { id, data: { title: 'Viewings', text: 'x'.repeat(SAVED_REPLY_MAX_LENGTH + 1) } },
      { token: landlord.token },
    );
    expect(errorCodes(invalid)).toEqual(['VALIDATION_FAILED']);
    const other = await api.factories.user({ userType: 'LANDLORD' });
    const notTheirs = await api.execute(
      UPDATE,
      { id, data: { title: 'Mine', text: 'Mine now' } },
      { token: other.token },
    );
    expect(errorCodes(notTheirs)).toEqual(['SAVED_REPLY_NOT_FOUND']);
    const renter = await api.factories.user({ userType: 'RENTER' });
    const refused = await api.execute(
      UPDATE,
      { id, data: { title: 'Mine', text: 'Mine now' } },
      { token: renter.token },
    );
    expect(errorCodes(refused)).toEqual(['NO_ACCESS']);
    const list = await api.execute<{ savedReplies: { text: string }[] }>(LIST, {}, { token: landlord.token });
    expect(list.data?.savedReplies.map((r) => r.text)).toEqual(['Visits on Saturdays and Sundays.']);
  });

  it('refuses an empty title or an over-long text, and renters who own no listing', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const invalid = await api.execute(
      CREATE,
      { data: { title: '  ', text: 'x'.repeat(SAVED_REPLY_MAX_LENGTH + 1) } },
      { token: landlord.token },
    );
    expect(errorCodes(invalid)).toEqual(['VALIDATION_FAILED']);
    expect(
      (invalid.errors?.[0]?.extensions?.fields as { path: string; key: string }[]).map((f) => [
        f.path,
        f.key,
      ]),
    ).toEqual([
      ['title', 'required'],
      ['text', 'tooLong'],
    ]);

    const renter = await api.factories.user({ userType: 'RENTER' });
    expect(errorCodes(await api.execute(LIST, {}, { token: renter.token }))).toEqual(['NO_ACCESS']);
    // Anyone who owns a listing receives conversations, and may keep replies.
    const admin = await api.factories.user({ userType: 'ADMIN' });
    await approvedListingOf(api, admin);
    const adminReply = await api.execute(
      CREATE,
      { data: { title: 'Hi', text: 'Hello' } },
      { token: admin.token },
    );
    expect(adminReply.errors).toBeUndefined();
  });
});

const MINUTE = 60_000;
const BADGE = 'query($id: ID!) { landlordResponseTime(userId: $id) { medianMinutes bucket conversations } }';

/**
 * A conversation about `landlord`'s listing whose first message was sent `daysAgo` days ago and
 * answered by the landlord after `replyMinutes` (never when null).
 */
async function conversation(landlord: CreatedUser, daysAgo: number, replyMinutes: number | null) {
  const listing = await approvedListingOf(api, landlord);
  const renter = await api.factories.user();
  const opened = await api.execute<{ createBooking: { room: string } }>(
    CREATE_BOOKING,
    { data: { listing: listing.id, text: 'Is it available?' } },
    { token: renter.token },
  );
  const roomId = opened.data!.createBooking.room;
  const firstAt = new Date(Date.now() - daysAgo * 24 * 60 * MINUTE);
  await api.deps.db.update(messages).set({ createdAt: firstAt }).where(eq(messages.roomId, roomId));
  await api.deps.db.update(rooms).set({ createdAt: firstAt }).where(eq(rooms.id, roomId));
  if (replyMinutes !== null) {
    await api.deps.db.insert(messages).values([
      // The owner's first reply, then a later one that does not count.
      {
        roomId,
        senderId: landlord.user.id,
        type: 'TEXT',
        text: 'Yes',
        createdAt: new Date(firstAt.getTime() + replyMinutes * MINUTE),
      },
      {
        roomId,
        senderId: landlord.user.id,
        type: 'TEXT',
        text: 'Later',
        createdAt: new Date(firstAt.getTime() + (replyMinutes + 600) * MINUTE),
      },
    ]);
  }
  return listing;
}

describe('the response-time badge', () => {
  it("is the median of the owner's first replies over their latest conversations", async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const listing = await conversation(landlord, 1, 15);
    await conversation(landlord, 2, 30);
    const badge = async () =>
      (await api.execute<{ landlordResponseTime: unknown }>(BADGE, { id: landlord.user.id })).data
        ?.landlordResponseTime;
    // Two answered, and one too young to count unanswered: no badge yet.
    await conversation(landlord, 0, null);
    expect(await badge()).toBeNull();

    await conversation(landlord, 3, 30 * 60);
    expect(await badge()).toEqual({ medianMinutes: 30, bucket: 'WITHIN_AN_HOUR', conversations: 3 });

    // The same badge on the owner's public listing, for a visitor, and on each listing of a list.
    const page = await api.execute<{ listing: { responseTime: unknown } }>(
      'query($id: ID!) { listing(id: $id) { responseTime { medianMinutes bucket conversations } } }',
      { id: listing.id },
    );
    expect(page.data?.listing.responseTime).toEqual(await badge());
    const own = await api.execute<{
      searchBuildingByLandlord: { responseTime: { bucket: string } | null }[];
    }>('{ searchBuildingByLandlord(first: 10) { responseTime { bucket } } }', {}, { token: landlord.token });
    expect(own.data?.searchBuildingByLandlord.map((l) => l.responseTime?.bucket)).toEqual(
      Array(4).fill('WITHIN_AN_HOUR'),
    );
  });

  it('counts a week-old unanswered conversation as the slowest, and shows nothing for slow owners', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    await conversation(landlord, 10, 60);
    await conversation(landlord, 11, 120);
    await conversation(landlord, 12, null);
    const badge = await api.execute(BADGE, { id: landlord.user.id });
    expect(badge.data).toEqual({
      landlordResponseTime: { medianMinutes: 120, bucket: 'WITHIN_A_FEW_HOURS', conversations: 3 },
    });

    const slow = await api.factories.user({ userType: 'LANDLORD' });
    for (const days of [10, 11, 12]) await conversation(slow, days, 5 * 24 * 60);
    expect((await api.execute(BADGE, { id: slow.user.id })).data).toEqual({ landlordResponseTime: null });
  });

  it('is read once per request for all the owners of a list', async () => {
    const landlords = await Promise.all([1, 2, 3].map(() => api.factories.user({ userType: 'LANDLORD' })));
    let statements = 0;
    const counting = new Proxy(api.deps.db, {
      get: (target, key, receiver) =>
        key === 'execute'
          ? (...args: Parameters<Db['execute']>) => (statements++, target.execute(...args))
          : Reflect.get(target, key, receiver),
    });
    const load = responseTimeLoader(counting, {});
    const ids = [...landlords, landlords[0]!].map((l) => l.user.id);
    expect(await Promise.all(ids.map((id) => load(id)))).toEqual([null, null, null, null]);
    expect(statements).toBe(1);
  });

  it('is null for a user without conversations or an id that is not one', async () => {
    const renter = await api.factories.user();
    expect((await api.execute(BADGE, { id: renter.user.id })).data).toEqual({ landlordResponseTime: null });
    expect((await api.execute(BADGE, { id: 'not-an-id' })).data).toEqual({ landlordResponseTime: null });
  });
});
