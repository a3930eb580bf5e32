import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { sampleOntarioLeaseTerms } from '@rentals/domain/leases/sample-terms';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';
import { graphql, type AuthPayload } from '../fixtures/graphql';
import { login } from '../fixtures/listings';
import { landlordWithListing, uniqueTitle } from '../fixtures/messaging';
import { submitApplication } from '../fixtures/rental-applications';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * Issue 19, the lease pages: a landlord prepares an Ontario lease from an approved application
 * (a validation error fixed, a void clause sent anyway) and the tenant is asked to sign; once both
 * signed (through the API: the ceremony has its own spec) each downloads the sealed PDF from
 * /leases and staff find it in /lease-details-table/leases; /leases in French; axe throughout.
 */

const VIEW = `query($id: ID!) { rentalApplication(id: $id) { id status } }`;
const DECIDE = `mutation($id: ID!) { updateRentalApplicationStatus(id: $id, action: APPROVE) { id status } }`;
const CREATE = `mutation($data: JSON!, $name: String!) { createLease(data: $data, landlordLegalName: $name) { id } }`;
const SIGNING = `isTurn places`;

/** A day `days` from today, YYYY-MM-DD. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Signs as `token`'s user through the built-in ceremony's mutations, with a typed signature. */
async function signThroughApi(request: APIRequestContext, leaseId: string, token: string) {
  const vars = { id: leaseId };
  const open = await graphql<{ openLeaseSigning: { places: string[] } }>(
    request,
    `mutation($id: ID!) { openLeaseSigning(leaseId: $id) { ${SIGNING} } }`,
    vars,
    token,
  );
  await graphql(
    request,
    `
      mutation ($id: ID!) {
        consentToLeaseSigning(leaseId: $id) {
          isTurn
        }
      }
    `,
    vars,
    token,
  );
  await graphql(
    request,
    `
      mutation ($id: ID!, $places: [LeaseSigningPlace!]!) {
        saveLeaseSigningProgress(leaseId: $id, placesDone: $places) {
          placesLeft
        }
      }
    `,
    { ...vars, places: open.openLeaseSigning.places },
    token,
  );
  await graphql(
    request,
    `
      mutation ($id: ID!, $sig: LeaseSignatureInput!) {
        signLease(leaseId: $id, signature: $sig) {
          isTurn
        }
      }
    `,
    { ...vars, sig: { kind: 'TYPED', text: 'Signer Name', initials: 'SN' } },
    token,
  );
}

/** Clicks a download button and answers the file's first bytes. */
async function downloadedBytes(page: Page, name: string): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const file = await (await downloading).path();
  return (await readFile(file)).subarray(0, 4).toString('latin1');
}

test('a landlord prepares an Ontario lease from an approved application; the tenant is asked to sign', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(90_000);
  const { session: landlord, listing } = await landlordWithListing(request, createUser);
  const renterUser = await createUser();
  const renter = await login(request, renterUser);
  const applicationId = await submitApplication(request, renter.token, listing);
  await graphql(request, VIEW, { id: applicationId }, landlord.token);
  await graphql(request, DECIDE, { id: applicationId }, landlord.token);

  // The approved application leads to the form, prefilled from it.
  await storeSession(page, landlord, `/building/applications/${applicationId}`);
  await page.getByRole('link', { name: 'Prepare lease' }).click();
  await expect(page.getByRole('heading', { name: 'Prepare a lease', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: "Tenant's name" })).toHaveValue('Amélie Tremblay');
  await expect(page.getByRole('combobox', { name: 'Province' })).toHaveValue('ON');
  await expectNoViolations(page);

  await page.getByRole('textbox', { name: "Tenant's email" }).fill(renterUser.email);
  await page.getByRole('textbox', { name: 'Postal code' }).fill('M5H 2N2');
  await page
    .getByRole('textbox', { name: "Landlord's address for giving notices" })
    .fill('1 King St W, Toronto ON');
  await page.getByLabel('Tenancy start date').fill(dayFromNow(30));
  await page.getByLabel('End date').fill(dayFromNow(395));
  await page.getByRole('textbox', { name: 'Rent will be paid by' }).fill('E-transfer');
  await page.getByRole('textbox', { name: 'Base rent for the rental unit' }).fill('0');

  // The form refuses what the API would, with the same words; what was typed stays.
  await page.getByRole('button', { name: 'Send for signature' }).click();
  await expect(page.getByText('Base rent for the rental unit must be more than 0')).toBeVisible();
  await page.getByRole('textbox', { name: 'Base rent for the rental unit' }).fill('1900');
  await expect(page.getByText('Base rent for the rental unit must be more than 0')).toBeHidden();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText(renterUser.email, { exact: false })).toBeVisible();
  await expect(preview.getByText('$1,900').first()).toBeVisible();

  // A 'no pets' clause is void in Ontario: the landlord is warned, then sends anyway.
  await page.getByRole('textbox', { name: 'Additional terms' }).fill('No pets allowed.');
  await expect(page.getByText('One clause may not bind the tenant').first()).toBeVisible();
  await page.getByRole('button', { name: 'Send for signature' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send with clauses that may not bind the tenant?' });
  await expect(dialog.getByText('It is advice, not legal advice', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send anyway' }).click();

  await expect(page).toHaveURL(/\/leases\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Out for signature', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('0 of 2 signatures').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
  await expectNoViolations(page);
  const leaseUrl = new URL(page.url()).pathname;

  // The tenant finds it on /leases, their turn to sign.
  await storeSession(page, renter, '/leases');
  const row = page.getByRole('article', { name: /100 Queen Street West/ });
  await expect(row.getByText('0 of 2 signatures')).toBeVisible();
  await expect(row.getByRole('link', { name: /^Review and sign/ })).toHaveAttribute(
    'href',
    `${leaseUrl}/sign`,
  );
  await expectNoViolations(page);
});

test('both parties download the sealed lease and staff find it by province', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(90_000);
  const { session: landlord, listing } = await landlordWithListing(request, createUser);
  const renterUser = await createUser();
  const renter = await login(request, renterUser);
  const street = uniqueTitle('Lease Lane');
  const terms = sampleOntarioLeaseTerms(new Date(), [{ name: 'Élise Tremblay', email: renterUser.email }]);
  terms.unitAddress.street = street;
  const { createLease } = await graphql<{ createLease: { id: string } }>(
    request,
    CREATE,
    { data: { listingId: listing.id, unitId: listing.unitId, terms }, name: terms.landlordLegalName },
    landlord.token,
  );
  await signThroughApi(request, createLease.id, renter.token);
  await signThroughApi(request, createLease.id, landlord.token);

  for (const session of [renter, landlord] as AuthPayload[]) {
    await storeSession(page, session, '/leases');
    const row = page.getByRole('article', { name: new RegExp(street) });
    await expect(row.getByText('Signed', { exact: true })).toBeVisible();
    await expect(row.getByText('2 of 2 signatures')).toBeVisible();
    expect(
      await downloadedBytes(page, `Download signed lease: ${await row.getAttribute('aria-label')}`),
    ).toBe('%PDF');
  }

  const admin = await login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  await storeSession(page, admin, '/lease-details-table/leases');
  await expect(page.getByRole('heading', { name: 'Leases', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Province' }).selectOption('ON');
  await expect(page).toHaveURL(/province=ON/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(street);
  const table = page.getByRole('region', { name: 'Leases' });
  const link = table.getByRole('link', { name: new RegExp(street) });
  await expect(link).toBeVisible();
  // Other specs' leases may share the page until the search applies: read this lease's own row.
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(street) }) });
  await expect(row.getByText('2/2')).toBeVisible();
  await expectNoViolations(page);
});

test('/leases in French and the public check of a lease are axe clean', async ({
  page,
  request,
  createUser,
}) => {
  const renter = await login(request, await createUser());
  await page.setViewportSize({ width: 360, height: 740 });
  await storeSession(page, renter, '/leases');
  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Baux', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Quand un locateur vous envoie un bail à signer, il apparaît ici.'),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);

  // A file that is not a sealed lease is said so; it is hashed in the browser, never uploaded.
  await page.goto('/leases/verify');
  await expect(page.getByRole('heading', { name: 'Vérifier un bail signé', level: 1 })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'bail.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7 not a sealed lease'),
  });
  await expect(
    page.getByText("Ce fichier n'est pas un bail scellé par Rentals", { exact: false }),
  ).toBeVisible();
  await expectNoViolations(page);
});
