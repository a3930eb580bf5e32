import { expectNoViolations } from '../fixtures/axe';
import { createListings } from '../fixtures/listings';
import { lookAt } from '../fixtures/screenshots';
import { expect, test, waitForApp } from '../fixtures/test';
import { landlordWithPublicListing, unique, verifyLandlord } from '../fixtures/verification';

/*
 * Issue 25: a landlord's public profile, /landlord/{id}, reached from their listing's page. It
 * shows the Verified badge with the line of what was checked, and their public listings only.
 */

test("a verified landlord's profile shows the badge, the line and their public listing", async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const title = unique('Profile Court');
  const firstName = unique('Maude');
  const { session, listing } = await landlordWithPublicListing(request, createUser, {
    firstName,
    title,
    role: 'LANDLORD_OWNER',
  });
  // Awaiting review: not public, so not on the profile.
  const [pending] = await createListings(request, session.token, [unique('Pending Court')]);
  await verifyLandlord(request, session);

  await page.goto(`/listing/${listing.id}`);
  await waitForApp(page);
  await page.getByRole('link', { name: `See ${firstName}'s profile` }).click();
  await expect(page).toHaveURL(`/landlord/${session.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await expect(page.getByText('Landlord/Owner', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Member since \w+ \d{4}$/)).toBeVisible();
  const badge = page.locator('.verified-badge');
  await expect(badge).toHaveText('Verified');
  await expect(page.getByText(/^ID and ownership checked by Rentals on /)).toBeVisible();
  const homes = page.getByRole('list', { name: `Homes for rent by ${firstName}` });
  await expect(homes.getByRole('article')).toHaveCount(1);
  await expect(homes.getByRole('article', { name: title })).toBeVisible();
  await expect(page.getByText(pending!.title)).toHaveCount(0);
  await expect(page).toHaveTitle(`${firstName} – Landlord profile | Rentals`);
  await expectNoViolations(page);
  await lookAt(page, 'landlord-profile-en');

  // In French, and on a phone: nothing wider than the screen.
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'FR' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Logements à louer (1)' })).toBeVisible();
  await expect(badge).toHaveText('Vérifié');
  await expect(page.getByText(/^Identité et propriété vérifiées par Rentals le /)).toBeVisible();
  await expect(page.getByText(/^Membre depuis /)).toBeVisible();
  await expect(page.getByText('Propriétaire', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);
  await lookAt(page, 'landlord-profile-fr', { phone: false });
});

test('an unverified landlord shows no badge; an unknown profile is not found', async ({
  page,
  request,
  createUser,
}) => {
  const firstName = unique('Lou');
  const { session } = await landlordWithPublicListing(request, createUser, {
    firstName,
    title: unique('Plain Court'),
  });
  await page.goto(`/landlord/${session.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.locator('.verified-badge')).toHaveCount(0);
  await expect(page.getByText(/checked by Rentals/)).toHaveCount(0);

  const response = await page.goto('/landlord/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
