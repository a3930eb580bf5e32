import type { APIRequestContext, Page } from '@playwright/test';
import { createListings, login } from '../fixtures/listings';
import { row } from '../fixtures/property-dialog';
import { expect, storeSession, test, type NewUser } from '../fixtures/test';

/*
 * The Add/Update Property dialog's inputs: numbers kept as typed with their errors.
 */

async function openAddProperty(page: Page, request: APIRequestContext, landlord: NewUser) {
  await storeSession(page, await login(request, landlord), '/building');
  await page.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByRole('dialog').getByText('Step 1 of 6: Property')).toBeVisible();
}

test('number fields keep what is typed and name the problem instead of rewriting it', async ({
  page,
  request,
  createUser,
}) => {
  const landlord = await createUser({ userType: 'LANDLORD' });
  await openAddProperty(page, request, landlord);
  const dialog = page.getByRole('dialog');
  const units = dialog.getByLabel('Units', { exact: true });
  const floors = dialog.getByLabel('Floors', { exact: true });
  await units.pressSequentially('-5');
  await floors.pressSequentially('1e12');
  await expect(units).toHaveValue('-5');
  await expect(floors).toHaveValue('1e12');
  await expect(units).toHaveAttribute('inputmode', 'numeric');

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 1 of 6: Property')).toBeVisible();
  await expect(units).toHaveValue('-5');
  await expect(units).toHaveAccessibleDescription('Minimum number should be 0');
  await expect(floors).toHaveValue('1e12');
  await expect(floors).toHaveAccessibleDescription('Floors is not valid');

  // Fixing the text clears its error as it is typed.
  await units.fill('1 200');
  await expect(units).not.toHaveAccessibleDescription('Minimum number should be 0');

  // The rented price of Mark as rented is the same kind of field.
  const session = await login(request, landlord);
  await createListings(request, session.token, ['Number Court']);
  await page.goto('/building');
  await row(page, 'Number Court').getByRole('button', { name: 'Mark as rented' }).click();
  const rented = page.getByRole('dialog', { name: 'Mark as rented' });
  const price = rented.getByLabel('Rented price (CAD per month)');
  await price.fill('1e12');
  await rented.getByRole('button', { name: 'Save' }).click();
  await expect(price).toHaveValue('1e12');
  await expect(price).toHaveAccessibleDescription('Amount must be a number');
  await price.fill('-5');
  await expect(price).toHaveAccessibleDescription('Value must be greater than or equal to $0');
  await expect(price).toHaveValue('-5');
});
