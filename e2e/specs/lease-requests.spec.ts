import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';
import { login } from '../fixtures/listings';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * Issue 19, /lease-details-form, /lease-details and the staff /lease-details-table: a landlord asks
 * the team to prepare a lease, staff find the request and move it along, the landlord sees where
 * it stands. Each test makes its own landlord and finds their request by a unique address.
 */

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-07-01`;

test('a landlord sends a request, staff mark the lease prepared, the landlord sees it', async ({
  page,
  browser,
  request,
  signInAsNewUser,
}) => {
  test.setTimeout(120_000);
  const address = unique('12 King St W, Toronto');
  await signInAsNewUser({ userType: 'LANDLORD', path: '/lease-details-form' });
  await expect(page.getByRole('heading', { level: 1, name: 'Request a lease' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Your lease request' });
  await expect(form.getByRole('textbox', { name: /Landlord's legal name/ })).toHaveValue('Élise Tremblay');

  // The rent is missing: the form says so and keeps everything typed.
  await form.getByRole('textbox', { name: /Address of the rental unit/ }).fill(address);
  await form.getByLabel('Province').selectOption('YT');
  await form.getByRole('textbox', { name: /Tenant's name/ }).fill('Sam Renter');
  await form.getByLabel(/Start date/).fill(NEXT_YEAR);
  await form.getByRole('textbox', { name: 'Special terms' }).fill('No smoking indoors.');
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(form.getByText('Monthly rent is required')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Address of the rental unit/ })).toHaveValue(address);
  await expect(form.getByRole('textbox', { name: 'Special terms' })).toHaveValue('No smoking indoors.');
  await expectNoViolations(page);

  await form.getByRole('textbox', { name: /Monthly rent/ }).fill('2150');
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(page).toHaveURL('/lease-details');
  await expect(page.getByText('Your request is sent.')).toBeVisible();
  const mine = page.getByRole('list', { name: 'My lease requests' });
  await expect(mine.getByRole('heading', { name: `${address}, YT` })).toBeVisible();
  await expect(mine.getByText('Received', { exact: true })).toBeVisible();
  await expectNoViolations(page);

  // Staff filter the table by province and status, and mark the lease prepared.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-CA' });
  const admin = await staff.newPage();
  await storeSession(
    admin,
    await login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD }),
    '/lease-details-table',
  );
  await expect(admin.getByRole('heading', { level: 1, name: 'Lease Details' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Lease requests' })).toHaveAttribute('aria-current', 'page');
  await admin.getByLabel('Province').selectOption('YT');
  await admin.getByLabel('Status').selectOption('NEW');
  await expect(admin).toHaveURL(/province=YT/);
  const card = admin.getByRole('article', { name: `${address}, YT` });
  await expect(card).toBeVisible();
  await expect(card.getByText('No smoking indoors.')).toBeVisible();
  await expectNoViolations(admin);

  await card.getByRole('button', { name: `Update the request for ${address}` }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Status').selectOption('DONE');
  await dialog.getByRole('textbox', { name: 'Note to the landlord' }).fill('Your lease is ready to sign.');
  await expectNoViolations(admin);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText('The request is updated.')).toBeVisible();
  // It is no longer NEW: the filtered list lets it go; without the status filter it shows its new one.
  await admin.getByLabel('Status').selectOption('DONE');
  await expect(card.getByText('Lease prepared')).toBeVisible();
  await staff.close();

  await page.reload();
  await expect(mine.getByText('Lease prepared')).toBeVisible();
  await expect(mine.getByText('Your lease is ready to sign.')).toBeVisible();
});

test('in French on a phone: the form fits, names its errors in French and sends', async ({
  page,
  signInAsNewUser,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const address = unique('5 rue Principale, Gatineau');
  await signInAsNewUser({ userType: 'LANDLORD', path: '/lease-details-form' });
  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demander un bail' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Votre demande de bail' });
  await noHorizontalScroll(page);

  await form.getByRole('textbox', { name: /Loyer mensuel/ }).fill('0');
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(form.getByText('Adresse du logement : ce champ est obligatoire')).toBeVisible();
  await expect(form.getByText('Loyer mensuel : le montant doit être supérieur à 0')).toBeVisible();
  await noHorizontalScroll(page);
  await expectNoViolations(page);

  await form.getByRole('textbox', { name: /Adresse du logement/ }).fill(address);
  await form.getByLabel('Province').selectOption('QC');
  await form.getByRole('textbox', { name: /Loyer mensuel/ }).fill('1 450,50');
  await form.getByRole('textbox', { name: /Nom du locataire/ }).fill('Camille Roy');
  await form.getByRole('button', { name: 'Ajouter un locataire' }).click();
  await form
    .getByRole('textbox', { name: /Nom du locataire/ })
    .nth(1)
    .fill('Luc Roy');
  await form.getByLabel(/Date de début/).fill(NEXT_YEAR);
  await form.getByRole('radio', { name: 'Au mois' }).check();
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();

  await expect(page).toHaveURL('/lease-details');
  await expect(page.getByText('Votre demande est envoyée.')).toBeVisible();
  const mine = page.getByRole('list', { name: 'Mes demandes de bail' });
  await expect(mine.getByRole('heading', { name: `${address}, QC` })).toBeVisible();
  await expect(mine.getByText('Reçue', { exact: true })).toBeVisible();
  await expect(mine.getByText('Locataires : Camille Roy, Luc Roy')).toBeVisible();
  await noHorizontalScroll(page);
  await expectNoViolations(page);
});
