import { expect, test } from '../fixtures/test';

test('a visitor switches to French; it persists after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Trouvez votre prochain logement au Canada' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Explorer les logements' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('fr');

  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Trouvez votre prochain logement au Canada' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Courriel', exact: true })).toBeVisible();
});

test('form errors follow the language', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByText('Courriel : ce champ est obligatoire')).toBeVisible();
});

test('the account keeps the language and it wins at the next sign-in', async ({
  page,
  browser,
  createUser,
}) => {
  const user = await createUser();
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByRole('button', { name: /Open the account menu/ })).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && !!r.request().postData()?.includes('UpdateUser'),
  );
  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('button', { name: /Ouvrir le menu du compte/ })).toBeVisible();
  expect((await saved).ok()).toBe(true);

  // Another device, in English, signing in to the same account: the account's French wins.
  const other = await browser.newPage();
  await other.goto('/login');
  await other.getByLabel('Email').fill(user.email);
  await other.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await other.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(other.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    other.getByRole('heading', { name: 'Trouvez votre prochain logement au Canada' }),
  ).toBeVisible();
  await other.close();
});
