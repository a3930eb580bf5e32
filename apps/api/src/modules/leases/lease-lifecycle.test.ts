import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/mail';
import { messages } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import { errorCodes, type TestApi } from '../../test/harness';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { runDueJobs } from '../jobs/job-runner';
import { approvedApplication, createLeaseAs, sentLease, signAs, termsFor } from './test-leases';

/*
 * How a lease ends other than completed (voided, declined, expired), who may end it, and what the
 * parties hear: a line in their conversation and e-mails in each one's language.
 */

let server: HttpTestServer;
let api: TestApi;
beforeAll(async () => {
  server = await startHttpTestServer();
  ({ api } = server);
});
afterAll(() => server.close());

const VOID =
  'mutation($id: ID!, $reason: String!) { voidLease(leaseId: $id, reason: $reason) { id status endedReason } }';
const REMIND = 'mutation($id: ID!) { remindLeaseSigners(leaseId: $id) { id signers { lastRemindedAt } } }';
const DECLINE = `mutation($id: ID!, $reason: String!) { declineLease(leaseId: $id, reason: $reason) { lease { status endedReason } } }`;

const leaseMails = (to: string) =>
  api.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), like(emailOutbox.template, 'lease-%')))
    .orderBy(asc(emailOutbox.createdAt));

const roomLines = (roomId: string) =>
  api.deps.db
    .select({ text: messages.text })
    .from(messages)
    .where(eq(messages.roomId, roomId))
    .orderBy(asc(messages.createdAt));

describe('voiding', () => {
  it('lets the landlord void with a reason; the tenant may not, a stranger cannot see it', async () => {
    const { lease, landlord, applicant } = await sentLease(api);
    await runDueJobs(api.deps);
    const stranger = await api.factories.user({ userType: 'LANDLORD' });
    expect(
      errorCodes(await api.execute(VOID, { id: lease.id, reason: 'x' }, { token: stranger.token })),
    ).toEqual(['LEASE_NOT_FOUND']);
    expect(
      errorCodes(await api.execute(VOID, { id: lease.id, reason: 'x' }, { token: applicant.token })),
    ).toEqual(['LEASE_ACTOR_NOT_ALLOWED']);
    expect(
      errorCodes(await api.execute(VOID, { id: lease.id, reason: '  ' }, { token: landlord.token })),
    ).toEqual(['LEASE_REASON_REQUIRED']);
    const voided = await api.execute<{ voidLease: { status: string; endedReason: string } }>(
      VOID,
      { id: lease.id, reason: 'The unit is no longer available.' },
      { token: landlord.token },
    );
    expect(voided.data!.voidLease).toMatchObject({
      status: 'VOIDED',
      endedReason: 'The unit is no longer available.',
    });
    expect(errorCodes(await signAs(api, lease.id, applicant))).toEqual(['LEASE_CLOSED']);
    expect((await roomLines(lease.roomId!)).map((m) => m.text)).toEqual(
      expect.arrayContaining(['LEASE_SENT', 'LEASE_VOIDED']),
    );
    await runDueJobs(api.deps);
    const mails = await leaseMails(applicant.user.email);
    expect(mails.map((m) => m.template)).toEqual(['lease-sign_request', 'lease-status']);
    expect(mails[1]!.subject).toContain('Voided');
  });
});

describe('declining', () => {
  it('ends the lease with the reason, told to the landlord in French when that is their language', async () => {
    const fixture = await approvedApplication(api);
    await api.deps.db.update(users).set({ locale: 'fr' }).where(eq(users.id, fixture.landlord.user.id));
    const created = await createLeaseAs(api, fixture, fixture.landlord);
    const id = created.data!.createLease.id;
    expect(
      errorCodes(await api.execute(DECLINE, { id, reason: '' }, { token: fixture.applicant.token })),
    ).toEqual(['LEASE_REASON_REQUIRED']);
    const declined = await api.execute<{ declineLease: { lease: { status: string; endedReason: string } } }>(
      DECLINE,
      { id, reason: 'The rent is not what we agreed.' },
      { token: fixture.applicant.token },
    );
    expect(declined.data!.declineLease.lease).toEqual({
      status: 'DECLINED',
      endedReason: 'The rent is not what we agreed.',
    });
    await runDueJobs(api.deps);
    const [mail] = await leaseMails(fixture.landlord.user.email);
    expect(mail!.subject).toContain('Refusé');
    expect(mail!.textBody).toContain('The rent is not what we agreed.');
  });
});

describe('expiry and reminders', () => {
  it('expires an unsigned lease after the signing days, by the job table', async () => {
    const { lease, landlord } = await sentLease(api);
    await runDueJobs(api.deps, new Date(Date.now() + 13 * 86_400_000));
    const read = (token: string) =>
      api.execute<{ lease: { status: string } }>(
        'query($id: ID!) { lease(id: $id) { status } }',
        { id: lease.id },
        { token },
      );
    expect((await read(landlord.token)).data!.lease.status).toBe('SENT');
    await runDueJobs(api.deps, new Date(Date.now() + 15 * 86_400_000));
    expect((await read(landlord.token)).data!.lease.status).toBe('EXPIRED');
  });

  it('reminds the signers whose turn it is, once a day', async () => {
    const { lease, landlord, applicant } = await sentLease(api);
    const first = await api.execute<{ remindLeaseSigners: { signers: { lastRemindedAt: string | null }[] } }>(
      REMIND,
      { id: lease.id },
      { token: landlord.token },
    );
    expect(first.data!.remindLeaseSigners.signers.filter((s) => s.lastRemindedAt)).toHaveLength(1);
    expect(errorCodes(await api.execute(REMIND, { id: lease.id }, { token: landlord.token }))).toEqual([
      'LEASE_REMINDED_RECENTLY',
    ]);
    await runDueJobs(api.deps);
    // Both were queued before the jobs ran: the order they are written in is the job runner's.
    const templates = (await leaseMails(applicant.user.email)).map((m) => m.template).sort();
    expect(templates).toEqual(['lease-reminder', 'lease-sign_request']);
  });
});

describe('drafts', () => {
  it('keeps a draft unsent, then sends it', async () => {
    const fixture = await approvedApplication(api);
    const draft = await createLeaseAs(api, fixture, fixture.landlord, { send: false });
    expect(draft.data!.createLease).toMatchObject({ status: 'DRAFT', docusignEnvelopeId: null });
    expect(errorCodes(await signAs(api, draft.data!.createLease.id, fixture.applicant))).toEqual([
      'LEASE_NOT_SENT',
    ]);
    const sent = await api.execute<{ sendLease: { status: string } }>(
      'mutation($id: ID!) { sendLease(leaseId: $id) { status } }',
      { id: draft.data!.createLease.id },
      { token: fixture.landlord.token },
    );
    expect(sent.data!.sendLease.status).toBe('SENT');
  });

  it('refuses a deposit above the province limit and a tenant twice, with their fields', async () => {
    const fixture = await approvedApplication(api);
    const terms = termsFor(fixture, (t) => {
      t.rentDeposit = 5000;
      t.securityDeposit = 500;
      t.tenants = [t.tenants[0]!, { ...t.tenants[0]! }];
    });
    const response = await createLeaseAs(api, fixture, fixture.landlord, {}, terms);
    expect(errorCodes(response)).toEqual(['VALIDATION_FAILED']);
    const fields = response.errors![0]!.extensions!.fields as { path: string; message: string }[];
    expect(fields.map((f) => f.path).sort()).toEqual([
      'terms.rentDeposit',
      'terms.securityDeposit',
      'terms.tenants.1.email',
    ]);
    expect(fields.find((f) => f.path === 'terms.rentDeposit')!.message).toBe(
      'Rent deposit cannot be more than $2335.00 in this province (ON)',
    );
  });
});
