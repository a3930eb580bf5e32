import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, NEW_USER_PASSWORD, uniqueEmail } from '../fixtures/accounts';
import { graphql } from '../fixtures/graphql';
import { createListings, login, promoteToAdmin, type CreatedListing } from '../fixtures/listings';
import { expect, storeSession, test } from '../fixtures/test';
import { acceptCurrentTerms } from '../fixtures/legal';

/*
 * The staff listing pages: /requestedListing (review) and /listings (availability toggle, history,
 * export). Each test makes its own landlord listing with a unique title, so the public search and
 * the staff search find exactly that one.
 */

const SEARCH = `query($keyword: String!) { searchListings(where: { keyword: $keyword }) { id } }`;
const PENDING = `query($skip: Int) { requestedListings(first: 100, skip: $skip) { id } }`;
const APPROVE = `mutation($id: ID!) { approveListing(where: { id: $id }) { id } }`;
const SET_LOCALE = `mutation($data: UpdateUserInput!) { updateUser(data: $data) { id } }`;
const CREATE_STAFF = `mutation($data: CreateUserInput!) { createUser(data: $data) { id } }`;
const SET_PERMISSIONS = `mutation($userId: ID!, $permissionData: [PermissionDataInput!]!) {
  createPermission(userId: $userId, permissionData: $permissionData) { module } }`;
const HIDE = `mutation($id: ID!) {
  deactivateSearchListing(where: { id: $id }, data: { availablityStatus: NOT_RENTED }) { id } }`;
const STATE = `query($s: String) { searchBuilding(search: $s, take: 10) { title isHidden } }`;

/** The first page a worker opens loads the app's chunks while the other worker makes listings. */
const FIRST_LOAD = { timeout: 15_000 };

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A landlord's new listing: Pending Approval until staff review it. */
async function pendingListing(
  request: APIRequestContext,
  createUser: (o: { userType: 'LANDLORD' }) => Promise<{ email: string; password: string }>,
  title: string,
): Promise<CreatedListing> {
  const landlord = await login(request, await createUser({ userType: 'LANDLORD' }));
  const [listing] = await createListings(request, landlord.token, [title]);
  return listing!;
}

const adminSession = (request: APIRequestContext) =>
  login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });

/** What a visitor's search finds for the title. */
async function publicSearch(request: APIRequestContext, title: string): Promise<string[]> {
  const data = await graphql<{ searchListings: { id: string }[] }>(request, SEARCH, { keyword: title });
  return data.searchListings.map((l) => l.id);
}

/** The /requestedListing page (oldest first, ten a page) that holds the listing now. */
async function requestedPageOf(request: APIRequestContext, token: string, id: string): Promise<number> {
  for (let skip = 0; ; skip += 100) {
    const data = await graphql<{ requestedListings: { id: string }[] }>(request, PENDING, { skip }, token);
    const index = data.requestedListings.findIndex((l) => l.id === id);
    if (index >= 0) return Math.floor((skip + index) / 10) + 1;
    if (data.requestedListings.length < 100) throw new Error(`${id} is not awaiting approval`);
  }
}

/** Searches /listings for the title, as staff type it (the URL follows after the debounce). */
async function searchListings(page: Page, title: string) {
  await page.getByRole('searchbox', { name: 'Search listings' }).fill(title);
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(page.getByText('Showing 1-1 of 1 result')).toBeVisible();
}

test('admin approves a landlord’s pending listing on /requestedListing and the public search finds it', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(60_000);
  const title = unique('Review loft');
  const listing = await pendingListing(request, createUser, title);
  expect(await publicSearch(request, title)).toEqual([]);

  const admin = await adminSession(request);
  await storeSession(page, admin, '/');
  // Other workers add and review listings meanwhile: open the page holding it, again if it moved.
  await expect(async () => {
    const at = await requestedPageOf(request, admin.token, listing.id);
    await page.goto(at > 1 ? `/requestedListing?page=${at}` : '/requestedListing');
    await expect(page.getByText(/^Showing \d+-\d+ of \d+ results$/)).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Requested Properties' })).toBeVisible();
  // The side navigation shows how many await approval.
  await expect(page.getByRole('link', { name: /Requested Properties, \d+ awaiting approval/ })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText(/@example\.ca$/)).toBeVisible();
  await row.getByRole('button', { name: `Approve “${title}”` }).click();
  await expect(page.getByText('Listing approved. The owner has been e-mailed.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  expect(await publicSearch(request, title)).toEqual([listing.id]);
});

test('admin marks a listing unavailable through the two-step modal, then available again', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(60_000);
  const title = unique('Toggle suite');
  const listing = await pendingListing(request, createUser, title);
  const admin = await adminSession(request);
  await graphql(request, APPROVE, { id: listing.id }, admin.token);
  expect(await publicSearch(request, title)).toEqual([listing.id]);

  await storeSession(page, admin, '/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible(FIRST_LOAD);
  await searchListings(page, title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Available: mark “${title}” as unavailable` }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark Listing as Unavailable' });
  await expect(dialog.getByText('Step 1 of 2: Reason')).toBeVisible();
  // Next checks step 1 first.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  // Other asks why in words.
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await expect(dialog.getByRole('textbox', { name: 'Why is the listing being disabled?' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Rented elsewhere' }).check();
  await expect(dialog.getByText('Reason is required')).toBeHidden();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByText('Step 2 of 2: Rental details')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeHidden();
  // A rented listing needs its rented price and signed lease date.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Rented price is required')).toBeVisible();
  await expect(dialog.getByText('Signed lease date is required')).toBeVisible();
  // Back keeps what was chosen.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('radio', { name: 'Rented elsewhere' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.getByRole('textbox', { name: 'Rented price' }).fill('2150');
  await dialog.getByLabel('Signed lease date').fill('2026-01-15');
  await dialog.getByRole('combobox', { name: 'Where was the tenant found?' }).click();
  await page.getByRole('option', { name: 'Referral' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Listing is now Unavailable!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const unavailable = row.getByRole('button', { name: `Unavailable: make “${title}” available` });
  await expect(unavailable).toBeVisible();
  expect(await publicSearch(request, title)).toEqual([]);

  await unavailable.click();
  await expect(page.getByText('Listing is now Available!')).toBeVisible();
  await expect(row.getByRole('button', { name: `Available: mark “${title}” as unavailable` })).toBeVisible();
  expect(await publicSearch(request, title)).toEqual([listing.id]);

  // Edit opens the property dialog over the list, through the URL.
  await row.getByRole('button', { name: `Edit “${title}”` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]property=${listing.id}`));
  const editor = page.getByRole('dialog', { name: 'Update Property' });
  await expect(editor).toBeVisible();
  await editor.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(editor).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]property=/);

  // The history shows each staff action with what it changed.
  await row.getByRole('button', { name: `History of “${title}”` }).click();
  const history = page.getByRole('dialog', { name: `History of “${title}”` });
  const entries = history.getByRole('listitem');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0).getByRole('heading', { name: 'Made available' })).toBeVisible();
  await expect(entries.nth(1).getByRole('heading', { name: 'Made unavailable' })).toBeVisible();
  await expect(entries.nth(1).getByText(`By ${DEMO_ACCOUNTS.admin} on`)).toBeVisible();
  await expect(
    entries.nth(1).getByRole('row', { name: /Reason unavailable\s+—\s+Rented elsewhere/ }),
  ).toBeVisible();
  await expect(entries.nth(1).getByRole('row', { name: /Rented price\s+—\s+\$2,150/ })).toBeVisible();
  await expect(entries.nth(2).getByRole('heading', { name: 'Approved' })).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();
});

test('a sub-admin without the listings edit flag sees the toggle refused', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(60_000);
  const admin = await adminSession(request);
  // A new sub-admin, made by the admin through the API of /admins: listings view, not edit.
  const email = uniqueEmail('sub-view');
  const created = await graphql<{ createUser: { id: string } }>(
    request,
    CREATE_STAFF,
    {
      data: {
        email,
        firstName: 'Inès',
        lastName: 'Gagnon',
        userType: 'SUB_ADMIN',
        password: NEW_USER_PASSWORD,
      },
    },
    admin.token,
  );
  await graphql(
    request,
    SET_PERMISSIONS,
    {
      userId: created.createUser.id,
      permissionData: [{ module: 'listings', add: false, edit: false, delete: false, view: true }],
    },
    admin.token,
  );
  // Two approved listings under one unique prefix: one hidden by the admin, one available.
  const base = unique('Refused toggle');
  const hidden = await pendingListing(request, createUser, `${base} hidden`);
  const open = await pendingListing(request, createUser, `${base} open`);
  for (const listing of [hidden, open]) await graphql(request, APPROVE, { id: listing.id }, admin.token);
  await graphql(request, HIDE, { id: hidden.id }, admin.token);

  await storeSession(
    page,
    await acceptCurrentTerms(request, await login(request, { email, password: NEW_USER_PASSWORD })),
    '/listings',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible(FIRST_LOAD);
  const showBoth = async () => {
    await page.getByRole('searchbox', { name: 'Search listings' }).fill(base);
    await expect(page.getByText('Showing 1-2 of 2 results')).toBeVisible();
  };
  await showBoth();
  const toast = page.getByRole('alert').filter({ hasText: "You don't have an access" });

  // The hidden one: one click asks the server, which refuses; the toast carries its message.
  await page.getByRole('button', { name: `Unavailable: make “${hidden.title}” available` }).click();
  await expect(toast).toHaveText("You don't have an access");
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
  // The available one: refused at once, without the two-step form it could not save.
  await page.getByRole('button', { name: `Available: mark “${open.title}” as unavailable` }).click();
  await expect(toast).toHaveText("You don't have an access");
  await expect(page.getByRole('dialog', { name: 'Mark Listing as Unavailable' })).toHaveCount(0);

  // Nothing changed: after a reload the page and the server show both states as they were.
  await page.reload();
  await showBoth();
  await expect(
    page.getByRole('button', { name: `Unavailable: make “${hidden.title}” available` }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Available: mark “${open.title}” as unavailable` }),
  ).toBeVisible();
  const state = await graphql<{ searchBuilding: { title: string; isHidden: boolean }[] }>(
    request,
    STATE,
    { s: base },
    admin.token,
  );
  expect(Object.fromEntries(state.searchBuilding.map((l) => [l.title, l.isHidden]))).toEqual({
    [hidden.title]: true,
    [open.title]: false,
  });
});

test('the export downloads property-data.xlsx with the sheet Export Data', async ({ page, request }) => {
  await storeSession(page, await adminSession(request), '/listings');
  await expect(page.getByText(/^Showing 1-10 of \d+ results$/)).toBeVisible(FIRST_LOAD);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export every listing to property-data.xlsx' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('property-data.xlsx');
  await expect(page.getByText('property-data.xlsx is downloaded.')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Export every listing to property-data.xlsx' }),
  ).toBeEnabled();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Export Data');
  expect(sheet).toBeDefined();
  const header = (sheet!.getRow(1).values as unknown[]).filter((v) => typeof v === 'string');
  expect(header).toContain('title');
  expect(sheet!.rowCount).toBeGreaterThan(1);
});

test('in French the modal is titled Marquer l’annonce comme indisponible', async ({
  page,
  request,
  createUser,
}) => {
  const staff = await createUser({ userType: 'LANDLORD' });
  await promoteToAdmin(request, staff.email);
  const session = await login(request, staff);
  await graphql(request, SET_LOCALE, { data: { locale: 'fr' } }, session.token);
  const title = unique('Studio fr');
  await createListings(request, session.token, [title]);

  await storeSession(page, session, '/listings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr', FIRST_LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Propriétés' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher des annonces' }).fill(title);
  await expect(page.getByText('Affichage de 1 à 1 sur 1 résultat')).toBeVisible();
  await page.getByRole('button', { name: `Disponible : marquer « ${title} » comme indisponible` }).click();
  const dialog = page.getByRole('dialog', { name: 'Marquer l’annonce comme indisponible' });
  await expect(dialog.getByText('Étape 1 sur 2 : Raison')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Loué ailleurs' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
});
