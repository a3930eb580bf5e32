import type { APIRequestContext } from '@playwright/test';
import { submitApplication } from '../fixtures/applications';
import { expectNoViolations } from '../fixtures/axe';
import { graphql, type AuthPayload } from '../fixtures/graphql';
import { login, promoteToAdmin } from '../fixtures/listings';
import { landlordWithListing, uniqueTitle } from '../fixtures/messaging';
import { expect, storeSession, test, type NewUser } from '../fixtures/test';

/*
 * Issue 25, the renter's data rights: a renter sees an admin's opening of their application in
 * 'Who on staff viewed your data'; in French on a phone they ask to delete their account, see the
 * banner, and keep it; /profile/your-data and /privacy with its retention schedule are axe-clean.
 */

const SET_LOCALE = `mutation($data: UpdateUserInput!) { updateUser(data: $data) { id } }`;
const OPEN = `query($id: ID!) { rentalApplication(id: $id) { id } }`;
const FIRST_LOAD = { timeout: 15_000 };

type CreateUser = (o?: { userType?: 'RENTER' | 'LANDLORD' }) => Promise<NewUser>;

/** A new renter with an application to a new listing, opened by a new admin of the test's own. */
async function applicationOpenedByStaff(request: APIRequestContext, createUser: CreateUser) {
  const { listing } = await landlordWithListing(request, createUser);
  const renterUser = await createUser();
  const renter = await login(request, renterUser);
  const id = await submitApplication(request, renter.token, listing, uniqueTitle('Quinn').replace(' ', ''));
  const adminUser = await createUser();
  await promoteToAdmin(request, adminUser.email);
  const admin: AuthPayload = await login(request, adminUser);
  await graphql(request, OPEN, { id }, admin.token);
  return { renter, renterUser, listing };
}

test('a renter sees a staff opening of their application in their log', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(90_000);
  const { renter } = await applicationOpenedByStaff(request, createUser);
  await storeSession(page, renter, '/profile/your-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible(FIRST_LOAD);
  const log = page.getByRole('list', { name: 'Staff views' });
  await expect(log.getByText(/^Opened your application for /)).toBeVisible();
  await expect(log.getByText('Élise Tremblay (Administrator)')).toBeVisible();
  const consents = page.getByRole('list', { name: 'Your consents' });
  await expect(consents.getByText(/^Sharing your application with the landlord of /)).toBeVisible();
  await expectNoViolations(page);
});

test('in French on a phone a renter asks to delete their account, sees the banner and keeps it', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(90_000);
  const user = await createUser();
  const renter = await login(request, user);
  await graphql(request, SET_LOCALE, { data: { locale: 'fr' } }, renter.token);
  await page.setViewportSize({ width: 360, height: 780 });
  await storeSession(page, renter, '/profile/your-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Vos données' })).toBeVisible(FIRST_LOAD);
  await expect(
    page.getByText('Aucun membre du personnel n’a consulté vos demandes ni vos documents.'),
  ).toBeVisible();

  const password = page.getByLabel('Votre mot de passe', { exact: false }).first();
  await password.fill('not-the-password');
  await page.getByRole('button', { name: 'Supprimer dans 14 jours' }).click();
  await expect(page.getByRole('alert')).toContainText('Le mot de passe est incorrect.');
  await expect(password).toHaveValue('not-the-password');

  await password.fill(user.password);
  await page.getByRole('button', { name: 'Supprimer dans 14 jours' }).click();
  await expect(
    page.getByText(/^Votre compte sera supprimé le .+ Vous pouvez annuler d’ici là\.$/),
  ).toBeVisible();
  await page.reload();
  // The banner, over the page, says it too.
  await expect(page.getByText(/^Votre compte sera supprimé le .+\.$/).first()).toBeVisible(FIRST_LOAD);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);

  // The banner's button, over the page, comes first.
  await page.getByRole('button', { name: 'Garder mon compte' }).first().click();
  await expect(page.getByText('Votre compte est conservé.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Supprimer dans 14 jours' })).toBeVisible();
});

test('the privacy page lists the retention schedule, in French too', async ({ page, browser }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'How long we keep your data' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText(/^Your account: deleted 14 days after you ask for it/)).toBeVisible();
  await expect(
    page.getByText(/^Documents of a declined or expired rental application: deleted 90 days/),
  ).toBeVisible();
  await expectNoViolations(page);

  const french = await browser.newContext({ locale: 'fr-CA' });
  const frPage = await french.newPage();
  await frPage.goto('/privacy?lang=fr');
  await expect(
    frPage.getByRole('heading', { name: 'Combien de temps nous gardons vos données' }),
  ).toBeVisible(FIRST_LOAD);
  await expect(frPage.getByText(/^Adresses IP dans nos registres : remplacées après 90 jours/)).toBeVisible();
  await french.close();
});

test('the deletion e-mail’s cancel link waits for a button press', async ({ page }) => {
  // A mail scanner opening the link must not cancel a deletion: nothing is sent before the press.
  await page.goto('/account-deletion/cancel?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Keep your account' })).toBeVisible(FIRST_LOAD);
  const keep = page.getByRole('button', { name: 'Keep my account' });
  await expect(keep).toBeVisible();
  await expect(page.getByText(/^This link is not valid/)).toHaveCount(0);
  await expectNoViolations(page);

  await keep.click();
  await expect(page.getByText(/^This link is not valid/)).toBeVisible();
  await expect(keep).toHaveCount(0);
});
