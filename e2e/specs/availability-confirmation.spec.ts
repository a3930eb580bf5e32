import { expectNoViolations } from '../fixtures/axe';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { graphql } from '../fixtures/graphql';
import { createListings, login } from '../fixtures/listings';
import { expect, test } from '../fixtures/test';

/*
 * Issue 25's availability confirmation: a landlord confirms a public listing from /building and
 * renters read 'Availability confirmed today'; the public page of the e-mail's links waits for a
 * button press, then answers a forged link with its coded error, in French for a French link, and passes axe. (The e-mail
 * itself comes 14 days after posting: its links are covered by the API tests on a fake clock.)
 */

const APPROVE = `mutation($id: ID!) { approveListing(where: { id: $id }) { id } }`;

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a landlord confirms a listing’s availability and renters see it confirmed today', async ({
  page,
  request,
  signInAsNewUser,
}) => {
  test.setTimeout(90_000);
  const user = await signInAsNewUser({ userType: 'LANDLORD' });
  const landlord = await login(request, user);
  const [listing] = await createListings(request, landlord.token, [unique('Still Lofts')]);
  const admin = await login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  await graphql(request, APPROVE, { id: listing!.id }, admin.token);

  await page.goto('/building');
  const row = page.getByRole('article', { name: listing!.title });
  await row.getByRole('button', { name: 'Confirm availability' }).click();
  await expect(
    page.getByText('Availability confirmed. Renters now see it was confirmed today.'),
  ).toBeVisible();
  await expect(row.getByText('Availability confirmed today')).toBeVisible();

  await page.goto(`/listing/${listing!.id}`);
  await expect(page.getByText('Availability confirmed today')).toBeVisible();
});

test('the page of a ‘Still available?’ link refuses a forged link, in French', async ({ page }) => {
  const forged = `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.${'A'.repeat(43)}`;
  await page.goto(`/listing-availability?token=${encodeURIComponent(forged)}&answer=yes&lang=fr`);
  await expect(page.getByRole('heading', { name: 'Toujours disponible?' })).toBeVisible();
  // Nothing is answered until the button is pressed: a mail scanner opening the link changes nothing.
  const confirm = page.getByRole('button', { name: 'Oui, elle est toujours disponible' });
  await expect(confirm).toBeVisible();
  await expect(page.getByText(/^Ce lien n'est pas valide\./)).toHaveCount(0);
  await expectNoViolations(page);
  await confirm.click();
  await expect(page.getByText(/^Ce lien n'est pas valide\./)).toBeVisible();
  await expectNoViolations(page);

  await page.goto(`/listing-availability?token=${encodeURIComponent(forged)}&answer=rented&lang=fr`);
  await page.getByRole('button', { name: 'Oui, c’est loué' }).click();
  await expect(page.getByText(/^Ce lien n'est pas valide\./)).toBeVisible();
  await expectNoViolations(page);
});
