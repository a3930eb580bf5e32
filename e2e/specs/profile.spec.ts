import { expect, test } from '../fixtures/test';

// A 1x1 PNG: enough for the upload path (type check by content, re-encoding) without a fixture file.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('profile edits are saved and still there after a reload', async ({ page, signInAsNewUser }) => {
  await signInAsNewUser({ path: '/profile' });
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();

  await page.getByLabel('Legal name').fill('Élise Marie Tremblay');
  const phone = page.getByLabel('Phone');
  await expect(phone).toHaveAttribute('placeholder', '(123) 456-7890');
  await phone.fill('(416) 555-0199');
  await phone.blur();
  await expect(phone).toHaveValue('+1 (416)555-0199');
  await page.getByLabel('City').fill('Ottawa');
  await page.getByRole('combobox', { name: 'Industry' }).click();
  // The Industry menu by its name: another list (an address suggestion) may be open beside it.
  const industries = page.getByRole('listbox', { name: 'Industry' });
  await industries.getByRole('option', { name: 'Real Estate' }).click();
  await expect(industries).toBeHidden();
  await page.getByLabel('Occupation').fill('Analyst');
  await page.getByLabel('About me').fill('Quiet, non-smoker, two cats.');
  await page.getByLabel('Minimum budget').fill('1500');
  await page.getByLabel('Maximum budget').fill('2400');
  await page.getByLabel('Move-in date').fill('2026-09-01');
  await page.getByLabel('Credit score').fill('760');
  await page.getByLabel('Postal code').fill('k1p 5g4');
  await page.getByLabel('I am open to sharing with a roommate').check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Legal name')).toHaveValue('Élise Marie Tremblay');
  await expect(page.getByLabel('Phone')).toHaveValue('+1 (416)555-0199');
  await expect(page.getByLabel('City')).toHaveValue('Ottawa');
  await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveText('Real Estate');
  await expect(page.getByLabel('Minimum budget')).toHaveValue('1500');
  await expect(page.getByLabel('Maximum budget')).toHaveValue('2400');
  await expect(page.getByLabel('Move-in date')).toHaveValue('2026-09-01');
  await expect(page.getByLabel('Credit score')).toHaveValue('760');
  await expect(page.getByLabel('Postal code')).toHaveValue('K1P5G4');
  await expect(page.getByLabel('I am open to sharing with a roommate')).toBeChecked();
});

test('invalid values are refused with the shared messages, and typed values stay', async ({
  page,
  signInAsNewUser,
}) => {
  await signInAsNewUser({ path: '/profile' });
  await page.getByLabel('City').fill('Halifax');
  await page.getByLabel('Phone').fill('12345');
  await page.getByLabel('Credit score').fill('120');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Phone number is not valid')).toBeVisible();
  await expect(page.getByText('Minimum number should be 300')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Halifax');
  await expect(page.getByText('Your profile has been saved.')).toHaveCount(0);
});

test('a new profile photo uploads with progress and shows in the header @cluster', async ({
  page,
  signInAsNewUser,
}) => {
  await signInAsNewUser({ path: '/profile' });
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('Your photo has been updated.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile photo of Élise Tremblay' })).toHaveAttribute(
    'src',
    /.+/,
  );
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
});
