import type { Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { graphql } from '../fixtures/graphql';
import { createListings, login } from '../fixtures/listings';
import { row } from '../fixtures/property-dialog';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * Edit mode of the public listing form (/list-with-us?listing=<id>, spec/03 §2.1, §4.1): the owner
 * finds every step filled, each page is saved as they go on, and the building list shows the change;
 * the phone of step 1 goes to their account; anyone else is refused.
 */

const form = (page: Page) => page.getByRole('main');
const next = (page: Page) => form(page).getByRole('button', { name: 'Next', exact: true }).click();
const heading = (page: Page, name: string) =>
  expect(form(page).getByRole('heading', { name, exact: true })).toBeVisible();

async function choose(page: Page, label: string, option: string) {
  await form(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

const LISTING = `query($id: ID!) { getSingleBuilding(id: $id) { title planIds units { monthlyPrice } } }`;
const ME = `query { fetchCurrentUser { phone } }`;

test('the owner changes a listing page by page and finds it updated', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(180_000);
  const landlord = await createUser({ userType: 'LANDLORD' });
  const session = await login(request, landlord);
  const [listing] = await createListings(request, session.token, [`Edit Court ${Date.now()}`]);
  const renamed = `${listing!.title} renamed`;

  await storeSession(page, session, `/list-with-us?listing=${listing!.id}`);
  await heading(page, 'Update Property');
  await expect(form(page).getByLabel('Building title')).toHaveValue(listing!.title);
  await expectNoViolations(page);
  await page.screenshot({ path: '/tmp/shots-lwu-edit/en-step1-1280.png', fullPage: true });

  // The listing was made without a poster type; the form asks for one as for a new listing.
  await choose(page, 'Poster type', 'Landlord/Owner');
  await form(page).getByLabel('Building title').fill(renamed);
  await form(page).getByLabel('Phone').fill('416 555 0177');
  await next(page);
  await expect(form(page).getByText(/^Step 2 of/)).toBeVisible();
  await next(page);

  await heading(page, 'Update Units');
  await expect(form(page).getByLabel('Unit title')).toHaveValue(`${listing!.title} unit`);
  await form(page).getByLabel('Monthly price').fill('2450');
  await next(page);

  await heading(page, 'Plan Selected');
  await form(page)
    .getByRole('button', { name: /^Select.*Basic/ })
    .click();
  await next(page);
  await heading(page, 'Final Step');
  await form(page).getByLabel('Lockbox details').fill('Code 1234');
  await form(page).getByRole('button', { name: 'Submit', exact: true }).click();

  await expect(page).toHaveURL(/\/building$/);
  await expect(page.getByText('Building has been updated successfully')).toBeVisible();
  await expect(row(page, renamed)).toBeVisible();

  const saved = await graphql<{
    getSingleBuilding: { title: string; planIds: number[] | null; units: { monthlyPrice: number }[] };
  }>(request, LISTING, { id: listing!.id }, session.token);
  expect(saved.getSingleBuilding).toMatchObject({ title: renamed, planIds: [5] });
  expect(saved.getSingleBuilding.units[0]!.monthlyPrice).toBe(2450);
  const me = await graphql<{ fetchCurrentUser: { phone: string | null } }>(request, ME, {}, session.token);
  expect(me.fetchCurrentUser.phone?.replace(/\D/g, '')).toContain('4165550177');
});

test("another landlord's listing is refused, with no form", async ({ page, request, createUser }) => {
  const [owner, other] = await Promise.all([
    createUser({ userType: 'LANDLORD' }),
    createUser({ userType: 'LANDLORD' }),
  ]);
  const [listing] = await createListings(request, (await login(request, owner)).token, ['Private Court']);
  await storeSession(page, await login(request, other), `/list-with-us?listing=${listing!.id}`);
  await expect(form(page).getByRole('alert')).toContainText('Listing not found.');
  await expect(form(page).getByLabel('Building title')).toHaveCount(0);
  await expectNoViolations(page);
});

for (const width of [360, 1280]) {
  test(`edit mode in French at ${width} px`, async ({ page, request, createUser }) => {
    await page.setViewportSize({ width, height: 900 });
    const landlord = await createUser({ userType: 'LANDLORD' });
    const session = await login(request, landlord);
    const [listing] = await createListings(request, session.token, ['Maison Laval']);
    await storeSession(page, session, `/list-with-us?listing=${listing!.id}`);
    // A new account's own language, switched in the header (the account's language wins at sign-in).
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'FR', exact: true })
      .click();
    await heading(page, 'Modifier la propriété');
    await expect(form(page).getByLabel("Nom de l'immeuble")).toHaveValue('Maison Laval');
    await expectNoViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await page.screenshot({ path: `/tmp/shots-lwu-edit/fr-step1-${width}.png`, fullPage: true });
  });
}
