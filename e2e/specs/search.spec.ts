import type { Page } from '@playwright/test';
import { NEW_USER_PASSWORD, uniqueEmail } from '../fixtures/accounts';
import { graphql } from '../fixtures/graphql';
import { createListings, login, promoteToAdmin, type CreatedListing } from '../fixtures/listings';
import { signUpAndConfirm } from '../fixtures/sign-up';
import { expect, test } from '../fixtures/test';

/*
 * /search. Each worker makes its own listings through the API: thirteen one-bedroom apartments in
 * Toronto at a monthly price with cents that neither the demo listings nor other specs use, so a
 * price range of one dollar around it finds exactly these (the demo data only adds noise elsewhere).
 */

const COUNT = 13;
/** 4000.37 to 4999.37: a whole-dollar range [PRICE_MIN, PRICE_MIN + 1] holds only these listings. */
const PRICE_MIN = 4000 + Math.floor(Math.random() * 1000);
const PRICE = PRICE_MIN + 0.37;

let listings: CreatedListing[] = [];
/** The query string of the search the first test builds: the same one reopened by the others. */
const FILTERED = `city=Toronto&price_gte=${PRICE_MIN}&price_lte=${PRICE_MIN + 1}&one_bedroom=true`;

test.beforeAll(async ({ playwright }, testInfo) => {
  // With fullyParallel a worker may come back to this file after another one and run this hook
  // again: its listings are made once per worker, or the counts below would double.
  if (listings.length) return;
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const admin = { email: uniqueEmail('search'), password: NEW_USER_PASSWORD };
  await signUpAndConfirm(request, { ...admin, firstName: 'Sam', lastName: 'Search', userType: 'LANDLORD' });
  // Staff listings are approved at once, so they are public.
  await promoteToAdmin(request, admin.email);
  const { token } = await login(request, admin);
  const stamp = Date.now().toString(36);
  const titles = Array.from(
    { length: COUNT },
    (_, i) => `Search loft ${stamp} #${String(i + 1).padStart(2, '0')}`,
  );
  listings = await createListings(request, token, titles, PRICE);
  await request.dispose();
});

const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('article').getByRole('link');

/** Newest first: page 2 holds the three listings created first, the last of them first. */
const pageTwoTitles = () =>
  listings
    .slice(0, 3)
    .reverse()
    .map((l) => l.title);

test('a visitor filters Toronto by price and bedrooms, pages, opens a listing and comes back @cluster', async ({
  page,
}) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Rentals in Toronto' })).toBeVisible();
  await expect(page).toHaveTitle(/^Rentals in Toronto/);

  const filters = page.getByRole('search', { name: 'Search filters' });
  await filters.getByRole('spinbutton', { name: 'Min price' }).fill(String(PRICE_MIN));
  await filters.getByRole('spinbutton', { name: 'Max price' }).fill(String(PRICE_MIN + 1));
  // Typing is debounced, then the URL holds the range.
  await expect(page).toHaveURL(new RegExp(`price_gte=${PRICE_MIN}&price_lte=${PRICE_MIN + 1}`));
  await filters.getByRole('combobox', { name: 'Bedrooms' }).click();
  await page.getByRole('option', { name: 'One Bedroom', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/one_bedroom=true/);
  await expect(page).toHaveURL(new RegExp(`\\?${FILTERED}$`));

  await expect(page.getByText(`Showing 1-10 of ${COUNT} results`)).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(10);
  const first = page.getByRole('article', { name: listings[COUNT - 1]!.title });
  await expect(first.getByText('One Bedroom')).toBeVisible();
  await expect(first.getByText(/\$4,\d{3}\.37\/month/)).toBeVisible();

  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(`Showing 11-${COUNT} of ${COUNT} results`)).toBeVisible();
  await expect(cardTitles(page)).toHaveText(pageTwoTitles());
  const searchUrl = page.url();

  const opened = listings[2]!;
  await cardTitles(page).filter({ hasText: opened.title }).click();
  // The price and bedroom filters matched its one unit: the link names it for the page to mark.
  await expect(page).toHaveURL(`/listing/${opened.id}?units=${opened.unitId}`);
  await expect(page.getByRole('heading', { level: 1, name: opened.title })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(searchUrl);
  await expect(page.getByText(`Showing 11-${COUNT} of ${COUNT} results`)).toBeVisible();
  await expect(cardTitles(page)).toHaveText(pageTwoTitles());

  await page.reload();
  await expect(page.getByText(`Showing 11-${COUNT} of ${COUNT} results`)).toBeVisible();
  await expect(cardTitles(page)).toHaveText(pageTwoTitles());
  await expect(page.getByRole('spinbutton', { name: 'Min price' })).toHaveValue(String(PRICE_MIN));

  // Back to page 1 through the history: page changes are history entries.
  await page.goBack();
  await expect(page.getByText(`Showing 1-10 of ${COUNT} results`)).toBeVisible();
});

test('a footer city link opens the search with its city, price range and bedrooms', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Homes for rent in Waterloo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rentals in Waterloo' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Search filters' });
  await expect(filters.getByRole('spinbutton', { name: 'Min price' })).toHaveValue('0');
  await expect(filters.getByRole('spinbutton', { name: 'Max price' })).toHaveValue('4500');
  await expect(filters.getByRole('combobox', { name: 'Bedrooms' })).toHaveText('13 selected');
  await expect(
    page.getByText(/^Showing \d+-\d+ of \d+ results$|^No rentals match this search$/),
  ).toBeVisible();
});

test('an empty search offers a reset that keeps the city', async ({ page }) => {
  await page.goto(`/search?city=Toronto&price_gte=${PRICE_MIN}&price_lte=${PRICE_MIN + 1}&studio=true`);
  await expect(page.getByRole('heading', { name: 'No rentals match this search' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset the filters' }).click();
  await expect(page).toHaveURL(/\/search\?city=Toronto$/);
  await expect(page.getByText(/^Showing 1-10 of \d+ results$/)).toBeVisible();
});

test('a reversed price range is explained next to the max price, not searched', async ({ page }) => {
  await page.goto('/search?city=Toronto&price_gte=3000&price_lte=1000');
  await expect(page.getByText('Minimum number should be 3000')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Max price' })).toHaveAttribute('aria-invalid', 'true');
});

test('the map shows the results and can put its area in the URL', async ({ page }) => {
  await page.goto(`/search?${FILTERED}`);
  await expect(page.getByText(`Showing 1-10 of ${COUNT} results`)).toBeVisible();
  const map = page.getByRole('region', { name: 'Map of the results' });
  // The thirteen listings share an address, so they are one cluster.
  await expect(map.getByRole('button', { name: `${COUNT} listings` })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Search as I move the map' }).check();
  await expect(page).toHaveURL(/north=[-\d.]+&south=[-\d.]+&east=[-\d.]+&west=[-\d.]+/);
  await expect(page.getByText(`Showing 1-10 of ${COUNT} results`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Search as I move the map' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Search as I move the map' }).uncheck();
  await expect(page).not.toHaveURL(/north=/);
});

test('the search of a signed-in renter is saved to their search history', async ({
  page,
  request,
  signInAsNewUser,
}) => {
  const renter = await signInAsNewUser({ path: `/search?${FILTERED}` });
  await expect(page.getByText(`Showing 1-10 of ${COUNT} results`)).toBeVisible();
  const { token } = await login(request, renter);
  const history = async () =>
    (
      await graphql<{ mySearchHistory: { location: string | null; filters: string }[] }>(
        request,
        'query { mySearchHistory { location filters } }',
        {},
        token,
      )
    ).mySearchHistory;
  await expect
    .poll(async () => (await history()).map((h) => ({ location: h.location, ...JSON.parse(h.filters) })))
    .toContainEqual(
      expect.objectContaining({ location: 'Toronto', price_gte: PRICE_MIN, price_lte: PRICE_MIN + 1 }),
    );
});

test.describe('under 900px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a list/map toggle replaces the side-by-side map; more filters are in a drawer', async ({ page }) => {
    await page.goto(`/search?${FILTERED}`);
    await expect(page.getByText(`Showing 1-10 of ${COUNT} results`)).toBeVisible();
    const toggle = page.getByRole('group', { name: 'Show the results as' });
    await expect(toggle.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Map of the results' })).toHaveCount(0);

    await toggle.getByRole('button', { name: 'Map' }).click();
    await expect(page.getByRole('region', { name: 'Map of the results' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
    await toggle.getByRole('button', { name: 'List' }).click();
    await expect(cardTitles(page)).toHaveCount(10);

    // The page does not scroll sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: /^More filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'More filters' });
    await expect(drawer.getByRole('spinbutton', { name: 'Min price' })).toHaveValue(String(PRICE_MIN));
    await drawer.getByRole('checkbox', { name: 'Cats' }).check();
    await expect(page).toHaveURL(/pets=cat/);
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await expect(drawer).toBeHidden();
  });
});

test('in French, the heading and the counter are translated', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'fr'));
  await page.goto(`/search?${FILTERED}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Logements à louer à Toronto' })).toBeVisible();
  await expect(page.getByText(`Résultats 1 à 10 sur ${COUNT}`)).toBeVisible();
  await expect(page).toHaveTitle(/^Logements à louer à Toronto/);
});
