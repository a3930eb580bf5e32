import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { graphql } from '../fixtures/graphql';
import { createListings, login, promoteToAdmin } from '../fixtures/listings';
import { expect, storeSession, test, type NewUser } from '../fixtures/test';

/*
 * Risk signals on /requestedListing: a landlord's listing asking for an e-transfer shows a chip
 * on its row, and the chip opens the signals in sentences. Each test makes its own staff account
 * (the French one reads the site in French) and its own listing with a unique title.
 */

const PENDING = `query($skip: Int) { requestedListings(first: 100, skip: $skip) { id } }`;
const UPDATE = `mutation($id: ID!, $data: UpdateListingInput!) { updateListing(where: { id: $id }, data: $data) { id } }`;
const SET_LOCALE = `mutation($data: UpdateUserInput!) { updateUser(data: $data) { id } }`;

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type CreateUser = (o: { userType: 'LANDLORD' }) => Promise<NewUser>;

/** A landlord's new listing awaiting review whose description asks for an Interac e-transfer. */
async function listingAskingForETransfer(request: APIRequestContext, createUser: CreateUser, title: string) {
  const landlord = await login(request, await createUser({ userType: 'LANDLORD' }));
  const [listing] = await createListings(request, landlord.token, [title]);
  await graphql(
    request,
    UPDATE,
    { id: listing!.id, data: { description: 'Bright unit. Send an e-transfer as a deposit to hold it.' } },
    landlord.token,
  );
  return listing!;
}

/** A staff account of its own (an admin), reading the site in `locale`. */
async function staffSession(request: APIRequestContext, createUser: CreateUser, locale: 'en' | 'fr') {
  const staff = await createUser({ userType: 'LANDLORD' });
  await promoteToAdmin(request, staff.email);
  const session = await login(request, staff);
  await graphql(request, SET_LOCALE, { data: { locale } }, session.token);
  return session;
}

/** Opens the /requestedListing page holding the listing: others add and review listings meanwhile. */
async function openQueueAt(page: Page, request: APIRequestContext, token: string, id: string, title: string) {
  await expect(async () => {
    let at = 0;
    for (let skip = 0; !at; skip += 100) {
      const data = await graphql<{ requestedListings: { id: string }[] }>(request, PENDING, { skip }, token);
      const index = data.requestedListings.findIndex((l) => l.id === id);
      if (index >= 0) at = Math.floor((skip + index) / 10) + 1;
      else if (data.requestedListings.length < 100) throw new Error(`${id} is not awaiting review`);
    }
    await page.goto(at > 1 ? `/requestedListing?page=${at}` : '/requestedListing');
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
}

test('staff see the e-transfer wording of a listing under review among its risk signals', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(90_000);
  const title = unique('Risk loft');
  const listing = await listingAskingForETransfer(request, createUser, title);
  const staff = await staffSession(request, createUser, 'en');
  await storeSession(page, staff, '/');
  await openQueueAt(page, request, staff.token, listing.id, title);

  const row = page.getByRole('row').filter({ hasText: title });
  // A new account and payment wording: two signals, the payment wording high.
  const chip = row.getByRole('button', {
    name: `2 signals, highest high. Show the risk signals of ${title}`,
  });
  await expect(chip).toBeVisible();
  await chip.click();
  const dialog = page.getByRole('dialog', { name: `Risk signals: ${title}` });
  await expect(
    dialog.getByText('The description uses payment wording: “e-transfer”, “deposit to hold”.'),
  ).toBeVisible();
  await expect(dialog.getByText('Posted on the day the account was created.')).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(chip).toBeFocused();
});

test('in French the signals read in French', async ({ page, request, createUser }) => {
  test.setTimeout(90_000);
  const title = unique('Risque studio');
  const listing = await listingAskingForETransfer(request, createUser, title);
  const staff = await staffSession(request, createUser, 'fr');
  await storeSession(page, staff, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr', { timeout: 15_000 });
  await openQueueAt(page, request, staff.token, listing.id, title);

  const row = page.getByRole('row').filter({ hasText: title });
  await row
    .getByRole('button', { name: `2 signaux, au plus élevé. Afficher les signaux de risque de ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Signaux de risque : ${title}` });
  await expect(
    dialog.getByText('La description emploie des termes de paiement : « e-transfer », « deposit to hold ».'),
  ).toBeVisible();
  await expect(dialog.getByText('Publiée le jour même de la création du compte.')).toBeVisible();
  await expectNoViolations(page);
});
