import { createListings, login, promoteToAdmin, type CreatedListing } from '../fixtures/listings';
import { expectNoViolations } from '../fixtures/axe';
import { lookAt } from '../fixtures/screenshots';
import { signUpAndConfirm } from '../fixtures/sign-up';
import { expect, test } from '../fixtures/test';

/*
 * Sharing a listing (issue 22): the device's share sheet on a phone, otherwise a menu to copy the
 * link or e-mail it; the link previews with the listing's title and picture; and the age a card
 * and the page say ('Posted today').
 */

const PASSWORD = 'Rentals!2026x';
/** A link-preview fetcher, as apps/api/src/http/bot-agents.ts knows it. */
const PREVIEW_BOT = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

let listing: CreatedListing;

test.beforeAll(async ({ request }) => {
  const email = `share-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  await signUpAndConfirm(request, {
    email,
    password: PASSWORD,
    firstName: 'Ana',
    lastName: 'Roy',
    userType: 'LANDLORD',
  });
  await promoteToAdmin(request, email);
  const { token } = await login(request, { email, password: PASSWORD });
  // An admin's listing is approved, so posted, at once.
  const title = `Harbourfront Corner Loft ${Date.now().toString(36)}`;
  const [created] = await createListings(request, token, [title], 2275);
  listing = created!;
});

const listingUrl = (baseURL: string | undefined) => `${baseURL}/listing/${listing.id}`;

/** The content of the head's <meta> with this property or name. */
function metaContent(html: string, key: string): string | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(head)?.[1];
}

test('a link preview reads the title, description, absolute picture and link of a listing', async ({
  request,
  baseURL,
}) => {
  const response = await request.get(`/listing/${listing.id}`, {
    headers: { 'user-agent': PREVIEW_BOT, accept: 'text/html' },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(metaContent(html, 'og:title')).toBe(`${listing.title} – Toronto`);
  expect(metaContent(html, 'og:description')).toContain('$2,275/month');
  expect(metaContent(html, 'og:url')).toBe(`${listingUrl(baseURL)}?lang=en`);
  expect(metaContent(html, 'og:image:alt')).toBe(`Picture of ${listing.title}`);
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  const image = metaContent(html, 'og:image')!;
  expect(image).toMatch(new RegExp(`^${baseURL}/`));
  // The preview fetcher downloads the picture from that address, without a session.
  const picture = await request.get(image, { headers: { 'user-agent': PREVIEW_BOT } });
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
});

test('on a computer, Share copies the link and says so, or writes an e-mail', async ({ page, baseURL }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/listing/${listing.id}?from=search`);
  // Today or yesterday: the run may cross midnight between the approval and this look.
  await expect(page.getByText(/^Posted (today|yesterday)$/)).toBeVisible();
  const share = page.getByRole('button', { name: 'Share', exact: true });
  await share.click();
  const menu = page.getByRole('list', { name: `Share ${listing.title}` });
  await expect(menu).toBeVisible();
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  const email = menu.getByRole('link', { name: 'E-mail' });
  const mailto = new URL((await email.getAttribute('href'))!);
  expect(mailto.protocol).toBe('mailto:');
  expect(mailto.searchParams.get('subject')).toBe(listing.title);
  expect(mailto.searchParams.get('body')).toBe(listingUrl(baseURL));
  await expectNoViolations(page);
  await lookAt(page, 'listing-share-menu', { phone: false });

  // The menu takes the keyboard: its first item has the focus, Escape closes it.
  await expect(menu.getByRole('button', { name: 'Copy link' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(share).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(listingUrl(baseURL));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 }, hasTouch: true });

  test("Share opens the phone's share sheet with the link and the title", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { sharedWith: ShareData[] }).sharedWith = calls;
      navigator.share = async (data?: ShareData) => {
        calls.push(data ?? {});
      };
    });
    await page.goto(`/listing/${listing.id}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedWith: ShareData[] }).sharedWith))
      .toEqual([{ title: listing.title, url: listingUrl(baseURL) }]);
    // The sheet is the device's: no menu of ours.
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
    await lookAt(page, 'listing-share-phone', { phone: false });
  });
});

test('in French, the card and the page say when the listing was posted, and Share copies the link', async ({
  page,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/search?lang=fr&keyword=${encodeURIComponent(listing.title)}`);
  const card = page.getByRole('article', { name: listing.title });
  await expect(card.getByText(/^Publié (aujourd’hui|hier)$/)).toBeVisible();
  await lookAt(page, 'search-card-age-fr');
  await card.getByRole('link', { name: listing.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(page.getByText(/^Publié (aujourd’hui|hier)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Partager', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Courriel', exact: true })).toBeVisible();
  await lookAt(page, 'listing-share-fr');
  await page.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lien copié' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(listingUrl(baseURL));
});
