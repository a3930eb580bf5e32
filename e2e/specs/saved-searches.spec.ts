import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';
import { graphql } from '../fixtures/graphql';
import { createListings, login } from '../fixtures/listings';
import { lookAt } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/test';

/*
 * Issue 22's saved searches: a renter saves a search on /search with instant alerts, a landlord's
 * new listing is approved by staff and the alert e-mail reaches the outbox (through the job table,
 * whose runner looks every few seconds); the saved searches page renames, pauses and deletes; a
 * visitor logs in and comes back to the dialog; French at a phone's width.
 */

const APPROVE = `mutation($id: ID!) { approveListing(where: { id: $id }) { id } }`;
const OUTBOX = `{ emailOutbox(first: 50) { items { to subject template } } }`;

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The subjects of the saved-search alerts the outbox holds for `email`, as the admin's outbox page reads them. */
async function alertsTo(request: APIRequestContext, email: string): Promise<string[]> {
  const admin = await login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  const data = await graphql<{ emailOutbox: { items: { to: string; subject: string; template: string }[] } }>(
    request,
    OUTBOX,
    {},
    admin.token,
  );
  return data.emailOutbox.items
    .filter((m) => m.to === email && m.template === 'saved-search-alert')
    .map((m) => m.subject);
}

const saveDialog = (page: Page, name = 'Save this search') => page.getByRole('dialog', { name });

test('a renter saves a search with instant alerts and hears of a newly approved listing', async ({
  page,
  request,
  signInAsNewUser,
  createUser,
}) => {
  test.setTimeout(120_000);
  const title = unique('Alert Lofts');
  const renter = await signInAsNewUser({ path: `/search?city=Toronto&keyword=${encodeURIComponent(title)}` });

  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = saveDialog(page);
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(`Toronto · “${title}”`);
  await expect(dialog.getByRole('radio', { name: /^Instant/ })).toBeChecked();
  await expectNoViolations(page);
  await lookAt(page, 'saved-search-dialog');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByText(/^Search saved\./)).toBeVisible();

  // A landlord lists a home that matches; it is announced once staff approve it.
  const landlord = await login(request, await createUser({ userType: 'LANDLORD' }));
  const [listing] = await createListings(request, landlord.token, [title]);
  const admin = await login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  await graphql(request, APPROVE, { id: listing!.id }, admin.token);
  await expect
    .poll(() => alertsTo(request, renter.email), { timeout: 60_000, intervals: [2_000] })
    .toEqual([`New home for “Toronto · “${title}””: ${title}`]);

  await dialog.getByRole('link', { name: 'See my saved searches' }).click();
  await expect(page.getByRole('heading', { name: 'Saved searches', level: 1 })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByRole('link', { name: 'Open search' })).toHaveAttribute(
    'href',
    `/search?city=Toronto&keyword=${encodeURIComponent(title).replace(/%20/g, '+')}`,
  );
  await expectNoViolations(page);
  await lookAt(page, 'saved-searches-page');

  await item.getByRole('button', { name: 'Rename' }).click();
  const renamed = `Lofts ${title.slice(-6)}`;
  await item.getByRole('textbox').fill(renamed);
  await item.getByRole('button', { name: 'Save name' }).click();
  const kept = page.getByRole('listitem').filter({ hasText: renamed });
  await expect(kept.getByRole('heading', { name: renamed })).toBeVisible();

  await kept.getByRole('button', { name: 'Pause alerts' }).click();
  await expect(kept.getByText('Alerts paused')).toBeVisible();
  await kept.getByRole('button', { name: 'Resume alerts' }).click();
  await expect(kept.getByText('Alerts paused')).toBeHidden();

  await kept.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete “${renamed}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
});

test('a visitor logs in to save a search and comes back to the dialog', async ({ page, createUser }) => {
  const user = await createUser();
  await page.goto('/search?city=Ottawa&price_lte=2000');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  const dialog = saveDialog(page);
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Ottawa · up to $2,000');
  await dialog.getByRole('radio', { name: /^Daily/ }).check();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByText(/^Search saved\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL('/search?city=Ottawa&price_lte=2000');
});

test('in French: saving, the list and the unsubscribe page, down to a phone’s width', async ({
  page,
  signInAsNewUser,
}) => {
  await signInAsNewUser({ path: '/search?city=Peel' });
  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await page.getByRole('button', { name: 'Sauvegarder cette recherche' }).click();
  const dialog = saveDialog(page, 'Sauvegarder cette recherche');
  await expect(dialog.getByRole('textbox', { name: 'Nom' })).toHaveValue('Peel');
  await dialog.getByRole('textbox', { name: 'Nom' }).fill('');
  await dialog.getByRole('button', { name: 'Sauvegarder la recherche' }).click();
  await expect(dialog.getByText(/obligatoire/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nom' }).fill('Région de Peel');
  await dialog.getByRole('button', { name: 'Sauvegarder la recherche' }).click();
  await dialog.getByRole('link', { name: 'Voir mes recherches sauvegardées' }).click();
  await expect(page.getByRole('heading', { name: 'Région de Peel' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ouvrir la recherche' })).toBeVisible();
  await lookAt(page, 'saved-searches-page-fr');
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);

  // Opening the e-mail's link (as a mail scanner does) turns nothing off until the button is pressed.
  await page.goto('/saved-searches/unsubscribe?token=forged');
  const confirm = page.getByRole('button', { name: 'Désactiver ces alertes' });
  await expect(confirm).toBeVisible();
  await expect(page.getByText(/^Ce lien n'est pas valide/)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);
  await confirm.click();
  await expect(page.getByText(/^Ce lien n'est pas valide/)).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(page, 'saved-searches-unsubscribe-fr');
});
