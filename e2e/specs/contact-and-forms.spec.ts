import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';
import { login } from '../fixtures/listings';
import { lookAt } from '../fixtures/screenshots';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * Issue 23, /contact-us and the staff-defined forms: a visitor's contact message reaches the staff
 * inbox and is answered; staff add a field to /listing-form's form, a visitor fills it and staff
 * export the answers; the pages in French on a phone. Each test finds its own rows by a unique word.
 */

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

async function asAdmin(page: Page, request: Parameters<typeof login>[0], path: string) {
  await storeSession(
    page,
    await login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD }),
    path,
  );
}

test('a visitor sends a contact message; staff find it in the inbox and answer it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const name = unique('Ana Contact');
  await page.goto('/contact-us?about=Paying%20rent%20online');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.getByText('About: Paying rent online')).toBeVisible();

  // Nothing is sent without a message; what was typed stays.
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await form.getByRole('textbox', { name: /^Email/ }).fill('ana.contact@example.test');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Message is required')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
  await expectNoViolations(page);

  await form.getByLabel(/^Topic/).selectOption('PAYMENTS');
  await form.getByRole('textbox', { name: /^Message/ }).fill('How do I pay my first month online?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you, your message is on its way')).toBeVisible();
  await expect(page.getByText('We sent a copy to ana.contact@example.test')).toBeVisible();

  // Staff open the inbox's contact tab, read it and answer.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-CA' });
  const admin = await staff.newPage();
  await asAdmin(admin, request, '/adminInbox');
  await admin.getByRole('tab', { name: 'Contact messages' }).click();
  await expect(admin).toHaveURL(/tab=contact/);
  const list = admin.getByRole('list', { name: 'Contact messages' });
  const row = list.getByRole('button', { name: new RegExp(name) });
  await expect(row).toContainText('Payments and plans');
  await expect(row).toContainText('Waiting');
  await expectNoViolations(admin);
  await row.click();
  await expect(admin.getByRole('heading', { level: 2, name: `Payments and plans – ${name}` })).toBeVisible();
  await expect(admin.getByText('About: Paying rent online')).toBeVisible();
  await admin.getByRole('button', { name: 'Send the answer' }).click();
  await expect(admin.getByText('Reply is required')).toBeVisible();
  await admin
    .getByRole('textbox', { name: 'Answer' })
    .fill('You can pay from the Payments page of your account.');
  await admin.getByRole('button', { name: 'Send the answer' }).click();
  await expect(admin.getByText('Answer sent.')).toBeVisible();
  await expect(admin.getByText('You can pay from the Payments page of your account.')).toBeVisible();
  await expect(row).toContainText('Handled');
  await expect(row).toContainText('1 answer');
  await expectNoViolations(admin);
  await lookAt(admin, 'contact-inbox');
  await staff.close();
});

test('staff add a field to the listing form, a visitor fills it, staff export the answers', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const key = `parking${Date.now().toString(36)}`;
  const visitorName = unique('Lee Owner');
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-CA' });
  const admin = await staff.newPage();
  await asAdmin(admin, request, '/admin-forms');
  await expect(admin.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Open the page of Listing Form' })).toHaveAttribute(
    'href',
    '/listing-form',
  );
  await expectNoViolations(admin);

  await admin.getByRole('button', { name: 'Edit Listing Form' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Edit: Listing Form' })).toBeVisible();
  await admin.getByRole('button', { name: 'Add a field' }).click();
  const added = admin.getByRole('region', { name: /^Field 12:/ });
  await added.getByLabel('Type').selectOption('NUMBER');
  await added.getByRole('textbox', { name: /^Key/ }).fill(key);
  await added.getByRole('textbox', { name: /^Label \(English\)/ }).fill('Parking spots wanted');
  await added.getByRole('textbox', { name: /^Label \(French\)/ }).fill('Places de stationnement souhaitées');
  // Moved up with the keyboard alone: it becomes field 11, before the notes.
  await added.getByRole('button', { name: 'Move Parking spots wanted up' }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByText('Parking spots wanted is now field 11.')).toBeAttached();
  await expect(admin.getByRole('region', { name: 'Field 11: Parking spots wanted' })).toBeVisible();
  await expectNoViolations(admin);
  await lookAt(admin, 'admin-forms-editor', { phone: false });
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Form saved.')).toBeVisible();

  // A visitor fills the page: required fields first, then everything is kept and sent.
  await page.goto('/listing-form');
  await expect(page.getByRole('heading', { level: 1, name: 'Listing Form' })).toBeVisible();
  await expect(
    page.getByText('Please complete our Listing Form and we will reach out to you shortly!'),
  ).toBeVisible();
  await expect(page.getByTestId('contact-line')).toContainText('support@rentals.example');
  const form = page.getByRole('form', { name: 'Listing Form' });
  await form.getByRole('textbox', { name: /^Full name/ }).fill(visitorName);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Full name/ })).toHaveValue(visitorName);
  await expectNoViolations(page);
  await form.getByRole('textbox', { name: /^Email/ }).fill('lee.owner@example.test');
  await form.getByRole('textbox', { name: /^Phone/ }).fill('+1 416 555 0199');
  await form.getByRole('textbox', { name: /^Property address/ }).fill('88 Queen St E');
  await form.getByRole('textbox', { name: /^City/ }).fill('Toronto');
  await form.getByLabel(/^Property type/).selectOption('condo');
  await form.getByRole('textbox', { name: 'Parking spots wanted' }).fill('2');
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you! We received your answers')).toBeVisible();

  // Staff read the answer and export the CSV.
  await admin.getByRole('button', { name: 'Answers to Listing Form' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Answers: Listing Form' })).toBeVisible();
  const answers = admin.getByRole('list', { name: 'Answers' });
  await expect(answers.getByText(visitorName)).toBeVisible();
  await expectNoViolations(admin);
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export the answers to Listing Form as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('listing-form-submissions.csv');
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trim().split('\r\n');
  expect(header).toContain(`,${key},`);
  const line = lines.find((l) => l.includes(visitorName))!;
  expect(line).toContain(',lee.owner@example.test,');
  expect(line).toContain(',Condo,');
  expect(line).toContain(',2,');
  await staff.close();
});

test('the pages in French on a 360 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/listing-form');
  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Formulaire d'annonce" })).toBeVisible();
  await expect(page.getByTestId('contact-line')).toContainText('Des questions ?');
  const form = page.getByRole('form', { name: "Formulaire d'annonce" });
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(form.getByText('Nom complet : ce champ est obligatoire')).toBeVisible();
  await noHorizontalScroll(page);
  await expectNoViolations(page);
  await lookAt(page, 'listing-form-fr');

  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Nous joindre' })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Message : ce champ est obligatoire')).toBeVisible();
  await noHorizontalScroll(page);
  await expectNoViolations(page);
  await lookAt(page, 'contact-us-fr');

  // /client-form is the listing form; /list-with-concierge the concierge form.
  await page.goto('/client-form');
  await expect(page).toHaveURL('/listing-form');
  await page.goto('/list-with-concierge');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Formulaire du service de conciergerie' }),
  ).toBeVisible();
  await noHorizontalScroll(page);
});

test('/admin-forms on a 360 px phone is usable and axe-clean', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await asAdmin(page, request, '/admin-forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Pre-viewing Form' })).toBeVisible();
  await expectNoViolations(page);
  await lookAt(page, 'admin-forms', { phone: false });
});
