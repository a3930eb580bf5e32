import type { APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';
import { graphql } from '../fixtures/graphql';
import { cityIdOf, login, pngPicture } from '../fixtures/listings';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * Issue 21, receipts: a landlord pays a list-with-us deposit through the sandbox checkout (by the
 * API, as the checkout page would), then finds the payment on /building/billing and opens its
 * receipt, in English and French, on a desktop and a phone; staff find it on /payments.
 */

const UPLOAD = `mutation($files: [Upload!]!) { multipleFileUpload(files: $files, pathType: LISTING_PICTURE) { id } }`;
const CREATE_LIST_WITH_US = `mutation($data: ListWithUsInput!) { createListWithUs(data: $data) { id } }`;
const CHECKOUT = `mutation($listingId: ID!, $price: Int!, $key: String!) {
  createCheckoutSession(listingId: $listingId, price: $price, idempotencyKey: $key) { paymentId url } }`;
const PAY = `mutation($id: ID!, $card: SandboxCardInput!) { sandboxPay(id: $id, card: $card) { outcome } }`;

async function uploadPicture(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'x-graphql-csrf': '1' },
    multipart: {
      operations: JSON.stringify({ query: UPLOAD, variables: { files: [null] } }),
      map: JSON.stringify({ 0: ['variables.files.0'] }),
      0: { name: 'cover.png', mimeType: 'image/png', buffer: pngPicture(32, 24, [90, 120, 150]) },
    },
  });
  const body = (await response.json()) as { data: { multipleFileUpload: { id: string }[] } };
  return body.data.multipleFileUpload[0]!.id;
}

/** A Toronto list-with-us listing with Viewings Management ($300 + 13% HST), paid with the sandbox's test card. */
async function paidDeposit(request: APIRequestContext, token: string, title: string): Promise<string> {
  const cityId = await cityIdOf(request, token, 'Toronto, ON');
  const picture = await uploadPicture(request, token);
  const listing = await graphql<{ createListWithUs: { id: string } }>(
    request,
    CREATE_LIST_WITH_US,
    {
      data: {
        role: 'LANDLORD_OWNER',
        phone: '(416) 555-0199',
        planIds: [7],
        listing: {
          title,
          propertyType: 'APARTMENT',
          location: { address: '1 King St W', lat: 43.6487, lng: -79.3783, cityId },
          pictures: [picture],
          currentlyTenanted: false,
          showingUnit: 'VIRTUALLY',
          signature: 'Élise Tremblay',
        },
        units: [
          {
            title: 'Unit 101',
            unitSize: 650,
            bedrooms: 'ONE_BEDROOM',
            bathrooms: 1,
            monthlyPrice: 1850,
            deposit: 1850,
            leaseTerm: 12,
            parking: 'NONE',
            storage: 'NOT_AVAILABLE',
            maintenance: true,
            smokeAlarm: true,
            unitAmenities: { balcony: true },
            unitAppliances: { fridge: true },
          },
        ],
      },
    },
    token,
  );
  const checkout = await graphql<{ createCheckoutSession: { paymentId: string; url: string } }>(
    request,
    CHECKOUT,
    { listingId: listing.createListWithUs.id, price: 33_900, key: crypto.randomUUID() },
    token,
  );
  const paid = await graphql<{ sandboxPay: { outcome: string } }>(request, PAY, {
    id: checkout.createCheckoutSession.url.split('/').pop(),
    card: { name: 'Élise Tremblay', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
  });
  expect(paid.sandboxPay.outcome).toBe('SUCCEEDED');
  return checkout.createCheckoutSession.paymentId;
}

test('a landlord finds a paid deposit on Billing and opens its receipt; staff see it on Payments', async ({
  page,
  request,
  createUser,
  browser,
}) => {
  const landlord = await createUser({ userType: 'LANDLORD' });
  const session = await login(request, landlord);
  const title = `Receipt Court ${Date.now().toString(36)}`;
  const paymentId = await paidDeposit(request, session.token, title);

  await storeSession(page, session, '/building');
  await page.getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Your payments' }).getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Onboarding deposit')).toBeVisible();
  await expect(row.getByText('$339.00')).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expectNoViolations(page);

  await row.getByRole('link', { name: /^View receipt for Onboarding deposit/ }).click();
  await expect(page).toHaveURL(new RegExp(`/building/billing/${paymentId}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Receipt R-\d{4}-[0-9A-F]{8}$/ })).toBeVisible();
  const receipt = page.getByRole('article');
  await expect(receipt.getByText('Onboarding deposit: Viewings Management')).toBeVisible();
  await expect(receipt.getByText('HST (13%)')).toBeVisible();
  await expect(receipt.getByText('$339.00')).toBeVisible();
  await expect(receipt.getByText('Visa ending in 4242')).toBeVisible();
  await expect(
    receipt.getByText('The deposit is non-refundable and is deducted from the final service fee.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Download PDF of receipt R-/ })).toBeVisible();
  await expectNoViolations(page);

  // In French, on a phone: the receipt in French words and amounts.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Reçu R-/ })).toBeVisible();
  await expect(receipt.getByText('TVH (13 %)')).toBeVisible();
  await expect(receipt.getByText('339,00 $')).toBeVisible();
  await expect(
    receipt.getByText('Le dépôt n’est pas remboursable et est déduit des frais de service finaux.'),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'Retour à la facturation' }).click();
  const card = page
    .getByRole('list', { name: 'Vos paiements' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(card.getByText('Dépôt d’intégration')).toBeVisible();
  await expect(card.getByText('Payé', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);

  // Staff find it among every payment, with its receipt.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-CA' });
  const staff = await context.newPage();
  await storeSession(
    staff,
    await login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD }),
    '/dashboards',
  );
  await staff
    .getByRole('navigation', { name: 'Account navigation' })
    .getByRole('link', { name: 'Payments' })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await staff.getByRole('combobox', { name: 'What' }).selectOption('DEPOSIT');
  const staffRow = staff.getByRole('row').filter({ hasText: landlord.email });
  await expect(staffRow.getByText('$339.00')).toBeVisible();
  await expect(staffRow.getByRole('button', { name: /^Refund Onboarding deposit/ })).toBeVisible();
  await expectNoViolations(staff);
  await staffRow.getByRole('link', { name: /^Receipt for Onboarding deposit/ }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Receipt R-/ })).toBeVisible();
  await expect(staff.getByText(landlord.email)).toBeVisible();

  // On a phone, each payment is a card.
  await staff.setViewportSize({ width: 360, height: 800 });
  await staff.getByRole('link', { name: 'Back to payments' }).click();
  const staffCard = staff
    .getByRole('list', { name: 'Payments' })
    .getByRole('listitem')
    .filter({ hasText: landlord.email });
  await expect(staffCard.getByRole('link', { name: /^Receipt for Onboarding deposit/ })).toBeVisible();
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(staff);
  await context.close();
});
