import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { graphql } from '../fixtures/graphql';
import { createListings, login, promoteToAdmin, threePictures } from '../fixtures/listings';
import { expect, storeSession, test } from '../fixtures/test';

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = violations.map(
    (v) => `${v.impact}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

const row = (page: Page, title: string) => page.getByRole('article', { name: title });

const PICTURES = `query($id: ID!) { getSingleBuilding(id: $id) { pictures { filename order } } }`;

/** Chooses an option of a MUI select inside the dialog. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Closes the property dialog, confirming the discard question when it is asked. */
async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).first().click();
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  if (await discard.isVisible().catch(() => false))
    await discard.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a landlord adds a building through the dialog, edits it, reorders pictures and marks it rented', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const landlord = await createUser({ userType: 'LANDLORD' });
  const session = await login(request, landlord);
  await storeSession(page, session, '/building');

  await page.getByRole('button', { name: 'Add Property' }).click();
  await expect(page).toHaveURL(/[?&]property=new/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Step 1 of 6: Property')).toBeVisible();
  await choose(page, 'Property type', 'Apartment');
  await dialog.getByRole('combobox', { name: 'Address' }).fill('Toronto');
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Building title').fill('Dialog Tower');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByText('Step 2 of 6: Building features')).toBeVisible();
  await dialog.locator('input[type="file"]').first().setInputFiles(threePictures());
  const pictures = dialog.getByRole('list', { name: 'Pictures, in display order' }).getByRole('listitem');
  await expect(pictures).toHaveCount(3);
  await expect(dialog.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByText('Step 3 of 6: Unit')).toBeVisible();
  await dialog.getByLabel('Unit title').fill('Suite 1');
  await dialog.getByLabel('Unit size (sq ft)').fill('700');
  await choose(page, 'Bedrooms', 'One Bedroom');
  await choose(page, 'Bathrooms', '1');
  await dialog.getByLabel('Monthly price').fill('2000');
  await dialog.getByLabel('Deposit').fill('2000');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByText('Step 4 of 6: Unit details')).toBeVisible();
  await choose(page, 'Parking', 'None');
  await choose(page, 'Storage', 'Is not available');
  await dialog
    .getByRole('radiogroup', { name: 'Maintenance included' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await dialog.getByRole('radiogroup', { name: 'Smoke alarm' }).getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByText('Step 5 of 6: Features and description')).toBeVisible();
  // The pictures were scanned (the local fake vision provider saw a dishwasher and hardwood floors).
  await dialog.getByRole('button', { name: 'Tick Dishwasher, seen in your pictures' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Dishwasher' })).toBeChecked();
  await expect(
    dialog.getByRole('button', { name: 'Tick Hardwood Floor, seen in your pictures' }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Tick Dishwasher/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Choose Basic' }).click();

  await expect(page).toHaveURL(/\/unit\/[^/?]+\?showModal=true/);
  const created = page.getByRole('dialog', { name: 'Building has been created successfully' });
  await expect(created).toBeVisible();
  await created.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: 'Suite 1', level: 1 })).toBeVisible();
  await expect(page.getByText('$2,000/month')).toBeVisible();
  await expect(page.getByText('Dishwasher')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Picture \d of Dialog Tower$/ })).toHaveCount(3);

  await page.getByRole('link', { name: 'Back to my properties' }).click();
  const tower = row(page, 'Dialog Tower');
  await expect(tower.getByText('Pending Approval')).toBeVisible();
  await expect(tower.getByText('$2,000/month')).toBeVisible();

  // Edit the price on the unit page of the dialog and save it.
  await tower.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/[?&]property=/);
  await expect(dialog.getByText('Step 1 of 5: Property')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 2 of 5: Building features')).toBeVisible();

  // Reorder: the second picture becomes the cover.
  await dialog.getByRole('button', { name: 'Move picture 2 earlier' }).click();
  await expect(page.getByText('Update successfully!')).toBeVisible();
  const listingId = new URL(page.url()).searchParams.get('property')!;
  await expect
    .poll(async () => {
      const data = await graphql<{ getSingleBuilding: { pictures: { filename: string; order: number }[] } }>(
        request,
        PICTURES,
        { id: listingId },
        session.token,
      );
      return [...data.getSingleBuilding.pictures].sort((a, b) => a.order - b.order).map((p) => p.filename);
    })
    .toEqual([
      expect.stringMatching(/^picture-2/),
      expect.stringMatching(/^picture-1/),
      expect.stringMatching(/^picture-3/),
    ]);

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 3 of 5: Unit')).toBeVisible();
  await dialog.getByLabel('Monthly price').fill('2250');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Building has been updated successfully')).toBeVisible();
  await closeDialog(page);
  await expect(tower.getByText('$2,250/month')).toBeVisible();

  await tower.getByRole('button', { name: 'Mark as rented' }).click();
  const rented = page.getByRole('dialog', { name: 'Mark as rented' });
  await expect(rented.getByLabel('Rented price (CAD per month)')).toHaveValue('2250');
  await rented.getByRole('radio', { name: 'No, keep the listing enabled' }).check();
  await rented.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The property is marked as rented.')).toBeVisible();
  // Hidden now, but a landlord's listing stays Pending Approval until staff approve it (spec/01 §4).
  await expect(tower.getByRole('button', { name: 'Mark as rented' })).toHaveCount(0);
  await expect(tower.getByText('Pending Approval')).toBeVisible();
  const after = await graphql<{
    getSingleBuilding: { isHidden: boolean; rentedPrice: number; disableListing: string };
  }>(
    request,
    `
      query ($id: ID!) {
        getSingleBuilding(id: $id) {
          isHidden
          rentedPrice
          disableListing
        }
      }
    `,
    { id: listingId },
    session.token,
  );
  expect(after.getSingleBuilding).toEqual({ isHidden: true, rentedPrice: 2250, disableListing: '0' });
});

test.describe('landlord dashboard (/building)', () => {
  test('pages by 10 and searches after a pause, with both in the URL', async ({
    page,
    request,
    createUser,
  }) => {
    const landlord = await createUser({ userType: 'LANDLORD' });
    const session = await login(request, landlord);
    const titles = Array.from({ length: 11 }, (_, i) => `Maple Court ${String(i + 1).padStart(2, '0')}`);
    await createListings(request, session.token, [...titles, 'Harbour View Lofts']);

    await storeSession(page, session, '/building');
    await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toBeVisible();
    await expect(page.getByText('Showing 1-10 of 12 results')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(10);
    // Newest first.
    await expect(page.getByRole('article').first()).toHaveAccessibleName('Harbour View Lofts');
    const first = row(page, 'Harbour View Lofts');
    await expect(first.getByText('Pending Approval')).toBeVisible();
    await expect(first.getByText('$1,900/month')).toBeVisible();
    await expect(first.getByText('1 unit', { exact: true })).toBeVisible();
    await expect(first.getByText(/^Created \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Pages of properties' })
      .getByRole('button', { name: 'Go to page 2' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText('Showing 11-12 of 12 results')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);

    const search = page.getByRole('searchbox', { name: 'Search your properties' });
    await search.fill('harbour');
    // Nothing happens before the 500 ms pause.
    await expect(page).not.toHaveURL(/search=/);
    await expect(page).toHaveURL(/search=harbour/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByText('Showing 1-1 of 1 results')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);

    await page.reload();
    await expect(search).toHaveValue('harbour');
    await expect(page.getByRole('article')).toHaveCount(1);

    await search.fill('no such place');
    await expect(page.getByRole('heading', { name: 'No property matches “no such place”' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(page.getByText('Showing 1-10 of 12 results')).toBeVisible();
  });

  test('an empty dashboard invites to add the first property', async ({ page, signInAsNewUser }) => {
    await signInAsNewUser({ userType: 'LANDLORD', path: '/building' });
    await expect(page.getByRole('heading', { name: 'No properties yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Add your first property' }).click();
    await expect(page).toHaveURL(/[?&]property=new/);
  });

  test('staff mark their approved listing as rented (Active to Inactive), then delete it', async ({
    page,
    request,
    createUser,
  }) => {
    const owner = await createUser({ userType: 'LANDLORD' });
    await promoteToAdmin(request, owner.email);
    const session = await login(request, owner);
    await createListings(request, session.token, ['Birch House', 'Cedar House'], 2150);
    await storeSession(page, session, '/building');

    const birch = row(page, 'Birch House');
    await expect(birch.getByText('Active', { exact: true })).toBeVisible();
    await birch.getByRole('button', { name: 'Mark as rented' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as rented' });
    await expect(dialog.getByLabel('Rented price (CAD per month)')).toHaveValue('2150');
    await dialog.getByLabel('Rented price (CAD per month)').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Rented price is required')).toBeVisible();
    await expect(dialog.getByText('Disable listing is required')).toBeVisible();
    await dialog.getByLabel('Signed lease date').fill('2026-10-01');
    await dialog.getByLabel('Rented price (CAD per month)').fill('2100');
    await dialog.getByRole('radio', { name: 'Yes, disable the listing' }).check();
    await dialog.getByLabel('Tenant names').fill('Ana Silva, Marc Roy');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The property is marked as rented.')).toBeVisible();
    await expect(birch.getByText('Inactive')).toBeVisible();
    await expect(birch.getByRole('button', { name: 'Mark as rented' })).toHaveCount(0);

    await page.reload();
    await expect(birch.getByText('Inactive')).toBeVisible();
    await expect(row(page, 'Cedar House').getByText('Active', { exact: true })).toBeVisible();

    await birch.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this property?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(birch).toBeVisible();
    await birch.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Property deleted.')).toBeVisible();
    await expect(birch).toHaveCount(0);
    await expect(page.getByText('Showing 1-1 of 1 results')).toBeVisible();
  });

  test('a renter has no dashboard and cannot open the property dialog', async ({ page, signInAs }) => {
    await signInAs('renter', '/building?property=new');
    await expect(page.getByText(/You don't have an Access/)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Property' })).toHaveCount(0);
  });

  test('a landlord has the Properties side navigation item', async ({ page, signInAs }) => {
    await signInAs('landlord', '/profile');
    const side = page.getByRole('navigation', { name: 'Account navigation' });
    await side.getByRole('link', { name: 'Properties' }).click();
    await expect(page).toHaveURL('/building');
    await expect(side.getByRole('link', { name: 'Properties' })).toHaveAttribute('aria-current', 'page');
  });
});

test('a landlord adds a second unit to a building from /building', async ({ page, request, createUser }) => {
  test.setTimeout(90_000);
  const landlord = await createUser({ userType: 'LANDLORD' });
  const session = await login(request, landlord);
  const [listing] = await createListings(request, session.token, ['Willow Court']);
  await storeSession(page, session, '/building');

  const willow = row(page, 'Willow Court');
  await expect(willow.getByText('1 unit', { exact: true })).toBeVisible();
  await willow.getByRole('button', { name: 'Add unit' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]property=${listing!.id}&unit=new`));
  const dialog = page.getByRole('dialog', { name: 'Add Units' });
  await expect(dialog.getByText('Step 1 of 3: Unit')).toBeVisible();
  await expect(dialog.getByLabel('Unit title')).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Previous' })).toHaveCount(0);

  // Same validation as a first unit.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Unit title is required')).toBeVisible();

  await dialog.getByLabel('Unit title').fill('Suite 2');
  await dialog.getByLabel('Unit size (sq ft)').fill('820');
  await choose(page, 'Bedrooms', 'Two Bedrooms');
  await choose(page, 'Bathrooms', '2');
  await dialog.getByRole('button', { name: 'Contact for Pricing!' }).click();
  await expect(dialog.getByLabel('Monthly price')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByText('Step 2 of 3: Unit details')).toBeVisible();
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog.getByText('Step 1 of 3: Unit')).toBeVisible();
  await expect(dialog.getByLabel('Unit title')).toHaveValue('Suite 2');
  await expect(dialog.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Next' }).click();

  await choose(page, 'Parking', 'None');
  await choose(page, 'Storage', 'Is not available');
  await dialog
    .getByRole('radiogroup', { name: 'Maintenance included' })
    .getByRole('radio', { name: 'No' })
    .check();
  await dialog.getByRole('radiogroup', { name: 'Smoke alarm' }).getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByText('Step 3 of 3: Features and pictures')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Microwave' }).check();
  await dialog.locator('input[type="file"][multiple]').setInputFiles(threePictures().slice(0, 1));
  await expect(
    dialog.getByRole('list', { name: 'Pictures, in display order' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(dialog.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/unit\/[^/?]+\?showModal=true/);
  expect(page.url()).not.toContain(listing!.unitId);
  const added = page.getByRole('dialog', { name: 'Unit has been added successfully' });
  await expect(added).toBeVisible();
  await added.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: 'Suite 2', level: 1 })).toBeVisible();
  await expect(page.getByText('Microwave')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Picture \d of Willow Court$/ })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Willow Court unit' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to my properties' }).click();
  await expect(willow.getByText('2 units', { exact: true })).toBeVisible();

  // Edit mode: Add Another Unit on the last page saves the unit, then opens an empty one.
  await willow.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Update Property' });
  await expect(edit.getByText('Step 1 of 5: Property')).toBeVisible();
  for (const next of ['2 of 5', '3 of 5', '4 of 5', '5 of 5']) {
    await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog').getByText(`Step ${next}:`)).toBeVisible();
  }
  await page.getByRole('dialog').getByRole('button', { name: 'Add Another Unit' }).click();
  await expect(page).toHaveURL(/[?&]unit=new/);
  await expect(dialog.getByText('Step 1 of 3: Unit')).toBeVisible();
  await expect(dialog.getByLabel('Unit title')).toHaveValue('');
  await dialog.getByLabel('Unit title').fill('Suite 3');
  await closeDialog(page);
  await expect(page).not.toHaveURL(/property=/);
  await expect(willow.getByText('2 units', { exact: true })).toBeVisible();
});

test.describe('unit page (/unit/{id})', () => {
  test('a visitor opens the unit page of an approved listing, without Edit', async ({
    page,
    request,
    createUser,
  }) => {
    const owner = await createUser({ userType: 'LANDLORD' });
    await promoteToAdmin(request, owner.email);
    const session = await login(request, owner);
    const [listing] = await createListings(request, session.token, ['Aspen Lofts'], 2300);

    await page.goto(`/unit/${listing!.unitId}`);
    await expect(page).toHaveURL(`/unit/${listing!.unitId}`);
    await expect(page.getByRole('heading', { name: 'Aspen Lofts unit', level: 1 })).toBeVisible();
    // Visitors see the public status of an approved, visible listing.
    await expect(page.getByText('Available', { exact: true })).toBeVisible();
    await expect(page.getByText('$2,300/month')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to my properties' })).toHaveCount(0);
  });

  test("a pending listing's unit is not found for another landlord", async ({
    page,
    request,
    createUser,
  }) => {
    const owner = await createUser({ userType: 'LANDLORD' });
    const [listing] = await createListings(request, (await login(request, owner)).token, ['Hidden Elm']);
    const other = await createUser({ userType: 'LANDLORD' });
    await storeSession(page, await login(request, other), `/unit/${listing!.unitId}`);
    await expect(page.getByRole('heading', { name: 'Unit not found', level: 1 })).toBeVisible();
  });

  test('shows the unit with its facts; an unknown unit is not found', async ({
    page,
    request,
    createUser,
  }) => {
    const landlord = await createUser({ userType: 'LANDLORD' });
    const session = await login(request, landlord);
    const [listing] = await createListings(request, session.token, ['Spruce Terrace'], 1875.5);
    await storeSession(page, session, `/unit/${listing!.unitId}?showModal=true`);

    const created = page.getByRole('dialog', { name: 'Building has been created successfully' });
    await expect(created).toBeVisible();
    await created.getByRole('button', { name: 'Close' }).click();
    await expect(created).toBeHidden();
    await expect(page).not.toHaveURL(/showModal/);

    await expect(page.getByRole('heading', { name: 'Spruce Terrace unit', level: 1 })).toBeVisible();
    await expect(page.getByText('Pending Approval')).toBeVisible();
    await expect(page.getByText('$1,875.50/month')).toBeVisible();
    await expect(page.getByText('One Bedroom')).toBeVisible();
    await expect(page.getByText('650 sq ft')).toBeVisible();
    await expect(page.getByText('Balcony')).toBeVisible();
    await expect(page.getByText('Dishwasher')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Picture 1 of Spruce Terrace' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/building?property=${listing!.id}&unit=${listing!.unitId}`,
    );

    await page.goto('/unit/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Unit not found', level: 1 })).toBeVisible();
  });
});

for (const locale of ['en', 'fr'] as const) {
  test(`axe: /building and /unit/{id} have no violations in ${locale}`, async ({
    page,
    request,
    createUser,
  }) => {
    const landlord = await createUser({ userType: 'LANDLORD' });
    const session = await login(request, landlord);
    const titles = Array.from({ length: 11 }, (_, i) => `Axe Place ${i + 1}`);
    const created = await createListings(request, session.token, titles);
    await page.addInitScript(
      ({ l, token, userId }) => {
        if (!localStorage.getItem('locale')) localStorage.setItem('locale', l);
        localStorage.setItem('token', token);
        localStorage.setItem('userId', userId);
      },
      { l: locale, token: session.token, userId: session.user.id },
    );

    await page.goto('/building');
    // A new account is stored in English; use the switch so the account's language matches.
    if (locale === 'fr') await page.getByRole('banner').getByRole('button', { name: 'FR' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('article')).toHaveCount(10);
    await expect(
      page.getByText(locale === 'en' ? 'Showing 1-10 of 11 results' : 'Affichage de 1 à 10 sur 11 résultats'),
    ).toBeVisible();
    await expectNoViolations(page);

    await page.goto(`/unit/${created[0]!.unitId}`);
    await expect(page.getByRole('heading', { name: 'Axe Place 1 unit', level: 1 })).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();
    await expectNoViolations(page);
  });
}
