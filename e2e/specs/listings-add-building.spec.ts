import { graphql } from '../fixtures/graphql';
import { login, threePictures } from '../fixtures/listings';
import { choose, closeDialog, row } from '../fixtures/property-dialog';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * A landlord's building, from the property dialog to rented: created in six steps, edited, its
 * pictures reordered (adding units to a building: listings-add-unit.spec.ts).
 */

const PICTURES = `query($id: ID!) { getSingleBuilding(id: $id) { pictures { filename order } } }`;

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
