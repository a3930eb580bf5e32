import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { graphql } from '../fixtures/graphql';
import { login, threePictures } from '../fixtures/listings';
import { choose } from '../fixtures/property-dialog';
import { lookAt } from '../fixtures/screenshots';
import { expect, storeSession, test, type NewUser } from '../fixtures/test';

/*
 * The address box of the property dialog: Canadian street addresses, units and postal codes as
 * landlords type them, the help when nothing matches, and a building placed by hand on the map.
 */

const BUILDING = `query($unitId: ID!) { getBuildingByUnit(unitId: $unitId) { location { address lat lng city { name } } } }`;

async function openPropertyDialog(
  page: Page,
  request: APIRequestContext,
  landlord: NewUser,
  locale: 'en' | 'fr' = 'en',
) {
  const session = await login(request, landlord);
  await storeSession(page, session, '/building');
  if (locale === 'fr')
    await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  return session;
}

test('a landlord finds "100 Queen St W, Toronto", a unit address and a postal code', async ({
  page,
  request,
  createUser,
}) => {
  await openPropertyDialog(page, request, await createUser({ userType: 'LANDLORD' }));
  await page.getByRole('button', { name: 'Add Property' }).click();
  const address = page.getByRole('dialog').getByRole('combobox', { name: 'Address' });

  await address.fill('100 Queen St W, Toronto');
  await expect(page.getByRole('option', { name: '100 Queen St W, Toronto, ON, Canada' })).toBeVisible();
  await address.fill('1205-50 Charles St E');
  await expect(page.getByRole('option', { name: '1205-50 Charles St E, Toronto, ON, Canada' })).toBeVisible();
  // A street typed without its city is offered in each city that has it.
  await address.fill('100 Queen St W');
  await expect(page.getByRole('option', { name: '100 Queen St W, Brampton, ON, Canada' })).toBeVisible();
  await lookAt(page, 'address-box-street-in-cities', { phone: false });
  await address.fill('M5H 2N2');
  await page.getByRole('option', { name: 'Toronto, ON M5H 2N2, Canada' }).click();
  await expect(address).toHaveValue('Toronto, ON M5H 2N2, Canada');
  await address.fill('100 Queen St W, Toronto');
  await page.getByRole('option', { name: '100 Queen St W, Toronto, ON, Canada' }).click();
  await expect(address).toHaveValue('100 Queen St W, Toronto, ON, Canada');
});

test('nothing matches: the box says what to type, and the landlord places the pin by hand', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const landlord = await createUser({ userType: 'LANDLORD' });
  const session = await openPropertyDialog(page, request, landlord);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Add Property' }).click();
  // The dialog is named after its step: Add Property, then Add Units.
  const dialog = page.getByRole('dialog', { name: /^Add (Property|Units)$/ });
  await choose(page, 'Property type', 'Apartment');
  const address = dialog.getByRole('combobox', { name: 'Address' });
  await address.fill('Zzyzx Qwerty');
  await expect(
    dialog.getByText(
      'No matching address. Type a street address with its city, like "100 Queen St W, Toronto", or a postal code.',
    ),
  ).toBeVisible();
  await address.press('Escape');
  await lookAt(page, 'address-box-no-match', { phone: false });

  await dialog.getByRole('button', { name: 'Place the pin on the map' }).click();
  const pin = page.getByRole('dialog', { name: 'Place the pin on the map' });
  await expect(pin.getByRole('region', { name: 'Map: click to place the pin' })).toBeVisible();
  // The keyboard way: the point typed as coordinates.
  await pin.getByLabel('Latitude').fill('43.7001');
  await pin.getByLabel('Longitude').fill('-79.4102');
  await expect(pin.getByText('Nearest city: Toronto, ON')).toBeVisible();
  await pin.getByLabel('Longitude').fill('-200');
  await expect(pin.getByRole('button', { name: 'Use this point' })).toBeDisabled();
  await pin.getByLabel('Longitude').fill('-79.4102');
  await expect(pin.getByText('Nearest city: Toronto, ON')).toBeVisible();
  await expectNoViolations(page);
  await lookAt(page, 'address-box-pin', { phone: false });
  await pin.getByRole('button', { name: 'Use this point' }).click();
  await expect(pin).toBeHidden();
  await expect(address).toHaveValue('Zzyzx Qwerty, Toronto, ON, Canada');

  // The building is saved with the typed street at the pinned point.
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByLabel('Building title').fill('Pinned House');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.locator('input[type="file"]').first().setInputFiles(threePictures());
  await expect(
    dialog.getByRole('list', { name: 'Pictures, in display order' }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(dialog.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Unit title').fill('Main floor');
  await dialog.getByLabel('Unit size (sq ft)').fill('900');
  await choose(page, 'Bedrooms', 'One Bedroom');
  await choose(page, 'Bathrooms', '1');
  await dialog.getByLabel('Monthly price').fill('1900');
  await dialog.getByLabel('Deposit').fill('1900');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await choose(page, 'Parking', 'None');
  await choose(page, 'Storage', 'Is not available');
  await dialog
    .getByRole('radiogroup', { name: 'Maintenance included' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await dialog.getByRole('radiogroup', { name: 'Smoke alarm' }).getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 5 of 6: Features and description')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Choose Basic' }).click();
  await expect(page).toHaveURL(/\/unit\/[^/?]+\?showModal=true/);
  const unitId = new URL(page.url()).pathname.split('/').at(-1)!;
  const data = await graphql<{
    getBuildingByUnit: { location: { address: string; lat: number; lng: number; city: { name: string } } };
  }>(request, BUILDING, { unitId }, session.token);
  expect(data.getBuildingByUnit.location).toEqual({
    address: 'Zzyzx Qwerty, Toronto, ON, Canada',
    lat: 43.7001,
    lng: -79.4102,
    city: { name: 'Toronto' },
  });
});

test('the address box in French, on a phone', async ({ page, request, createUser }) => {
  await openPropertyDialog(page, request, await createUser({ userType: 'LANDLORD' }), 'fr');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Ajouter une propriété' }).click();
  const dialog = page.getByRole('dialog');
  const address = dialog.getByRole('combobox', { name: 'Adresse' });
  await address.fill('1234 rue Ste-Catherine Ouest, Montréal');
  await expect(
    page.getByRole('option', { name: '1234 rue Sainte-Catherine O, Montréal, QC, Canada' }),
  ).toBeVisible();
  await address.fill('Zzyzx Qwerty');
  await expect(
    dialog.getByText(/^Aucune adresse correspondante\. Saisissez une adresse avec sa ville/),
  ).toBeVisible();
  await address.press('Escape');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoViolations(page);
  await lookAt(page, 'address-box-fr', { phone: false });
  await dialog.getByRole('button', { name: "Placer l'épingle sur la carte" }).click();
  const pin = page.getByRole('dialog', { name: "Placer l'épingle sur la carte" });
  await expect(pin.getByText('Ville la plus proche : Toronto, ON')).toBeVisible();
  await expectNoViolations(page);
  await lookAt(page, 'address-box-pin-fr', { phone: false });
  await pin.getByRole('button', { name: 'Annuler' }).click();
  await expect(pin).toBeHidden();
  await expect(address).toHaveValue('Zzyzx Qwerty');
});
