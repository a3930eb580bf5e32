import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';
import { login, threePictures } from '../fixtures/listings';
import { choose } from '../fixtures/property-dialog';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * Issue 20, the plans: staff edit a plan on /plans and visitors see it on /services; a landlord's
 * Add Property dialog asks the team about a paid plan and staff find the request on
 * /plans/requests; /services in French on a phone. Plans are the seeded ones (seed-plans.ts).
 */

const CONCIERGE = 'Concierge (Property Management)';
const LEAD_GENERATOR = 'Tenant Lead Generator (Qualified lead Referral)';

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

async function adminPage(browser: Browser, request: Parameters<typeof login>[0], path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-CA' });
  const page = await context.newPage();
  await storeSession(
    page,
    await login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD }),
    path,
  );
  return page;
}

async function setConciergePrice(page: Page, dollars: string) {
  await page.getByRole('button', { name: `Edit ${CONCIERGE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit plan' });
  await dialog.getByRole('textbox', { name: 'Price' }).fill(dollars);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The plan is saved.')).toBeVisible();
}

test('staff change a plan price on /plans and /services shows it', async ({ page, signInAs }) => {
  await signInAs('admin', '/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Plans' });
  const concierge = table.getByRole('row').filter({ hasText: CONCIERGE });
  await expect(concierge.getByText('$199 per month')).toBeVisible();
  await expect(concierge.getByRole('switch', { name: `${CONCIERGE} offered to new listings` })).toBeChecked();
  await expectNoViolations(page);

  // A price that is not a number is refused where it was typed.
  await page.getByRole('button', { name: `Edit ${CONCIERGE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit plan' });
  await dialog.getByRole('textbox', { name: 'Price' }).fill('lots');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Price' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await setConciergePrice(page, '249');
  await expect(concierge.getByText('$249 per month')).toBeVisible();
  try {
    await page.goto('/services');
    const card = page.getByRole('article', { name: CONCIERGE });
    await expect(card.getByText('$249 per month')).toBeVisible();
    await expect(card.getByRole('link', { name: `Get started with ${CONCIERGE}` })).toHaveAttribute(
      'href',
      '/list-with-us?plan=3',
    );
    await expect(page.getByRole('article', { name: LEAD_GENERATOR }).getByText('Most Popular')).toBeVisible();
    await expectNoViolations(page);
  } finally {
    // Other tests of the run read the seeded price.
    await page.goto('/plans');
    await setConciergePrice(page, '199');
  }
});

test('staff see the features list', async ({ page, signInAs }) => {
  await signInAs('admin', '/features');
  await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Features' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Move .* up$/ }).first()).toBeDisabled();
  await expectNoViolations(page);
});

test('a landlord asks the team about a paid plan and staff see the request', async ({
  page,
  browser,
  request,
  createUser,
}) => {
  test.setTimeout(150_000);
  const title = unique('Plans Tower');
  const landlord = await createUser({ userType: 'LANDLORD' });
  await storeSession(page, await login(request, landlord), '/building');

  await page.getByRole('button', { name: 'Add Property' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Step 1 of 6: Property')).toBeVisible();
  await choose(page, 'Property type', 'Apartment');
  await dialog.getByRole('combobox', { name: 'Address' }).fill('Toronto');
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Building title').fill(title);
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByText('Step 2 of 6: Building features')).toBeVisible();
  await dialog.locator('input[type="file"]').first().setInputFiles(threePictures());
  await expect(
    dialog.getByRole('list', { name: 'Pictures, in display order' }).getByRole('listitem'),
  ).toHaveCount(3);
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
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Step 6: the plans offered in Toronto; Basic lists for free, Boost runs the boost once listed.
  await expect(dialog.getByRole('heading', { name: 'Select one Plan' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Choose Basic' })).toBeVisible();
  await expect(dialog.getByRole('article', { name: 'Viewings Management' })).toBeVisible();
  await expect(
    dialog
      .getByRole('article', { name: 'Listing Boost' })
      .getByRole('button', { name: 'Boost with Listing Boost' }),
  ).toBeVisible();
  // A feature's information opens from the keyboard.
  const lead = dialog.getByRole('article', { name: LEAD_GENERATOR });
  const more = lead.getByRole('button', { name: /^More about / }).first();
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expectNoViolations(page);

  await lead.getByRole('button', { name: `Ask the team about ${LEAD_GENERATOR}` }).click();
  const notice = page.getByRole('dialog', { name: 'Request sent' });
  await expect(
    notice.getByText(
      'Thank you! One of our team will reach out shortly. Please make sure the e-mail and phone number on your profile are up to date.',
    ),
  ).toBeVisible();
  await expectNoViolations(page);
  await notice.getByRole('button', { name: 'Continue to my unit' }).click();
  await expect(page).toHaveURL(/\/unit\/[^/?]+\?showModal=true/);

  // Staff find it, new, on the plans requests page and mark it contacted.
  const admin = await adminPage(browser, request, '/plans/requests');
  await expect(admin.getByRole('heading', { level: 1, name: 'Plan requests' })).toBeVisible();
  await admin.getByLabel('Status').selectOption('NEW');
  const card = admin.getByRole('listitem').filter({ has: admin.getByRole('link', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText(LEAD_GENERATOR)).toBeVisible();
  await expect(card.getByText(landlord.email)).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expectNoViolations(admin);
  await card.getByRole('button', { name: /^Mark contacted: request for / }).click();
  await expect(admin.getByText('The request is updated.')).toBeVisible();
  await admin.getByLabel('Status').selectOption('CONTACTED');
  await expect(admin.getByRole('link', { name: title })).toBeVisible();
  await admin.context().close();
});

test('/services reads in French on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/services');
  await page.evaluate(() => localStorage.setItem('locale', 'fr'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Nos services' })).toBeVisible();
  await expect(page).toHaveTitle(/^Nos services/);
  await expect(
    page.getByText(/Gestion des visites n’est offerte que dans la région du Grand Toronto/),
  ).toBeVisible();
  const basic = page.getByRole('article', { name: 'De base (bêta)' });
  await expect(basic.getByText('Gratuit', { exact: true })).toBeVisible();
  await expect(basic.getByRole('link', { name: 'Commencer avec De base (bêta)' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: /^Générateur de locataires/ }).getByText('Le plus populaire'),
  ).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Get started');
  await noHorizontalScroll(page);
  await expectNoViolations(page);
});
