import { CONTACT_REQUEST_RULES } from '@rentals/domain/contact/limits';
import { SUPPORT_EMAIL } from '@rentals/domain/contact';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/mail';
import { contactMessages, contactReplies } from '../../db/schema/site-forms';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { CONTACT_COPY_TEMPLATE, CONTACT_REPLY_TEMPLATE, CONTACT_TO_SUPPORT_TEMPLATE } from './contact-emails';

const SEND = 'mutation($d: JSON!) { sendContactMessage(data: $d) }';
const LIST =
  '{ contactMessages(first: 100) { count unhandledCount items { id name topic context locale handledAt replyCount } } }';
const REPLY = `mutation($id: ID!, $b: String!) { replyToContactMessage(id: $id, body: $b) {
  id handledAt replyCount replies { body author { email } } } }`;
const HANDLED =
  'mutation($id: ID!, $h: Boolean!) { markContactMessageHandled(id: $id, handled: $h) { id handledAt } }';

let api: TestApi;
let admin: CreatedUser;
let ipSeq = 0;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

const message = (over: Record<string, unknown> = {}) => ({
  name: 'Ana Roy',
  email: `ana${++ipSeq}@example.test`,
  topic: 'PAYMENTS',
  message: 'How do I pay the boost?',
  ...over,
});

function send(data: Record<string, unknown>, opts: { locale?: string; ip?: string; token?: string } = {}) {
  return api.execute<{ sendContactMessage: boolean }>(
    SEND,
    { d: data },
    {
      token: opts.token,
      headers: { 'accept-language': opts.locale ?? 'en', 'x-forwarded-for': opts.ip ?? `10.2.0.${++ipSeq}` },
    },
  );
}

const rowsFor = (email: string) =>
  api.deps.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const mailsTo = (to: string) => api.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

describe('sendContactMessage', () => {
  it('stores the message with its context and language, e-mails support and a French copy', async () => {
    const data = message({ context: 'Paying rent online', email: 'lea@example.test' });
    const r = await send(data, { locale: 'fr' });
    expect(r.data).toEqual({ sendContactMessage: true });
    const [row] = await rowsFor('lea@example.test');
    expect(row).toMatchObject({
      topic: 'PAYMENTS',
      context: 'Paying rent online',
      locale: 'fr',
      handledAt: null,
    });
    const [copy] = await mailsTo('lea@example.test');
    expect(copy).toMatchObject({ template: CONTACT_COPY_TEMPLATE, subject: 'Nous avons reçu votre message' });
    expect(copy!.textBody).toContain('Sujet : Paiements et forfaits');
    expect(copy!.textBody).toContain('How do I pay the boost?');
    const support = (await mailsTo(SUPPORT_EMAIL)).filter((m) => m.textBody.includes('lea@example.test'));
    expect(support).toHaveLength(1);
    expect(support[0]).toMatchObject({ template: CONTACT_TO_SUPPORT_TEMPLATE });
    expect(support[0]!.subject).toBe('Contact form: Payments and plans – Ana Roy');
    expect(support[0]!.textBody).toContain('/adminInbox?tab=contact');
  });

  it('links the message to the signed-in sender', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    await send(message({ email: 'signed@example.test' }), { token: renter.token });
    expect((await rowsFor('signed@example.test'))[0]?.userId).toBe(renter.user.id);
  });

  it('drops a message with the honeypot filled: a success, nothing written, nothing sent', async () => {
    const r = await send(message({ email: 'bot@example.test', website: 'http://spam.example' }));
    expect(r.data).toEqual({ sendContactMessage: true });
    expect(await rowsFor('bot@example.test')).toEqual([]);
    expect(await mailsTo('bot@example.test')).toEqual([]);
  });

  it('refuses missing fields with coded en/fr messages and writes nothing', async () => {
    const r = await send(
      { name: ' ', email: 'nobody@example.test', topic: 'NOPE', message: '' },
      { locale: 'fr' },
    );
    expect(errorCodes(r)).toEqual(['VALIDATION_FAILED']);
    const fields = r.errors?.[0]?.extensions?.fields as { path: string; key: string; message: string }[];
    expect(fields.map((f) => `${f.path}:${f.key}`)).toEqual([
      'name:required',
      'topic:invalidChoice',
      'message:required',
    ]);
    expect(fields[0]!.message).toMatch(/Nom/);
    expect(await rowsFor('nobody@example.test')).toEqual([]);
    expect(await mailsTo('nobody@example.test')).toEqual([]);
  });

  it('makes one mailbox wait after its free messages, from any address', async () => {
    const email = 'many@example.test';
    for (let i = 0; i < CONTACT_REQUEST_RULES.address.freeAttempts; i++) {
      expect((await send(message({ email }))).errors).toBeUndefined();
    }
    expect(errorCodes(await send(message({ email })))).toEqual(['TOO_MANY_ATTEMPTS']);
    expect(await rowsFor(email)).toHaveLength(CONTACT_REQUEST_RULES.address.freeAttempts);
  });

  it('makes one client address wait after its free messages', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < CONTACT_REQUEST_RULES.ip.freeAttempts; i++) {
      expect((await send(message(), { ip })).errors).toBeUndefined();
    }
    const blocked = await send(message({ email: 'late@example.test' }), { ip, locale: 'fr' });
    expect(errorCodes(blocked)).toEqual(['TOO_MANY_ATTEMPTS']);
    expect(blocked.errors?.[0]?.message).toMatch(/Trop de tentatives/);
    expect(await rowsFor('late@example.test')).toEqual([]);
  });
});

describe('contact messages in the staff inbox', () => {
  it('lists unhandled messages first, newest first, and answers in the sender’s language', async () => {
    await send(message({ email: 'first@example.test', topic: 'ACCOUNT' }), { locale: 'fr' });
    await send(message({ email: 'second@example.test' }));
    const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
      api.execute<T>(query, variables, { token: admin.token });
    type List = {
      contactMessages: {
        count: number;
        unhandledCount: number;
        items: { id: string; handledAt: string | null }[];
      };
    };
    const before = (await asAdmin<List>(LIST)).data!.contactMessages;
    const [first] = await rowsFor('first@example.test');
    const [second] = await rowsFor('second@example.test');
    expect(before.items.slice(0, 2).map((i) => i.id)).toEqual([second!.id, first!.id]);

    const replied = await asAdmin<{
      replyToContactMessage: { handledAt: string; replyCount: number; replies: unknown[] };
    }>(REPLY, { id: first!.id, b: 'Vous pouvez changer votre courriel dans Profil.' });
    expect(replied.errors).toBeUndefined();
    expect(replied.data!.replyToContactMessage).toMatchObject({
      replyCount: 1,
      replies: [
        { body: 'Vous pouvez changer votre courriel dans Profil.', author: { email: admin.user.email } },
      ],
    });
    expect(replied.data!.replyToContactMessage.handledAt).not.toBeNull();
    const reply = (await mailsTo('first@example.test')).find((m) => m.template === CONTACT_REPLY_TEMPLATE);
    expect(reply?.subject).toBe('Réponse à votre message');
    expect(reply?.textBody).toContain('Vous pouvez changer votre courriel dans Profil.');
    expect(reply?.textBody).toContain('> How do I pay the boost?');

    // Handled ones go after those still waiting; 'not handled' brings it back.
    const after = (await asAdmin<List>(LIST)).data!.contactMessages;
    expect(after.unhandledCount).toBe(before.unhandledCount - 1);
    expect(after.items.findIndex((i) => i.id === first!.id)).toBeGreaterThan(
      after.items.findIndex((i) => i.id === second!.id),
    );
    const reopened = await asAdmin<{ markContactMessageHandled: { handledAt: string | null } }>(HANDLED, {
      id: first!.id,
      h: false,
    });
    expect(reopened.data!.markContactMessageHandled.handledAt).toBeNull();
  });

  it('refuses an empty answer or an unknown message, and sends nothing', async () => {
    const [row] = await rowsFor('second@example.test');
    const empty = await api.execute(REPLY, { id: row!.id, b: '  ' }, { token: admin.token });
    expect(errorCodes(empty)).toEqual(['VALIDATION_FAILED']);
    const unknown = await api.execute(
      REPLY,
      { id: '00000000-0000-4000-8000-000000000000', b: 'Hi' },
      { token: admin.token },
    );
    expect(errorCodes(unknown)).toEqual(['CONTACT_MESSAGE_NOT_FOUND']);
    expect(
      await api.deps.db.select().from(contactReplies).where(eq(contactReplies.contactMessageId, row!.id)),
    ).toEqual([]);
    expect(
      (await mailsTo('second@example.test')).filter((m) => m.template === CONTACT_REPLY_TEMPLATE),
    ).toEqual([]);
  });
});
