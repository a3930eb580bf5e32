import { expectNoViolations } from '../fixtures/axe';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { graphql } from '../fixtures/graphql';
import { login } from '../fixtures/listings';
import { landlordWithListing } from '../fixtures/messaging';
import { lookAt } from '../fixtures/screenshots';
import { expect, storeSession, test } from '../fixtures/test';

/* Saved homes (issue 22): the heart on cards and listing pages, /saved-homes, the landlord's count. */

const SAVE_HOME = 'mutation($id: ID!) { saveHome(listingId: $id) { id } }';

test('a visitor hearts a home on /search, logs in, finds it saved, notes it and removes it', async ({
  page,
  request,
  createUser,
}) => {
  const { listing } = await landlordWithListing(request, createUser);
  const renter = await createUser();

  await page.goto('/search');
  const card = page.getByRole('article', { name: listing.title });
  await card.getByRole('button', { name: `Save ${listing.title}`, exact: true }).click();

  // The visitor logs in and comes back to the search, the home saved.
  await expect(page).toHaveURL(/\/login\?next=%2Fsearch/);
  await page.getByLabel('Email').fill(renter.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(renter.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/search/);
  const saved = page
    .getByRole('article', { name: listing.title })
    .getByRole('button', { name: `Saved: ${listing.title}`, exact: true });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await lookAt(page, 'saved-homes-search');

  // From the account menu.
  await page.getByRole('button', { name: /Open the account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Saved homes' }).click();
  await expect(page.getByRole('heading', { name: 'Saved homes', level: 1 })).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listing.title }) });
  await expect(row.getByText('Still available')).toBeVisible();
  await expect(row.getByText('$1,900/month')).toBeVisible();

  // A note is saved when the field is left, and kept after a reload.
  await row.getByLabel('Your note').fill('Ask about parking and the move-in date');
  await row.getByLabel('Your note').press('Tab');
  await expect(row.getByRole('status').filter({ hasText: 'Note saved' })).toBeVisible();
  await expectNoViolations(page);
  await lookAt(page, 'saved-homes-en');
  await page.reload();
  await expect(page.getByLabel('Your note')).toHaveValue('Ask about parking and the move-in date');

  // Removing asks first; then the page is empty, with a way to search.
  await page.getByRole('button', { name: `Remove ${listing.title} from saved homes` }).click();
  await page
    .getByRole('dialog', { name: 'Remove this home?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByRole('heading', { name: 'No saved homes yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search homes' })).toHaveAttribute('href', '/search');
  await expectNoViolations(page);

  // The heart on the listing page shows it is no longer saved.
  await page.goto(`/listing/${listing.id}`);
  await expect(page.getByRole('button', { name: `Save ${listing.title}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('a renter saves from the listing page and reads /saved-homes in French on a phone', async ({
  page,
  request,
  createUser,
  signInAsNewUser,
}) => {
  const { listing } = await landlordWithListing(request, createUser);
  await signInAsNewUser({ path: `/listing/${listing.id}` });
  const heart = page.getByRole('button', { name: `Save ${listing.title}`, exact: true });
  // The heart turns at once; the page is left only once the server has kept the home.
  const kept = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && !!r.request().postData()?.includes('saveHome'),
  );
  await heart.click();
  expect((await kept).ok()).toBe(true);
  await expect(page.getByRole('button', { name: `Saved: ${listing.title}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await lookAt(page, 'saved-homes-listing');

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/saved-homes');
  await page.getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Logements sauvegardés', level: 1 })).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listing.title }) });
  await expect(row.getByText('Toujours disponible')).toBeVisible();
  await expect(row.getByLabel('Votre note')).toBeVisible();
  await expect(
    row.getByRole('button', { name: `Retirer ${listing.title} des logements sauvegardés` }),
  ).toBeVisible();
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(page, 'saved-homes-fr');
});

test('the landlord sees how many renters saved the listing, never who', async ({
  page,
  request,
  createUser,
}) => {
  const { session, listing } = await landlordWithListing(request, createUser);
  for (const user of [await createUser(), await createUser()]) {
    const renter = await login(request, user);
    await graphql(request, SAVE_HOME, { id: listing.id }, renter.token);
  }
  // Another account than the owner gets no count.
  const renter = await login(request, { email: DEMO_ACCOUNTS.renter, password: DEMO_PASSWORD });
  const asRenter = await graphql<{ listing: { saveCount: number | null } }>(
    request,
    'query($id: ID!) { listing(id: $id) { saveCount } }',
    { id: listing.id },
    renter.token,
  );
  expect(asRenter.listing.saveCount).toBeNull();

  await storeSession(page, session, '/building');
  const stats = page
    .getByRole('article', { name: listing.title })
    .getByRole('region', { name: `Figures of ${listing.title} over the last 30 days` });
  await expect(stats.getByText('Saved by 2 renters')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByText('Sauvegardé par 2 locataires')).toBeVisible();
});
