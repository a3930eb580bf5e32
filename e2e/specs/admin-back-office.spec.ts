import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { graphql } from '../fixtures/graphql';
import { createListings, login } from '../fixtures/listings';
import { expect, test } from '../fixtures/test';

/*
 * The rest of the back office: the dashboard, the search history, the properties map tracker and
 * the e-mail configuration. Data is made through the API; each test uses its own accounts and
 * names, so the specs can run side by side against the demo data.
 */

/** The first paint of a page on a busy machine: its chunk, then its data. */
const LOAD = { timeout: 20_000 };

// Each test makes its data through the API, then walks two or three pages.
test.slow();

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('admin sees the dashboard counts and the 30-day chart', async ({ page, signInAs }) => {
  await signInAs('admin', '/dashboards');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(LOAD);
  const listings = page.getByRole('region', { name: 'Listings' });
  for (const card of ['All listings', 'Pending', 'Active', 'Hidden', 'Premium', 'Requested listings']) {
    const heading = listings.getByRole('heading', { level: 3, name: card, exact: true });
    await expect(heading).toBeVisible();
    // The figure follows its heading.
    await expect(heading.locator('xpath=following-sibling::*[1]')).toHaveText(/^\d[\d,]*$/);
  }
  await expect(page.getByRole('img', { name: 'New listings and new accounts per day' })).toBeVisible();
  // The chart's figures are also a table for screen readers: a header row and one row per day.
  const table = page.getByRole('table', { name: /^New listings and new accounts per day, from/ });
  await expect(table.getByRole('row')).toHaveCount(31);
  const accounts = page.getByRole('region', { name: 'Accounts' });
  await expect(accounts.getByRole('heading', { name: 'All accounts' })).toBeVisible();
  await expect(accounts.getByRole('heading', { name: 'Landlord', exact: true })).toBeVisible();
});

test("a renter's search shows under their name in the search history, and staff delete it", async ({
  page,
  request,
  createUser,
  signInAs,
}) => {
  const renter = await createUser();
  const session = await login(request, renter);
  const place = `Tuktoyaktuk ${stamp()}`;
  await graphql(
    request,
    'query($u: ID, $w: ListingSearchInput) { searchListings(where: $w, userId: $u, first: 1) { id } }',
    { u: session.user.id, w: { city: place } },
    session.token,
  );

  await signInAs('admin', '/search-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Property Search History' })).toBeVisible(LOAD);
  await page.getByRole('search', { name: 'Filter the searches' }).getByLabel('Location').fill(place);
  await expect(page).toHaveURL(/location=Tuktoyaktuk/);
  const users = page.getByRole('table', { name: 'Users with saved searches' });
  await expect(users.getByRole('row')).toHaveCount(2);
  await expect(users.getByRole('row').nth(1)).toContainText(renter.email);
  await expect(page.getByText('Showing 1-1 of 1 result')).toBeVisible();

  await users.getByRole('link', { name: 'View the searches of Élise Tremblay' }).click();
  await expect(page).toHaveURL(new RegExp(`/search-history/${session.user.id}/`));
  await expect(page.getByRole('heading', { level: 1, name: 'Searches of Élise Tremblay' })).toBeVisible(LOAD);
  const searches = page.getByRole('table', { name: 'Saved searches of Élise Tremblay' });
  await expect(searches.getByRole('row').nth(1)).toContainText(place);

  await searches.getByRole('checkbox', { name: /^Select the search of / }).check();
  await page.getByRole('button', { name: 'Delete selected (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this search?' });
  await expect(dialog).toContainText('Élise Tremblay');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Search deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No saved searches' })).toBeVisible();

  // Back on the list, the filters are kept and the renter is gone.
  await page.getByRole('link', { name: 'All users' }).click();
  await expect(page).toHaveURL(/location=Tuktoyaktuk/);
  await expect(page.getByRole('heading', { name: 'No searches match these filters' })).toBeVisible(LOAD);
});

test('the map tracker shows the listings with their state, filters them and opens one', async ({
  page,
  request,
  createUser,
  signInAs,
}) => {
  const landlord = await createUser({ userType: 'LANDLORD' });
  const { token } = await login(request, landlord);
  const [listing] = await createListings(request, token, [`Tracker loft ${stamp()}`]);

  await signInAs('admin', '/internal-properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties Map Tracker' })).toBeVisible(LOAD);
  await expect(page.getByRole('region', { name: 'What the markers show' })).toBeVisible();
  // The map is drawn (its own chunk); without tiles the markers still show on a blank canvas.
  await expect(page.getByRole('region', { name: 'Map of the listings' })).toBeVisible();
  await expect(page.locator('.lm-marker').first()).toBeVisible(LOAD);

  // Only pending listings: the landlord's new listing is among the newest.
  const filters = page.getByRole('search', { name: 'Filter the map' });
  for (const state of ['Active', 'Hidden', 'Premium']) await filters.getByLabel(state).uncheck();
  const list = page.getByRole('table', { name: 'Listings on the map' });
  const row = list.getByRole('row', { name: new RegExp(listing!.title) });
  await expect(row).toContainText('Pending');
  await expect(list.getByRole('row').filter({ hasText: /Active|Hidden|Premium/ })).toHaveCount(0);

  await row.getByRole('button', { name: `Show the details of ${listing!.title}` }).click();
  const details = page.getByRole('region', { name: listing!.title });
  await expect(details).toContainText(landlord.email);
  await expect(details.getByRole('link', { name: 'Open the listing page' })).toHaveAttribute(
    'href',
    `/listing/${listing!.id}`,
  );
});

test('admin adds a recipient for new listing requests and the outbox lists the notification', async ({
  page,
  request,
  createUser,
  signInAs,
}) => {
  const recipient = `review-${stamp()}@example.ca`;
  const admin = await login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  const SETTINGS = '{ notificationSettings { kind enabled recipients } }';
  const before = (
    await graphql<{ notificationSettings: { kind: string; enabled: boolean; recipients: string[] }[] }>(
      request,
      SETTINGS,
      {},
      admin.token,
    )
  ).notificationSettings.find((s) => s.kind === 'NEW_LISTING_REQUEST')!;

  try {
    await signInAs('admin', '/e-mail-configuration');
    await expect(page.getByRole('heading', { level: 1, name: 'E-Mail Configuration' })).toBeVisible(LOAD);
    const card = page.getByRole('region', { name: 'New listing requests' });
    await expect(card.getByLabel('Send this e-mail')).toBeChecked();
    await card.getByLabel('Add a recipient e-mail').fill(recipient);
    await card.getByLabel('Add a recipient e-mail').press('Enter');
    await expect(card.getByRole('button', { name: `Remove ${recipient}` })).toBeVisible();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();

    const landlord = await createUser({ userType: 'LANDLORD' });
    const { token } = await login(request, landlord);
    const [listing] = await createListings(request, token, [`Outbox loft ${stamp()}`]);

    await page.reload();
    const outbox = page.getByRole('table', { name: 'Messages of the outbox' });
    // Other tests make landlord listings meanwhile, and the setting is the server's: this recipient
    // may be sent their requests too, so only this listing's message is counted.
    const mail = outbox.getByRole('row').filter({ hasText: recipient }).filter({ hasText: listing!.title });
    await expect(mail).toHaveCount(1, LOAD);
    await expect(mail).toContainText(`New listing request: "${listing!.title}"`);
    // The run delivers mail to its stand-in server (playwright.config.ts): Pending until it is sent.
    await expect(async () => {
      await page.reload();
      await expect(mail).toContainText('Sent', { timeout: 2_000 });
    }).toPass(LOAD);

    await mail.getByRole('button', { name: /^Resend / }).click();
    await expect(page.getByText('A copy was queued.')).toBeVisible();
    await expect(mail).toHaveCount(2);
  } finally {
    await graphql(
      request,
      'mutation($e: Boolean!, $r: [String!]!) { updateNotificationSetting(kind: NEW_LISTING_REQUEST, enabled: $e, recipients: $r) { kind } }',
      { e: before.enabled, r: before.recipients },
      admin.token,
    );
  }
});
