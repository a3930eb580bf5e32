import { createListings, login, threePictures } from '../fixtures/listings';
import { choose, closeDialog, row } from '../fixtures/property-dialog';
import { expect, storeSession, test } from '../fixtures/test';

/* A landlord adds units to an existing building: from its row on /building and from the edit dialog. */

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
