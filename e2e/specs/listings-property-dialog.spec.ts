import type { APIRequestContext, Page } from '@playwright/test';
import { createListings, login } from '../fixtures/listings';
import { row } from '../fixtures/property-dialog';
import { expect, storeSession, test, type NewUser } from '../fixtures/test';

/*
 * The Add/Update Property dialog's inputs: numbers kept as typed with their errors, the question
 * before unsaved changes are lost (on a desktop and on a phone), and the description's limit.
 */

async function openAddProperty(page: Page, request: APIRequestContext, landlord: NewUser) {
  await storeSession(page, await login(request, landlord), '/building');
  await page.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByRole('dialog').getByText('Step 1 of 6: Property')).toBeVisible();
}

const discardQuestion = (page: Page) => page.getByRole('dialog', { name: 'Discard your changes?' });

/** Answers 'Keep editing' and checks the dialog is still there with what was typed. */
async function keepEditing(page: Page) {
  await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(discardQuestion(page)).toHaveCount(0);
  await expect(page.getByRole('dialog').getByLabel('Building title')).toHaveValue('Unsaved Tower');
  await expect(page).toHaveURL(/[?&]property=new/);
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

test('closing with unsaved changes asks first: Close, Escape, a click beside, Back', async ({
  page,
  request,
  createUser,
}) => {
  const landlord = await createUser({ userType: 'LANDLORD' });
  await openAddProperty(page, request, landlord);
  const dialog = page.getByRole('dialog');

  // Nothing changed: nothing to ask.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/property=/);

  await page.getByRole('button', { name: 'Add Property' }).click();
  await dialog.getByLabel('Building title').fill('Unsaved Tower');

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(discardQuestion(page)).toBeVisible();
  await expect(discardQuestion(page).getByRole('button', { name: 'Discard' })).toBeVisible();
  await keepEditing(page);

  await dialog.getByLabel('Building title').press('Escape');
  await keepEditing(page);

  await page.mouse.click(8, 8);
  await keepEditing(page);

  await page.goBack();
  await keepEditing(page);

  await page.goBack();
  await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/property=/);
  await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the full-screen dialog asks before Close or Back discard changes', async ({
    page,
    request,
    createUser,
  }) => {
    const landlord = await createUser({ userType: 'LANDLORD' });
    await openAddProperty(page, request, landlord);
    const dialog = page.getByRole('dialog');
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(360);

    await dialog.getByLabel('Building title').fill('Unsaved Tower');
    await page.goBack();
    await keepEditing(page);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await keepEditing(page);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/property=/);
  });
});

test('the description counts up to 10,000 characters and says what to remove, never cutting', async ({
  page,
  request,
  createUser,
}) => {
  const landlord = await createUser({ userType: 'LANDLORD' });
  const session = await login(request, landlord);
  await createListings(request, session.token, ['Long Story Lofts']);
  await storeSession(page, session, '/building');
  const tower = row(page, 'Long Story Lofts');
  const dialog = page.getByRole('dialog');

  // Opened and closed without a change: no question.
  await tower.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByText('Step 1 of 5: Property')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await tower.getByRole('button', { name: 'Edit' }).click();
  for (const next of ['Step 2 of 5', 'Step 3 of 5', 'Step 4 of 5', 'Step 5 of 5']) {
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText(next)).toBeVisible();
  }
  const description = dialog.getByRole('textbox', { name: 'Description' });
  await description.fill('x'.repeat(1234));
  await expect(dialog.getByText('1,234 / 10,000')).toBeVisible();

  await description.fill('x'.repeat(10_001));
  await expect(description).toHaveValue('x'.repeat(10_001));
  await expect(dialog.getByText('10,001 / 10,000')).toBeVisible();
  await expect(description).toHaveAccessibleDescription(
    /^The description is limited to 10,000 characters: remove 1\./,
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Step 5 of 5')).toBeVisible();
  await expect(page.getByText('Building has been updated successfully')).toHaveCount(0);
  await expect(description).toHaveValue('x'.repeat(10_001));
});
