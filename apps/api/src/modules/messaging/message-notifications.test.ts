import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/mail';
import { roomParticipants } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import { createTestApi, type TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';
import { updateNotificationSetting } from '../mail/notification.service';
import { NEW_MESSAGE_TEMPLATE } from './message-emails';
import { runDueJobs } from '../jobs/job-runner';
import { sendMessageEmails } from './message-notifications.service';
import { openRoom, type TestRoom } from './test-rooms';

/* New-message e-mails to participants who have not read a message (issue 16). */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
beforeEach(() =>
  updateNotificationSetting(api.deps.db, { kind: 'NEW_MESSAGE', enabled: true, recipients: [] }),
);

const POST = `mutation($room: ID!, $text: String) { createMessage(room: $room, text: $text) { id } }`;

async function post(room: TestRoom, from: CreatedUser, text: string) {
  const r = await api.execute<{ createMessage: { id: string } }>(
    POST,
    { room: room.roomId, text },
    { token: from.token },
  );
  await runDueJobs(api.deps);
  return r.data!.createMessage.id;
}

const mailsTo = (user: CreatedUser) =>
  api.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, NEW_MESSAGE_TEMPLATE), eq(emailOutbox.toAddress, user.user.email)))
    .orderBy(emailOutbox.createdAt);

/** Moves the participant's last e-mail back past the quiet period, as if the minutes had gone by. */
const quietPeriodPasses = (room: TestRoom, user: CreatedUser) =>
  api.deps.db
    .update(roomParticipants)
    .set({ lastEmailedAt: sql`now() - interval '16 minutes'` })
    .where(and(eq(roomParticipants.roomId, room.roomId), eq(roomParticipants.userId, user.user.id)));

describe('new-message e-mails', () => {
  it('send one per conversation within the quiet period, to the participant who has not read, in their language', async () => {
    const renter = await api.factories.user({ userType: 'RENTER', locale: 'fr' });
    const room = await openRoom(api, renter, 'Hello!');
    await runDueJobs(api.deps);
    // The landlord has not read the first message: one e-mail, in English; none to its sender.
    const [first] = await mailsTo(room.landlord);
    expect(first!.subject).toMatch(/^New message about “/);
    expect(first!.textBody).toContain(`http://localhost:3000/message?room=${room.roomId}`);
    expect(first!.textBody).not.toContain(renter.user.email);
    expect(await mailsTo(renter)).toEqual([]);

    await post(room, renter, 'Are pets allowed?');
    expect(await mailsTo(room.landlord)).toHaveLength(1);

    // The landlord answers: the renter, who has not read it, is told in French.
    await post(room, room.landlord, 'Yes, cats are welcome.');
    const [toRenter] = await mailsTo(renter);
    expect(toRenter!.subject).toMatch(/^Nouveau message au sujet de « /);
    expect(toRenter!.textBody).toContain('Yes, cats are welcome.');
    expect(toRenter!.textBody).not.toContain(room.landlord.user.email);

    await quietPeriodPasses(room, room.landlord);
    await post(room, renter, 'Great, when can I visit?');
    expect(await mailsTo(room.landlord)).toHaveLength(2);
  });

  it('skip a participant who has read the message by the time the job runs', async () => {
    const room = await openRoom(api);
    await runDueJobs(api.deps);
    // Still within the quiet period of the first e-mail: the background job claims nothing here.
    const read = await post(room, room.renter, 'Still there?');
    await api.execute(
      'mutation($r: ID!) { markRoomRead(roomId: $r) }',
      { r: room.roomId },
      { token: room.landlord.token },
    );
    await quietPeriodPasses(room, room.landlord);
    expect(await sendMessageEmails(api.deps, read)).toBe(0);
    const unread = await post(room, room.renter, 'Hello?');
    expect(await mailsTo(room.landlord)).toHaveLength(2);
    expect(await sendMessageEmails(api.deps, unread)).toBe(0);
  });

  it('send nothing while the kind is off, or to a user whose notifications are off', async () => {
    await updateNotificationSetting(api.deps.db, { kind: 'NEW_MESSAGE', enabled: false, recipients: [] });
    const off = await openRoom(api);
    await runDueJobs(api.deps);
    expect(await mailsTo(off.landlord)).toEqual([]);

    await updateNotificationSetting(api.deps.db, { kind: 'NEW_MESSAGE', enabled: true, recipients: [] });
    const room = await openRoom(api);
    await runDueJobs(api.deps);
    await api.deps.db.update(users).set({ notify: false }).where(eq(users.id, room.landlord.user.id));
    await quietPeriodPasses(room, room.landlord);
    await post(room, room.renter, 'Hello again');
    expect(await mailsTo(room.landlord)).toHaveLength(1);
  });

  it('carry an unsubscribe link that turns the e-mails off, and refuse a forged one', async () => {
    const room = await openRoom(api);
    await runDueJobs(api.deps);
    const [mail] = await mailsTo(room.landlord);
    const link = /http:\/\/localhost:3000\/message\/unsubscribe\?token=(\S+)/.exec(mail!.textBody);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    const UNSUBSCRIBE = 'mutation($t: String!) { unsubscribeMessageEmails(token: $t) }';

    const forged = `${room.renter.user.id}.${token.split('.')[1]}`;
    expect((await api.execute(UNSUBSCRIBE, { t: forged })).data).toEqual({ unsubscribeMessageEmails: false });
    expect((await api.execute(UNSUBSCRIBE, { t: 'nonsense' })).data).toEqual({
      unsubscribeMessageEmails: false,
    });

    // A visitor opens the link from the e-mail: no session needed.
    expect((await api.execute(UNSUBSCRIBE, { t: token })).data).toEqual({ unsubscribeMessageEmails: true });
    const [owner] = await api.deps.db.select().from(users).where(eq(users.id, room.landlord.user.id));
    expect(owner!.notify).toBe(false);
    const [renter] = await api.deps.db.select().from(users).where(eq(users.id, room.renter.user.id));
    expect(renter!.notify).toBe(true);

    await quietPeriodPasses(room, room.landlord);
    await post(room, room.renter, 'Anyone?');
    expect(await mailsTo(room.landlord)).toHaveLength(1);
  });
});
