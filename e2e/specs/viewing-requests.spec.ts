import type { Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { login } from '../fixtures/listings';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * Issue 17, /request-for-viewing and the staff /viewing-requests: a renter who has not found a
 * listing yet asks the team to arrange viewings, and staff handle the request. Each test makes its
 * own renter and finds their request among everyone's by the renter's e-mail.
 */

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

const form = (page: Page, name = 'Your request for viewing') => page.getByRole('form', { name });
const formFr = (page: Page) => form(page, 'Votre demande de visite');

test('a visitor fills the form, logs in, sends it and sees it; staff assign it and take it in hand', async ({
  page,
  browser,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const renter = await createUser();
  await page.goto('/request-for-viewing');
  await expect(page.getByRole('heading', { level: 1, name: 'Request a viewing' })).toBeVisible();

  // Days and bedrooms are required: nothing is lost on the error.
  await form(page).getByRole('combobox', { name: /City/ }).fill('Ottawa');
  await form(page)
    .getByRole('textbox', { name: /Maximum budget/ })
    .fill('1800');
  await form(page)
    .getByLabel(/Move-in date/)
    .fill('2030-07-01');
  await form(page).getByRole('checkbox', { name: 'Evening' }).check();
  await form(page).getByRole('textbox', { name: 'Message' }).fill('Evenings suit me best.');
  await page.getByRole('button', { name: 'Log in or sign up to send' }).click();
  await expect(page.getByText('Days you are available is required')).toBeVisible();
  await expect(page.getByText('Bedrooms is required')).toBeVisible();
  await expect(form(page).getByRole('combobox', { name: /City/ })).toHaveValue('Ottawa');
  await expect(form(page).getByRole('textbox', { name: /Maximum budget/ })).toHaveValue('1800');
  await expect(form(page).getByRole('checkbox', { name: 'Evening' })).toBeChecked();
  await expectNoViolations(page);

  await form(page).getByRole('checkbox', { name: 'One Bedroom' }).check();
  await form(page).getByRole('checkbox', { name: 'Monday' }).check();
  await form(page).getByRole('checkbox', { name: 'Saturday' }).check();
  await page.getByRole('button', { name: 'Log in or sign up to send' }).click();

  // The visitor logs in and comes back to the filled form.
  await expect(page).toHaveURL(/\/login\?next=%2Frequest-for-viewing/);
  await page.getByLabel('Email').fill(renter.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(renter.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL('/request-for-viewing');
  await expect(page.getByText('Welcome back: your request is as you left it.')).toBeVisible();
  await expect(form(page).getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
  await expect(form(page).getByRole('textbox', { name: 'Message' })).toHaveValue('Evenings suit me best.');
  await page.getByRole('button', { name: 'Send my request' }).click();

  await expect(page.getByRole('heading', { name: 'Your request is sent' })).toBeFocused();
  await expect(page.getByText('looks for homes in Ottawa')).toBeVisible();
  const mine = page.getByRole('list', { name: 'My viewing requests' });
  await expect(mine.getByText('Ottawa, ON')).toBeVisible();
  await expect(mine.getByText('New', { exact: true })).toBeVisible();
  await expectNoViolations(page);

  // The next request opens with what the profile kept.
  await page.getByRole('button', { name: 'Send another request' }).click();
  await expect(form(page).getByRole('combobox', { name: /City/ })).toHaveValue('Ottawa');
  await expect(form(page).getByRole('checkbox', { name: 'Monday' })).toBeChecked();

  // Staff find it by the renter's e-mail, assign it to themselves and mark it in progress.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-CA' });
  const admin = await staff.newPage();
  // Signed in through the API: staff sign in with a two-factor code, which the fixture computes.
  await storeSession(
    admin,
    await login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD }),
    '/dashboards',
  );
  await admin.getByRole('link', { name: 'Viewing Requests' }).click();
  // The side navigation opens wide under the pointer: leave it, as a person moves on to the page.
  await admin.mouse.move(1000, 850);
  await expect(admin.getByRole('heading', { level: 1, name: 'Viewing Requests' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search' }).fill(renter.email);
  await expect(admin).toHaveURL(/q=/);
  const card = admin.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByText(renter.email)).toBeVisible();
  await expect(card.getByText('Monday, Saturday')).toBeVisible();
  await card.getByRole('button', { name: /^Assign the request of .* to me$/ }).click();
  await expect(admin.getByText('The request is saved.')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Assign the request/ })).toHaveCount(0);

  await card.getByRole('button', { name: /^Handle the request of/ }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Status').selectOption('IN_PROGRESS');
  await dialog.getByRole('textbox', { name: 'Staff note' }).fill('Called: two visits on Saturday.');
  await expectNoViolations(admin);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('In progress')).toBeVisible();
  await expect(card.getByText('Called: two visits on Saturday.')).toBeVisible();

  // The list keeps its filters in the URL.
  await admin.getByLabel('Status').selectOption('IN_PROGRESS');
  await admin.reload();
  await expect(admin.getByRole('article')).toHaveCount(1);
  await expect(admin.getByLabel('Status')).toHaveValue('IN_PROGRESS');
  await expectNoViolations(admin);
  await staff.close();

  // The renter sees where it stands.
  await page.reload();
  await expect(mine.getByText('In progress')).toBeVisible();
});

test('in French on a phone: the form fits, names its errors in French and is axe clean', async ({
  page,
  signInAsNewUser,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAsNewUser({ path: '/request-for-viewing' });
  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demander une visite' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mes demandes de visite' })).toBeVisible();
  await expect(page.getByText('Aucune demande pour le moment')).toBeVisible();
  await noHorizontalScroll(page);
  await expectNoViolations(page);

  await formFr(page).getByRole('combobox', { name: /Ville/ }).fill('Gatineau');
  await formFr(page).getByLabel('Province').selectOption('QC');
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText('Jours où vous êtes disponible : ce champ est obligatoire')).toBeVisible();
  await expect(formFr(page).getByRole('combobox', { name: /Ville/ })).toHaveValue('Gatineau');
  await noHorizontalScroll(page);
  await expectNoViolations(page);

  await formFr(page)
    .getByRole('textbox', { name: /Budget maximum/ })
    .fill('1500');
  await formFr(page)
    .getByLabel(/Date d'emménagement/)
    .fill('2030-09-01');
  await formFr(page).getByRole('checkbox', { name: 'Studio' }).check();
  await formFr(page).getByRole('checkbox', { name: 'Samedi' }).check();
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByRole('heading', { name: 'Votre demande est envoyée' })).toBeVisible();
  const mine = page.getByRole('list', { name: 'Mes demandes de visite' });
  await expect(mine.getByText('Gatineau, QC')).toBeVisible();
  await expect(mine.getByText('Nouvelle')).toBeVisible();
  await noHorizontalScroll(page);
  await expectNoViolations(page);
});
