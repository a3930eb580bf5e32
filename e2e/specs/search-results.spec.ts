import type { Page } from '@playwright/test';
import { NEW_USER_PASSWORD, uniqueEmail } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';
import { graphql } from '../fixtures/graphql';
import { createListings, login, promoteToAdmin, type CreatedListing } from '../fixtures/listings';
import { lookAt } from '../fixtures/screenshots';
import { signUpAndConfirm } from '../fixtures/sign-up';
import { expect, test } from '../fixtures/test';

/*
 * Search results that are right: the footer's regions find the homes of their municipalities on
 * the demo data, and a card names the units its filters matched, which the listing page marks.
 * Each worker makes one building in Toronto with a one-bedroom and a two-bedroom at prices with
 * cents nobody else uses, so a one-dollar price range finds exactly one of its units.
 */

const CREATE_UNIT = `mutation($data: CreateUnitInput!, $where: CreateUnitWhereInput!) {
  createUnit(data: $data, where: $where) { id }
}`;
const PRICE_MIN = 3000 + Math.floor(Math.random() * 900);
const ONE_BED = PRICE_MIN + 0.41;
const TWO_BEDS = PRICE_MIN + 1000.41;
const money = (n: number) => `$${n.toLocaleString('en-CA', { minimumFractionDigits: 2 })}`;
// French money has no-break spaces: compared with every space made plain.
const frMoney = (n: number) =>
  `${n.toLocaleString('fr-CA', { minimumFractionDigits: 2 }).replace(/\s/g, ' ')} $`;

let building: CreatedListing | null = null;
let twoBedroomId = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  if (building) return;
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const owner = { email: uniqueEmail('matching'), password: NEW_USER_PASSWORD };
  await signUpAndConfirm(request, { ...owner, firstName: 'Mia', lastName: 'Match', userType: 'LANDLORD' });
  await promoteToAdmin(request, owner.email);
  const { token } = await login(request, owner);
  const [made] = await createListings(request, token, [`Matching lofts ${Date.now().toString(36)}`], ONE_BED);
  building = made!;
  const unit = await graphql<{ createUnit: { id: string } }>(
    request,
    CREATE_UNIT,
    {
      where: { listingId: building!.id },
      data: {
        title: 'Corner two-bedroom',
        bedrooms: 'TWO_BEDROOMS',
        bathrooms: 2,
        unitSize: 900,
        monthlyPrice: TWO_BEDS,
        deposit: TWO_BEDS,
        parking: 'NONE',
        storage: 'NOT_AVAILABLE',
        maintenance: true,
        smokeAlarm: true,
      },
    },
    token,
  );
  twoBedroomId = unit.createUnit.id;
  await request.dispose();
});

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const cardOf = (page: Page, title: string) => results(page).getByRole('article', { name: title });

test('the footer links of regions find the homes of their municipalities', async ({ page }) => {
  await page.goto('/');
  const cities = page.getByRole('contentinfo').getByRole('navigation', { name: 'Rentals by city' });
  for (const [place, town] of [
    ['Hamilton & Halton', 'Hamilton'],
    ['Peel', null],
    ['York', null],
    ['Durham', null],
    ['Waterloo', 'Waterloo'],
    ['Toronto', 'Toronto'],
  ] as const) {
    const href = await cities.getByRole('link', { name: `Homes for rent in ${place}` }).getAttribute('href');
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1, name: `Rentals in ${place}` })).toBeVisible();
    await expect(results(page).getByRole('article').first(), place).toBeVisible();
    if (town) await expect(results(page).getByText(new RegExp(town)).first(), place).toBeVisible();
  }
  await lookAt(page, 'search-region-toronto', { phone: false });
});

test('a card names the units a price filter matched, and the listing marks them', async ({ page }) => {
  const title = building!.title;
  await page.goto('/search?city=Toronto');
  const filters = page.getByRole('search', { name: 'Search filters' });
  await filters.getByRole('spinbutton', { name: 'Min price' }).fill(String(PRICE_MIN));
  await filters.getByRole('spinbutton', { name: 'Max price' }).fill(String(PRICE_MIN + 1));
  await expect(page).toHaveURL(new RegExp(`price_gte=${PRICE_MIN}&price_lte=${PRICE_MIN + 1}`));

  const card = cardOf(page, title);
  await expect(card.getByText(`1 unit matches: 1 bed ${money(ONE_BED)}`)).toBeVisible();
  // The price is the matched unit's, not the building's range up to the two-bedroom.
  await expect(card.getByText(`${money(ONE_BED)}/month`, { exact: true })).toBeVisible();
  await expectNoViolations(page);
  await lookAt(page, 'search-matching-units');

  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/listing/${building!.id}?units=${building!.unitId}`);
  const matched = page.getByRole('article', { name: `${title} unit` });
  await expect(matched.getByText('Matches your search')).toBeVisible();
  await expect(matched).toBeInViewport();
  await expect(
    page.getByRole('article', { name: 'Corner two-bedroom' }).getByText('Matches your search'),
  ).toHaveCount(0);
  // The page as the server renders it for the link: the unit marked, and a head that names the
  // listing alone (a search's units make no page of their own).
  await page.reload();
  await expect(matched.getByText('Matches your search')).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/listing/${building!.id}(\\?lang=en)?$`),
  );
  await expectNoViolations(page);
  await lookAt(page, 'listing-matched-unit');
});

test('a wider range names both units; in French and on a phone', async ({ page }) => {
  const title = building!.title;
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/search?city=Toronto&price_gte=${PRICE_MIN}&price_lte=${PRICE_MIN + 1001}`);
  const card = cardOf(page, title);
  await expect(
    card.getByText(`2 units match: 1 bed ${money(ONE_BED)}, 2 beds ${money(TWO_BEDS)}`),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The results list has a French name now: the card is found by its own.
  const frenchCard = page.getByRole('article', { name: title });
  await expect
    .poll(async () => (await frenchCard.locator('p').allTextContents()).map((t) => t.replace(/\s/g, ' ')))
    .toContain(`2 logements correspondent : 1 ch. ${frMoney(ONE_BED)}, 2 ch. ${frMoney(TWO_BEDS)}`);
  await lookAt(page, 'search-matching-units-fr', { phone: false });

  await frenchCard.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`units=${building!.unitId},${twoBedroomId}$`));
  await expect(page.getByText('Correspond à votre recherche')).toHaveCount(2);
  await expect(page.getByRole('article', { name: `${title} unit` })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);
  await lookAt(page, 'listing-matched-units-fr', { phone: false });
});
