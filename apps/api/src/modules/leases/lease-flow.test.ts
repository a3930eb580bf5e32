import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, type TestApi } from '../../test/harness';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { runDueJobs } from '../jobs/job-runner';
import { eq } from 'drizzle-orm';
import { rentalApplications } from '../../db/schema/rental-applications';
import { createLeaseAs, approvedApplication, sentLease, signAs, termsFor } from './test-leases';

/*
 * A lease's life through the API with the built-in signing service: prepared from an approved
 * application and sent, signed by the tenant then counter-signed by the landlord, sealed.
 */

let server: HttpTestServer;
let api: TestApi;
let base: string;
beforeAll(async () => {
  server = await startHttpTestServer();
  ({ api, base } = server);
});
afterAll(() => server.close());

describe('createLease', () => {
  it('sends the lease: tenants sign first, the landlord counter-signs', async () => {
    const fixture = await approvedApplication(api);
    const response = await createLeaseAs(api, fixture, fixture.landlord);
    expect(response.errors).toBeUndefined();
    const created = response.data!.createLease;
    expect(created.status).toBe('SENT');
    expect(created.docusignEnvelopeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.docusignEnvelopeUri).toBe(`/leases/${created.id}/sign`);
    const lease = created.lease;
    expect(lease.signers.map((s) => [s.role, s.order])).toEqual([
      ['TENANT', 1],
      ['LANDLORD', 2],
    ]);
    expect(lease.nextSigners.map((s) => s.role)).toEqual(['TENANT']);
    expect(lease.roomId).not.toBeNull();
    expect(lease.viewerRole).toBe('OWNER');
  });

  it('refuses another landlord, a past start date and a rent of 0, writing nothing', async () => {
    const fixture = await approvedApplication(api);
    const stranger = await api.factories.user({ userType: 'LANDLORD' });
    expect(errorCodes(await createLeaseAs(api, fixture, stranger))).toEqual(['LEASE_NOT_YOUR_LISTING']);
    const past = await createLeaseAs(
      api,
      fixture,
      fixture.landlord,
      {},
      {
        ...termsFor(fixture, (t) => {
          t.startDate = '2020-01-01';
          t.baseRent = 0;
        }),
      },
    );
    expect(errorCodes(past)).toEqual(['VALIDATION_FAILED']);
    const fields = (past.errors![0]!.extensions!.fields as { path: string }[]).map((f) => f.path);
    expect(fields).toEqual(expect.arrayContaining(['terms.startDate', 'terms.baseRent']));
    const list = await api.execute<{ leasesConnection: { aggregate: { count: number } } }>(
      '{ leasesConnection { aggregate { count } } }',
      {},
      { token: fixture.landlord.token },
    );
    expect(list.data!.leasesConnection.aggregate.count).toBe(0);
  });

  it("ties the tenant named by the application's typed e-mail to the applicant's account", async () => {
    const fixture = await approvedApplication(api);
    const [application] = await api.deps.db
      .select()
      .from(rentalApplications)
      .where(eq(rentalApplications.id, fixture.applicationId));
    const typed = application!.data.applicant.userEmail.toLowerCase();
    expect(typed).not.toBe(fixture.applicant.user.email);
    const terms = termsFor(fixture, (t) => (t.tenants = [{ name: 'Amira Haddad', email: typed }]));
    const created = await createLeaseAs(api, fixture, fixture.landlord, {}, terms);
    expect(created.errors).toBeUndefined();
    const mine = await api.execute<{ leases: { count: number } }>(
      '{ leases { count } }',
      {},
      { token: fixture.applicant.token },
    );
    expect(mine.data!.leases.count).toBe(1);
    expect((await signAs(api, created.data!.createLease.id, fixture.applicant)).errors).toBeUndefined();
  });
});

describe('signing', () => {
  it('completes when the tenant then the landlord sign, and seals the PDF', async () => {
    const { lease, applicant, landlord } = await sentLease(api);
    const early = await signAs(api, lease.id, landlord);
    expect(errorCodes(early)).toEqual(['LEASE_NOT_YOUR_TURN']);
    const tenant = await signAs(api, lease.id, applicant);
    expect(tenant.errors).toBeUndefined();
    expect(tenant.data!.signLease.lease).toMatchObject({ status: 'SENT', signedCount: 1 });
    const again = await signAs(api, lease.id, applicant);
    expect(errorCodes(again)).toEqual(['LEASE_ALREADY_SIGNED']);
    const done = await signAs(api, lease.id, landlord);
    expect(done.data!.signLease.lease).toMatchObject({ status: 'COMPLETED', signedCount: 2 });
    await runDueJobs(api.deps);
    const pdf = await fetch(`${base}/leases/${lease.id}/signed.pdf`, {
      headers: { authorization: `Bearer ${applicant.token}` },
    });
    expect(pdf.status).toBe(200);
    const stranger = await api.factories.user({ userType: 'RENTER' });
    const refused = await fetch(`${base}/leases/${lease.id}/signed.pdf`, {
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(refused.status).toBe(404);
  });
});
