import { expectNoViolations } from '../fixtures/axe';
import { landlordWithListing } from '../fixtures/messaging';
import { expect, storeSession, test } from '../fixtures/test';

/* Listing analytics: a visitor's view and contact click reach the owner's figures on /building. */

test('a visitor views a listing; its owner sees the view on /building, in English and French', async ({
  page,
  browser,
  request,
  createUser,
}) => {
  const { session, listing } = await landlordWithListing(request, createUser);

  // A visitor in a browser of their own opens the listing and its contact button.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  // The page reports the view and the click without waiting for them: the test waits for the
  // server's answers, or closing the browser could cut them off on a busy machine.
  const answered = (operation: string) =>
    visitorPage.waitForResponse(
      (res) => res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes(operation),
    );
  const viewed = answered('RecordListingView');
  await visitorPage.goto(`/listing/${listing.id}`);
  await expect(visitorPage.getByRole('heading', { name: listing.title, level: 1 })).toBeVisible();
  await viewed;
  const clicked = answered('RecordListingContact');
  await visitorPage.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(visitorPage).toHaveURL(new RegExp(`/listing/${listing.id}/contact|/login`));
  await clicked;
  await visitor.close();

  await storeSession(page, session, '/building');
  const row = page.getByRole('article', { name: listing.title });
  const stats = row.getByRole('region', { name: `Figures of ${listing.title} over the last 30 days` });
  // Written by the server within LISTING_STATS_FLUSH_MS (500 ms here): a reload shows it.
  await expect(async () => {
    await page.reload();
    await expect(
      stats.getByRole('img', { name: /^Views per day over the last 30 days: 1 in all/ }),
    ).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
  const figure = (name: string) =>
    stats.locator('dl > div').filter({ has: page.getByText(name, { exact: true }) });
  await expect(figure('Views').locator('dd')).toHaveText('1');
  await expect(figure('Contact clicks').locator('dd')).toHaveText('1');
  await expect(figure('Applications').locator('dd')).toHaveText('0');
  await expectNoViolations(page);

  // The owner's own visit is not counted.
  await page.goto(`/listing/${listing.id}`);
  await expect(page.getByRole('heading', { name: listing.title, level: 1 })).toBeVisible();
  // Past a flush interval: had the visit counted, the figures below would already show it.
  await page.waitForTimeout(1500);
  await page.goto('/building');
  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  const statsFr = page
    .getByRole('article', { name: listing.title })
    .getByRole('region', { name: `Chiffres de ${listing.title} sur les 30 derniers jours` });
  await expect(
    statsFr.getByRole('img', { name: /^Vues par jour sur les 30 derniers jours : 1 en tout/ }),
  ).toBeVisible();
  await expect(statsFr.getByText('Vues', { exact: true })).toBeVisible();
});
