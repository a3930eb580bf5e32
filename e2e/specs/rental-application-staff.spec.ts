import type { APIRequestContext, Browser } from '@playwright/test';
import ExcelJS from 'exceljs';
import { submitApplication } from '../fixtures/applications';
import { expectNoViolations } from '../fixtures/axe';
import { graphql, type AuthPayload } from '../fixtures/graphql';
import { login, promoteToAdmin } from '../fixtures/listings';
import { landlordWithListing, uniqueTitle } from '../fixtures/messaging';
import { expect, storeSession, test, type NewUser } from '../fixtures/test';

/*
 * Issue 18, the staff pages of rental applications: an admin finds an application in
 * /rental-application-table-view by text, exports it and opens it in full; a second admin sees the
 * first one's opening in the log and deletes it; the table in French on a phone is axe-clean; a
 * sub-admin without the applications permission is kept out.
 */

const SET_LOCALE = `mutation($data: UpdateUserInput!) { updateUser(data: $data) { id } }`;
const UPDATE_USER_TYPE = `mutation($data: UpdateUserTypeInput!) { updateUserType(data: $data) { id } }`;
const FIRST_LOAD = { timeout: 15_000 };

type CreateUser = (o?: { userType?: 'RENTER' | 'LANDLORD' }) => Promise<NewUser>;

/** A new application to a new listing, under a unique last name to search it by. */
async function newApplication(request: APIRequestContext, createUser: CreateUser) {
  const { listing } = await landlordWithListing(request, createUser);
  const renter = await login(request, await createUser());
  const lastName = uniqueTitle('Zephyr').replace(' ', '');
  const id = await submitApplication(request, renter.token, listing, lastName);
  return { id, listing, lastName, name: `Amélie ${lastName}` };
}

/** A new admin of the tests' own (a demo account's language must not change). */
async function newAdmin(request: APIRequestContext, createUser: CreateUser): Promise<AuthPayload> {
  const user = await createUser();
  await promoteToAdmin(request, user.email);
  return login(request, user);
}

async function pageOf(browser: Browser, session: AuthPayload, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await storeSession(page, session, path);
  return { page, close: () => context.close() };
}

test('an admin finds an application by text, exports and opens it; another admin sees the opening and deletes it', async ({
  page,
  browser,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const application = await newApplication(request, createUser);
  const first = await newAdmin(request, createUser);
  const second = await newAdmin(request, createUser);

  await storeSession(page, first, '/rental-application-table-view');
  await expect(page.getByRole('heading', { level: 1, name: 'Rental Applications' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('searchbox', { name: 'Search' }).fill(application.lastName);
  await expect(page.getByText('Showing 1-1 of 1 result')).toBeVisible();
  const table = page.getByRole('table', { name: 'Rental applications' });
  const row = table.getByRole('row').filter({ hasText: application.lastName });
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  await expect(page).toHaveURL(new RegExp(`q=${application.lastName}`));

  // Export sends the table's filters: the spreadsheet holds this one application.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the filtered applications to a spreadsheet' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('rental-applications.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(2).getCell(1).value).toBe(application.id);

  await row.getByRole('link', { name: `Open the application of ${application.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/rental-application-details/${application.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Rental Application: ${application.name}` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Supplementary Documents' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download creditScoreFile.pdf' })).toBeVisible();
  // The SIN only as the API masks it for staff.
  await expect(page.getByText(/^\*\*\* \*\*\* \d{3}$/)).toBeVisible();
  await expect(page.getByRole('img', { name: `Signature of ${application.name}` })).toBeVisible();
  const downloadingDocument = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download creditScoreFile.pdf' }).click();
  expect((await downloadingDocument).suggestedFilename()).toBe('creditScoreFile.pdf');

  // The second admin sees the first one's opening (and their own) in the log.
  const other = await pageOf(browser, second, `/rental-application-details/${application.id}`);
  const log = other.page.getByRole('region', { name: 'Staff who opened it' });
  await expect(log.getByRole('cell', { name: first.user.email })).toBeVisible(FIRST_LOAD);
  await expect(log.getByRole('cell', { name: second.user.email })).toBeVisible();

  await other.page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = other.page.getByRole('dialog', { name: 'Delete this application?' });
  await dialog.getByRole('button', { name: 'Delete the application' }).click();
  await expect(other.page).toHaveURL(/\/rental-application-table-view$/);
  await expect(other.page.getByText('The application was deleted.')).toBeVisible();
  await other.close();

  await page.goto(`/rental-application-details/${application.id}`);
  await expect(page.getByText('This application does not exist, or was deleted.')).toBeVisible(FIRST_LOAD);
});

test('in French on a phone the table is axe-clean and the side navigation leads to it', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(90_000);
  const application = await newApplication(request, createUser);
  const admin = await newAdmin(request, createUser);
  await graphql(request, SET_LOCALE, { data: { locale: 'fr' } }, admin.token);

  await page.setViewportSize({ width: 360, height: 780 });
  await storeSession(page, admin, '/rental-application-details');
  // The bare details path opens the table.
  await expect(page).toHaveURL(/\/rental-application-table-view$/, FIRST_LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes de location' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Recherche' }).fill(application.lastName);
  await expect(page.getByText('Affichage de 1 à 1 sur 1 résultat')).toBeVisible();
  await expect(page.getByRole('link', { name: `Ouvrir la demande de ${application.name}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);

  await page.getByRole('link', { name: `Ouvrir la demande de ${application.name}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Documents complémentaires' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboards');
  await page
    .getByRole('navigation', { name: 'Navigation du compte' })
    .getByRole('link', { name: 'Demande de location' })
    .click();
  await expect(page).toHaveURL(/\/rental-application-table-view$/);
});

test('a sub-admin without the applications permission cannot open the pages', async ({
  page,
  request,
  createUser,
}) => {
  const application = await newApplication(request, createUser);
  const user = await createUser();
  const admin = await newAdmin(request, createUser);
  await graphql(
    request,
    UPDATE_USER_TYPE,
    { data: { email: user.email, userType: 'SUB_ADMIN' } },
    admin.token,
  );
  const session = await login(request, user);

  await storeSession(page, session, '/rental-application-table-view');
  await expect(page.getByText("You don't have an Access")).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Rental Application' })).toHaveCount(0);
  await page.goto(`/rental-application-details/${application.id}`);
  await expect(page.getByText("You don't have an Access")).toBeVisible();
  await expect(page.getByText(application.lastName)).toHaveCount(0);
});
