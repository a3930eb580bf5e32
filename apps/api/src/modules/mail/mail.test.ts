import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailAdapter, type MailAdapter } from '../../adapters/mail/mail';
import { emailOutbox } from '../../db/schema/mail';
import { DEMO_SUB_ADMIN_PERMISSIONS } from '../../db/seed/demo-users';
import { createLogger } from '../../logger';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { subscribeConfirmed } from '../newsletter/test-newsletter';
import { createListingAs } from '../listings/test-listings';
import { NEW_LISTING_REQUEST_TEMPLATE } from './new-listing-email';

/* E-mail configuration: staff notifications (and the new listing request they send) and the outbox. */

let api: TestApi;
let admin: CreatedUser;
let landlord: CreatedUser;
let flushes = 0;

beforeAll(async () => {
  // The outbox adapter, counting the deliveries started.
  const outbox = createMailAdapter({ from: 'test@rentals.local', log: createLogger('silent') });
  const mail: MailAdapter = {
    ...outbox,
    flushSoon: (db) => {
      flushes++;
      outbox.flushSoon(db);
    },
  };
  api = await createTestApi({ mail });
  admin = await api.factories.user({ userType: 'ADMIN' });
  landlord = await api.factories.user({ userType: 'LANDLORD' });
});
afterAll(() => api.close());

const SETTINGS = '{ notificationSettings { kind enabled recipients updatedAt } }';
const UPDATE = `mutation($kind: NotificationKind!, $enabled: Boolean!, $recipients: [String!]!) {
  updateNotificationSetting(kind: $kind, enabled: $enabled, recipients: $recipients) { kind enabled recipients updatedAt } }`;
const OUTBOX = `query($status: OutboxStatus, $first: Int, $skip: Int) { emailOutbox(status: $status, first: $first, skip: $skip) {
  count items { id to subject template status attempts lastError createdAt sentAt } } }`;

interface OutboxPage {
  emailOutbox: { count: number; items: { id: string; to: string; template: string; status: string }[] };
}

const asAdmin = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
  api.execute<T>(query, variables, { token: admin.token });

const requestMails = () =>
  api.deps.db.select().from(emailOutbox).where(eq(emailOutbox.template, NEW_LISTING_REQUEST_TEMPLATE));

describe('notification settings', () => {
  it('answers every kind the product sends, enabled with no recipients until saved', async () => {
    const r = await asAdmin('{ notificationSettings { kind enabled takesRecipients recipients updatedAt } }');
    const unsaved = { enabled: true, recipients: [], updatedAt: null };
    expect(r.data).toEqual({
      notificationSettings: [
        { kind: 'NEW_LISTING_REQUEST', takesRecipients: true, ...unsaved },
        { kind: 'LISTING_APPROVED', takesRecipients: false, ...unsaved },
        { kind: 'LISTING_REJECTED', takesRecipients: false, ...unsaved },
        { kind: 'NEWSLETTER_WELCOME', takesRecipients: false, ...unsaved },
        { kind: 'ENQUIRY_TO_STAFF', takesRecipients: true, ...unsaved },
        { kind: 'ENQUIRY_TO_LANDLORD', takesRecipients: false, ...unsaved },
        { kind: 'NEW_MESSAGE', takesRecipients: false, ...unsaved },
        { kind: 'VIEWING_REQUEST_TO_STAFF', takesRecipients: true, ...unsaved },
        { kind: 'VIEWING_REQUESTED', takesRecipients: false, ...unsaved },
        { kind: 'VIEWING_CONFIRMED', takesRecipients: false, ...unsaved },
        { kind: 'VIEWING_UPDATED', takesRecipients: false, ...unsaved },
        { kind: 'VIEWING_CANCELLED', takesRecipients: false, ...unsaved },
        { kind: 'VIEWING_REMINDER', takesRecipients: false, ...unsaved },
        { kind: 'LEASE_REQUEST_TO_STAFF', takesRecipients: true, ...unsaved },
        { kind: 'PREMIUM_REQUEST_TO_STAFF', takesRecipients: true, ...unsaved },
        { kind: 'PAYMENT_RECEIPT', takesRecipients: false, ...unsaved },
        { kind: 'SAVED_SEARCH_ALERT', takesRecipients: false, ...unsaved },
        { kind: 'SAVED_HOME_PRICE_DROP', takesRecipients: false, ...unsaved },
        { kind: 'CONTACT_TO_SUPPORT', takesRecipients: false, ...unsaved },
        { kind: 'CONTACT_COPY', takesRecipients: false, ...unsaved },
        { kind: 'CONTACT_REPLY', takesRecipients: false, ...unsaved },
        { kind: 'SITE_FORM_SUBMISSION', takesRecipients: false, ...unsaved },
        { kind: 'SITE_FORM_COPY', takesRecipients: false, ...unsaved },
      ],
    });
  });

  it('saves a setting with its addresses cleaned, and refuses bad or too many addresses', async () => {
    const saved = await asAdmin<{ updateNotificationSetting: { recipients: string[]; updatedAt: string } }>(
      UPDATE,
      {
        kind: 'NEW_LISTING_REQUEST',
        enabled: false,
        recipients: [' Sales@Example.ca ', 'sales@example.ca', 'ops@example.ca'],
      },
    );
    expect(saved.data!.updateNotificationSetting).toMatchObject({
      enabled: false,
      recipients: ['sales@example.ca', 'ops@example.ca'],
    });
    expect(saved.data!.updateNotificationSetting.updatedAt).not.toBeNull();
    const settings = await asAdmin<{ notificationSettings: { kind: string; enabled: boolean }[] }>(SETTINGS);
    expect(settings.data!.notificationSettings.find((s) => s.kind === 'NEW_LISTING_REQUEST')).toMatchObject({
      enabled: false,
      recipients: ['sales@example.ca', 'ops@example.ca'],
    });

    const bad = await asAdmin(UPDATE, {
      kind: 'NEW_LISTING_REQUEST',
      enabled: true,
      recipients: ['ok@example.ca', 'nope'],
    });
    expect(errorCodes(bad)).toEqual(['VALIDATION_FAILED']);
    expect(bad.errors![0]!.extensions!.fields).toMatchObject([{ path: 'recipients.1', key: 'email' }]);
    const many = Array.from({ length: 11 }, (_, i) => `staff${i}@example.ca`);
    const tooMany = await asAdmin(UPDATE, { kind: 'NEW_LISTING_REQUEST', enabled: true, recipients: many });
    expect(tooMany.errors![0]!.extensions!.fields).toMatchObject([
      { path: 'recipients', key: 'recipientsMax', params: { max: 10 } },
    ]);
  });

  it('refuses recipients for an e-mail to the person concerned, and kinds nothing sends', async () => {
    const owner = await asAdmin(UPDATE, {
      kind: 'LISTING_APPROVED',
      enabled: true,
      recipients: ['ops@example.ca'],
    });
    expect(owner.errors![0]!.extensions!.fields).toMatchObject([
      { path: 'recipients', key: 'recipientsStaffOnly' },
    ]);
    const unsent = await asAdmin(UPDATE, { kind: 'ENQUIRY', enabled: true, recipients: [] });
    expect(unsent.errors).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const subAdmin = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: DEMO_SUB_ADMIN_PERMISSIONS,
    });
    expect(errorCodes(await api.execute(SETTINGS, {}, { token: subAdmin.token }))).toEqual(['NO_ACCESS']);
  });
});

describe('new listing requests', () => {
  it('e-mails each recipient when a landlord creates a listing', async () => {
    await asAdmin(UPDATE, {
      kind: 'NEW_LISTING_REQUEST',
      enabled: true,
      recipients: ['review@example.ca', 'lead@example.ca'],
    });
    const before = flushes;
    const listing = await createListingAs(api, landlord, { title: 'Harbour Loft' }, 1);
    const mails = await requestMails();
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['lead@example.ca', 'review@example.ca']);
    expect(mails[0]!.subject).toContain('"Harbour Loft"');
    expect(mails[0]!.textBody).toContain(`http://localhost:3000/listing/${listing.id}`);
    expect(mails[0]!.textBody).toContain(landlord.user.email);
    expect(flushes).toBe(before + 1);
  });

  it('sends nothing for a staff listing (approved at once) or while the notification is off', async () => {
    const sent = (await requestMails()).length;
    await createListingAs(api, admin, { title: 'Staff Place' }, 1);
    expect(await requestMails()).toHaveLength(sent);
    await asAdmin(UPDATE, { kind: 'NEW_LISTING_REQUEST', enabled: false, recipients: ['review@example.ca'] });
    await createListingAs(api, landlord, { title: 'Quiet Place' }, 1);
    expect(await requestMails()).toHaveLength(sent);
  });
});

describe('switching a kind off stops its e-mails', () => {
  const outboxOf = (template: string) =>
    api.deps.db.select().from(emailOutbox).where(eq(emailOutbox.template, template));
  const approve = (id: string) =>
    asAdmin('mutation($id: ID!) { approveListing(where: { id: $id }) { id } }', { id });
  const reject = (id: string) =>
    asAdmin('mutation($id: ID!) { rejectListing(where: { id: $id }, reason: "Blurry pictures.") { id } }', {
      id,
    });
  const subscribe = (email: string) => subscribeConfirmed(api, email);

  it('listing approved and rejected: sent to the owner while on, not once off', async () => {
    const approved = (await outboxOf('listing-approved')).length;
    const rejected = (await outboxOf('listing-rejected')).length;
    await approve((await createListingAs(api, landlord, { title: 'Approved while on' }, 1)).id);
    await reject((await createListingAs(api, landlord, { title: 'Rejected while on' }, 1)).id);
    expect(await outboxOf('listing-approved')).toHaveLength(approved + 1);
    expect(await outboxOf('listing-rejected')).toHaveLength(rejected + 1);

    for (const kind of ['LISTING_APPROVED', 'LISTING_REJECTED']) {
      await asAdmin(UPDATE, { kind, enabled: false, recipients: [] });
    }
    await approve((await createListingAs(api, landlord, { title: 'Approved while off' }, 1)).id);
    await reject((await createListingAs(api, landlord, { title: 'Rejected while off' }, 1)).id);
    expect(await outboxOf('listing-approved')).toHaveLength(approved + 1);
    expect(await outboxOf('listing-rejected')).toHaveLength(rejected + 1);
  });

  it('newsletter welcome: sent while on, not once off', async () => {
    await subscribe('first-reader@example.ca');
    const welcomes = await outboxOf('newsletter-welcome');
    expect(welcomes.map((m) => m.toAddress)).toContain('first-reader@example.ca');
    await asAdmin(UPDATE, { kind: 'NEWSLETTER_WELCOME', enabled: false, recipients: [] });
    await subscribe('second-reader@example.ca');
    expect(await outboxOf('newsletter-welcome')).toHaveLength(welcomes.length);
  });
});

describe('the outbox', () => {
  it('pages messages newest first, by status, with the count', async () => {
    const all = await asAdmin<OutboxPage>(OUTBOX, { first: 1 });
    const total = (await api.deps.db.select().from(emailOutbox)).length;
    expect(all.data!.emailOutbox.count).toBe(total);
    expect(all.data!.emailOutbox.items).toHaveLength(1);
    const stored = await asAdmin<OutboxPage>(OUTBOX, { status: 'STORED', first: 100 });
    expect(stored.data!.emailOutbox.count).toBe(total);
    const sent = await asAdmin<OutboxPage>(OUTBOX, { status: 'SENT' });
    expect(sent.data!.emailOutbox).toEqual({ count: 0, items: [] });
    expect(errorCodes(await asAdmin(OUTBOX, { first: 101 }))).toEqual(['PAGE_TOO_LARGE']);
  });

  it('resends a copy as a new row, keeps the original, and starts a delivery', async () => {
    const [original] = await requestMails();
    const before = flushes;
    const r = await asAdmin<{
      resendEmail: { id: string; to: string; template: string; status: string; attempts: number };
    }>('mutation($id: ID!) { resendEmail(id: $id) { id to template status attempts } }', {
      id: original!.id,
    });
    const copy = r.data!.resendEmail;
    expect(copy).toMatchObject({
      to: original!.toAddress,
      template: NEW_LISTING_REQUEST_TEMPLATE,
      status: 'STORED',
      attempts: 0,
    });
    expect(copy.id).not.toBe(original!.id);
    const [row] = await api.deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, copy.id));
    expect(row).toMatchObject({ subject: original!.subject, textBody: original!.textBody });
    expect(flushes).toBe(before + 1);
    const newest = await asAdmin<OutboxPage>(OUTBOX, { first: 1 });
    expect(newest.data!.emailOutbox.items[0]!.id).toBe(copy.id);

    const unknown = await asAdmin(
      'mutation { resendEmail(id: "5b0c3f0e-4c1a-4b8e-9d7a-2f1e3c4b5a69") { id } }',
    );
    expect(errorCodes(unknown)).toEqual(['EMAIL_NOT_FOUND']);
  });

  it('resends a calendar invitation with its .ics', async () => {
    const calendar = { method: 'REQUEST' as const, filename: 'viewing.ics', content: 'BEGIN:VCALENDAR\r\n' };
    const id = await api.deps.mail.enqueue(api.deps.db, {
      to: 'ana@example.test',
      subject: 'Viewing confirmed',
      text: 'See you there.',
      template: 'viewing-confirmed',
      calendar,
    });
    const r = await asAdmin<{ resendEmail: { id: string } }>(
      'mutation($id: ID!) { resendEmail(id: $id) { id } }',
      {
        id,
      },
    );
    const [copy] = await api.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, r.data!.resendEmail.id));
    expect(copy!.calendarEvent).toEqual(calendar);
  });
});
