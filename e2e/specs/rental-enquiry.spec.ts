import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';
import { landlordWithListing, messages } from '../fixtures/messaging';
import { expect, storeSession, test } from '../fixtures/test';
import { signInWithTwoFactor } from '../fixtures/two-factor';

/*
 * Issue 17, /rental-enquiry/{userType}/{located}/{id}/{id}: a landlord's lead reaches the staff's
 * requests list; a renter writing about a listing starts the conversation with its landlord.
 */

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

const form = (page: Page, name = 'Your enquiry') => page.getByRole('form', { name });

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

test('a visiting landlord fills the lead, logs in, sends it, and staff find it by its kind', async ({
  page,
  browser,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const landlord = await createUser({ userType: 'LANDLORD' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/rental-enquiry/landlord/toronto');
  await expect(page.getByRole('heading', { level: 1, name: 'List your property with us' })).toBeVisible();
  await expect(form(page).getByRole('textbox', { name: 'City' })).toHaveValue('Toronto');

  // The phone is required of a landlord: nothing typed is lost on the error.
  await form(page)
    .getByRole('textbox', { name: /Number of units/ })
    .fill('12');
  await form(page).getByRole('textbox', { name: 'Message' }).fill('Two buildings near High Park.');
  await page.getByRole('button', { name: 'Log in or sign up to send' }).click();
  await expect(page.getByText('Phone is required')).toBeVisible();
  await expect(form(page).getByRole('textbox', { name: /Number of units/ })).toHaveValue('12');
  await expectNoViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath('landlord-lead-1280.png'), fullPage: true });

  await form(page).getByRole('textbox', { name: /Phone/ }).fill('416 555 0142');
  await page.getByRole('button', { name: 'Log in or sign up to send' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Frental-enquiry%2Flandlord%2Ftoronto/);
  await logIn(page, landlord.email, landlord.password);
  await expect(page).toHaveURL('/rental-enquiry/landlord/toronto');
  await expect(page.getByText('Welcome back: your enquiry is as you left it.')).toBeVisible();
  await expect(form(page).getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Two buildings near High Park.',
  );
  await page.getByRole('button', { name: 'Send my enquiry' }).click();

  await expect(page.getByRole('heading', { name: 'Your enquiry is sent' })).toBeFocused();
  await expect(
    page.getByText('They call you at +1 (416)555-0142 to talk about your property in Toronto'),
  ).toBeVisible();
  await expectNoViolations(page);

  // Staff see it among the requests, under its kind.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-CA' });
  const admin = await staff.newPage();
  // Staff sign in with their code (fixtures/two-factor.ts); the form's code step has its own spec.
  const session = await signInWithTwoFactor(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  await storeSession(admin, session, `/viewing-requests?q=${encodeURIComponent(landlord.email)}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Viewing Requests' })).toBeVisible();
  await admin.getByLabel('Kind').selectOption('LANDLORD_ENQUIRY');
  await expect(admin).toHaveURL(/kind=LANDLORD_ENQUIRY/);
  const card = admin.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Landlord enquiry')).toBeVisible();
  await expect(card.getByText('12 units to list')).toBeVisible();
  await expect(card.getByRole('link', { name: '+1 (416)555-0142' })).toBeVisible();
  await expect(card.getByText('Two buildings near High Park.')).toBeVisible();
  await expectNoViolations(admin);
  await admin.screenshot({ path: test.info().outputPath('staff-list-1280.png'), fullPage: true });

  await admin.getByLabel('Kind').selectOption('VIEWING');
  await expect(admin.getByText('No request matches these filters')).toBeVisible();
  await staff.close();
});

test("a renter writing about a listing's unit logs in first and starts the conversation", async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(90_000);
  const { listing } = await landlordWithListing(request, createUser);
  const renter = await createUser();
  const path = `/rental-enquiry/renter/toronto/${listing.id}/${listing.unitId}`;
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?next=/);
  await logIn(page, renter.email, renter.password);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Write to the landlord' })).toBeVisible();
  await expect(page.getByRole('link', { name: listing.title })).toBeVisible();
  const message = form(page).getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveValue(/^Hello, I am interested in .+\. Is it still available\?$/);
  await message.fill('Is the unit free from July? I have a small cat.');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Send my message' }).click();

  await expect(page.getByRole('heading', { name: 'Your message is sent' })).toBeFocused();
  await expect(page.getByText('The landlord receives your message')).toBeVisible();
  await page.getByRole('link', { name: 'Open the conversation' }).click();
  await expect(page).toHaveURL(/\/message\?room=/);
  await expect(messages(page).getByText('Is the unit free from July? I have a small cat.')).toBeVisible();
});

test('in French on a phone: the choice, the renter lead and its confirmation fit and are axe clean', async ({
  page,
  signInAsNewUser,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAsNewUser({ path: '/rental-enquiry/agent/ottawa' });
  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demande de location' })).toBeVisible();
  await noHorizontalScroll(page);
  await expectNoViolations(page);
  await page.getByRole('link', { name: /Je cherche un logement/ }).click();
  await expect(page).toHaveURL('/rental-enquiry/renter/ottawa');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trouvez un logement avec notre équipe' }),
  ).toBeVisible();

  const formFr = form(page, 'Votre demande');
  await formFr.getByRole('textbox', { name: 'Ville' }).fill('');
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText('Ville : ce champ est obligatoire')).toBeVisible();
  await noHorizontalScroll(page);
  await expectNoViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath('lead-fr-360.png'), fullPage: true });

  await formFr.getByRole('textbox', { name: 'Ville' }).fill('Gatineau');
  await formFr.getByLabel('Province').selectOption('QC');
  await formFr.getByRole('textbox', { name: /Budget maximum/ }).fill('1500');
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByRole('heading', { name: 'Votre demande est envoyée' })).toBeVisible();
  await expect(page.getByText('Elle vous envoie des annonces à Gatineau')).toBeVisible();
  await noHorizontalScroll(page);
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('sent-fr-360.png'), fullPage: true });
});
