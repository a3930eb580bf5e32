import { sql } from 'drizzle-orm';
import { sampleTenantApplication } from '@rentals/domain/rental-applications/sample-applications';
import { isValidSin } from '@rentals/domain/rental-applications/sin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  card,
  CARDS,
  listingAwaitingDeposit,
  openDeposit,
  SANDBOX_PAY,
} from '../../modules/payments/test-payments';
import {
  applicationPayload,
  listingTakingApplications,
  submitApplication,
} from '../../modules/rental-applications/test-applications';
import { capturedLog } from '../captured-log';
import type { CreatedUser } from '../factories';
import { createTestApi, errorCodes, type TestApi } from '../harness';

/*
 * No secret in a log line or a database dump (ASVS 14.2, 16.2): a renter saves a draft and submits
 * a rental application with a SIN (and first a mistyped one, which is refused), and a landlord pays
 * with a test card, every log line at the most verbose level being kept. Then every row of every
 * table is read as text: neither the SIN nor the card number is anywhere, in any of the ways they
 * are typed. Free text of an application is stored as written, not encrypted, so no card number is
 * put there. The dump of files and the database's own files: modules/encryption/at-rest.test.ts.
 */

const SIN = '130692544';
/** One digit off: refused by the Luhn check, and no more to be logged than a valid one. */
const MISTYPED_SIN = '130692545';
const CONTROL = 'control-cleartext-7716';

const logged = capturedLog('trace');
let api: TestApi;
let renter: CreatedUser;
beforeAll(async () => {
  api = await createTestApi({ log: logged.log, env: { LOG_LEVEL: 'trace' } });
  renter = await api.factories.user({ userType: 'RENTER', email: `${CONTROL}@example.com` });
});
afterAll(() => api.close());

/** Each way a number may be written: its digits alone, and in groups of `group` with spaces or dashes. */
const writings = (number: string, group: number) => {
  const digits = number.replace(/\D/g, '');
  const groups = digits.match(new RegExp(`\\d{1,${group}}`, 'g'))!;
  return [digits, groups.join(' '), groups.join('-')];
};

/** Every row of every table of the application, as text. */
async function databaseDump(): Promise<string[]> {
  const tables = (
    (await api.deps.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: { tablename: string }[] }
  ).rows;
  const rows: string[] = [];
  for (const { tablename } of tables) {
    const result = await api.deps.db.execute(sql`select t::text as row from ${sql.identifier(tablename)} t`);
    rows.push(...(result as unknown as { rows: { row: string }[] }).rows.map((r) => r.row));
  }
  return rows;
}

const found = (haystack: string[], needles: string[]) =>
  needles.filter((needle) => haystack.some((text) => text.includes(needle)));

describe('a SIN and a card number', () => {
  it('are in no log line and in no row of any table', async () => {
    expect(isValidSin(SIN)).toBe(true);
    const listing = await listingTakingApplications(api);
    const withSin = (sin: string) =>
      applicationPayload(api, renter, listing, sampleTenantApplication, (draft) => {
        draft.documents.sin = sin;
      });

    const draft = sampleTenantApplication(new Date());
    draft.documents.sin = SIN;
    const saved = await api.execute(
      'mutation($d: JSON!) { saveRentalApplicationDraft(draft: $d) }',
      {
        d: draft,
      },
      { token: renter.token },
    );
    expect(saved.errors).toBeUndefined();
    const refused = await submitApplication(api, renter, await withSin(MISTYPED_SIN));
    expect(errorCodes(refused)).toEqual(['RENTAL_APPLICATION_PAGE_INVALID']);
    const submitted = await submitApplication(api, renter, await withSin(SIN));
    expect(submitted.errors).toBeUndefined();

    const owner = await api.factories.user({ userType: 'LANDLORD' });
    const { checkoutId } = await openDeposit(api, owner, await listingAwaitingDeposit(api, owner));
    const paid = await api.execute<{ sandboxPay: { outcome: string } }>(SANDBOX_PAY, {
      id: checkoutId,
      card: card(CARDS.SUCCEEDS),
    });
    expect(paid.data?.sandboxPay.outcome).toBe('SUCCEEDED');
    await api.settle();

    const secrets = [...writings(SIN, 3), ...writings(MISTYPED_SIN, 3), ...writings(CARDS.SUCCEEDS, 4)];
    expect(secrets).toContain('4242 4242 4242 4242');
    const dump = await databaseDump();
    // The search sees the data: what is stored in the clear is found.
    expect(found(dump, [CONTROL])).toEqual([CONTROL]);
    expect(found(dump, secrets)).toEqual([]);
    // The log was written to, down to the debug lines, and holds neither.
    expect(logged.lines.length).toBeGreaterThan(0);
    expect(found(logged.text, secrets)).toEqual([]);
  });
});
