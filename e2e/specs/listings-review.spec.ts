import type { APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { graphql } from '../fixtures/graphql';
import { createListings, login, type CreatedListing } from '../fixtures/listings';
import { row } from '../fixtures/property-dialog';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * Issue 14, around a landlord's approved listing: an edit of its public content goes back to
 * review (and into its history), a rented listing is made available again, the signed lease date
 * is bounded, the row links both pages, staff see Pending Approval beside Available, and the edit
 * dialog shows a stored Property Manager poster type.
 */

const APPROVE = `mutation($id: ID!) { approveListing(where: { id: $id }) { id } }`;
const SET_ROLE = `mutation($id: ID!) { updateListing(where: { id: $id }, data: { role: PROPERTY_MANAGER }) { id } }`;

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const adminSession = (request: APIRequestContext) =>
  login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });

/** A new landlord with one listing, approved by the demo admin unless told otherwise. */
async function landlordListing(
  request: APIRequestContext,
  createUser: (o: { userType: 'LANDLORD' }) => Promise<{ email: string; password: string }>,
  title: string,
  { approved = true } = {},
) {
  const session = await login(request, await createUser({ userType: 'LANDLORD' }));
  const [listing] = await createListings(request, session.token, [title]);
  if (approved) await graphql(request, APPROVE, { id: listing!.id }, (await adminSession(request)).token);
  return { session, listing: listing as CreatedListing };
}

test("an owner's title edit goes back to review, says so, and shows in the listing's history", async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(90_000);
  const title = unique('Review Court');
  const { session } = await landlordListing(request, createUser, title);
  await storeSession(page, session, '/building');
  const card = row(page, title);
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Property' });
  await dialog.getByLabel('Building title').fill(`${title} II`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(/^Building has been updated successfully\. Your changes go back to review/),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await expect(row(page, `${title} II`).getByText('Pending Approval')).toBeVisible();

  // Staff find the owner's edit in the listing's history on /listings.
  await storeSession(page, await adminSession(request), `/listings?search=${encodeURIComponent(title)}`);
  const staffRow = page.getByRole('row').filter({ hasText: `${title} II` });
  await expect(staffRow.getByText('Pending', { exact: true })).toBeVisible({ timeout: 15_000 });
  await staffRow.getByRole('button', { name: `History of “${title} II”` }).click();
  const history = page.getByRole('dialog', { name: `History of “${title} II”` });
  const edit = history.getByRole('listitem').first();
  await expect(edit.getByRole('heading', { name: 'Edited' })).toBeVisible();
  await expect(edit.getByText(`By ${session.user.email} on`)).toBeVisible();
  await expect(
    edit.getByRole('row', { name: new RegExp(`^Title\\s+${title}\\s+${title} II$`) }),
  ).toBeVisible();
  await expect(edit.getByRole('row', { name: /^Approved\s+Yes\s+No$/ })).toBeVisible();
});

test('a rented listing is made available again; a lease signed in 2099 is refused', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(60_000);
  const title = unique('Relist House');
  const { session } = await landlordListing(request, createUser, title);
  await storeSession(page, session, '/building');
  const card = row(page, title);

  await card.getByRole('button', { name: 'Mark as rented' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as rented' });
  await dialog.getByLabel('Signed lease date').fill('2099-01-01');
  await dialog.getByRole('radio', { name: 'No, keep the listing enabled' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Signed lease date cannot be in the future')).toBeVisible();
  await dialog.getByLabel('Signed lease date').fill('2026-01-15');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Inactive')).toBeVisible();

  await card.getByRole('button', { name: 'Make available again' }).click();
  await expect(page.getByText('The property is available again.')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark as rented' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Make available again' })).toHaveCount(0);
});

test('the row title opens the listing page and Manage units the unit page', async ({
  page,
  request,
  createUser,
}) => {
  const title = unique('Linked Lofts');
  const { session, listing } = await landlordListing(request, createUser, title, { approved: false });
  await storeSession(page, session, '/building');
  const card = row(page, title);
  await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', `/listing/${listing.id}`);
  await card.getByRole('link', { name: 'Manage units' }).click();
  await expect(page).toHaveURL(`/unit/${listing.unitId}`);
  await page.goBack();
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/listing/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('staff see Pending Approval beside Available on a pending listing and its unit', async ({
  page,
  request,
  createUser,
}) => {
  const title = unique('Pending Place');
  const { listing } = await landlordListing(request, createUser, title, { approved: false });
  await storeSession(page, await adminSession(request), `/listing/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Status: Available')).toBeVisible();
  await expect(page.getByText('Pending Approval', { exact: true })).toBeVisible();

  await page.goto(`/unit/${listing.unitId}`);
  await expect(page.getByRole('heading', { level: 1, name: `${title} unit` })).toBeVisible();
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  await expect(page.getByText('Pending Approval', { exact: true })).toBeVisible();
});

test('the edit dialog shows a stored Property Manager poster type', async ({ page, request, createUser }) => {
  const title = unique('Managed Tower');
  const { session, listing } = await landlordListing(request, createUser, title, { approved: false });
  await graphql(request, SET_ROLE, { id: listing.id }, session.token);
  await storeSession(page, session, `/building?property=${listing.id}`);
  const dialog = page.getByRole('dialog', { name: 'Update Property' });
  await expect(dialog.getByRole('combobox', { name: 'Poster type' })).toHaveText('Property Manager');
});
