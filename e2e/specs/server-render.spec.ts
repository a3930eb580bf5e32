import type { APIRequestContext, Page } from '@playwright/test';
import { createListings, login, promoteToAdmin, type CreatedListing } from '../fixtures/listings';
import { graphql } from '../fixtures/graphql';
import { signUpAndConfirm } from '../fixtures/sign-up';
import { expect, test } from '../fixtures/test';

/*
 * The public reading pages come rendered from the server (issue 15): their HTML holds what a
 * visitor reads, in the visitor's language, the same for everyone; the browser hydrates it with no
 * error in the console, and a reader without JavaScript still reads the page.
 */

const DESCRIPTION = 'Sun-filled corner suite with a view of the lake and a quiet bedroom.';
const SET_DESCRIPTION = `mutation($id: ID!, $data: UpdateListingInput!) { updateListing(where: { id: $id }, data: $data) { id } }`;

/** The visible text of an HTML body: tags, styles and scripts taken out. */
function bodyText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

let listing: CreatedListing;
let ownerToken: string;
/** The listing's owner, whose public profile is /landlord/{id}. */
let ownerId: string;

test.beforeAll(async ({ request, browser }) => {
  const page = await browser.newPage();
  const owner = `ssr-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  await signUpAndConfirm(request, {
    email: owner,
    password: 'Rentals!2026x',
    firstName: 'Ana',
    lastName: 'Roy',
    userType: 'LANDLORD',
  });
  await promoteToAdmin(request, owner);
  const session = await login(request, { email: owner, password: 'Rentals!2026x' });
  ownerToken = session.token;
  ownerId = session.user.id;
  const [created] = await createListings(request, ownerToken, ['Lakeview Corner Suite'], 2450);
  listing = created!;
  await graphql(
    request,
    SET_DESCRIPTION,
    { id: listing!.id, data: { description: DESCRIPTION } },
    ownerToken,
  );
  await page.close();
});

async function html(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers: { accept: 'text/html', ...headers } });
  return { status: response.status(), text: await response.text(), headers: response.headers() };
}

test.describe('the HTML the server sends', () => {
  test("a listing's page holds its title, price and description in the body", async ({ request }) => {
    const { status, text } = await html(request, `/listing/${listing.id}`);
    expect(status).toBe(200);
    const body = bodyText(text);
    expect(body).toContain('Lakeview Corner Suite');
    expect(body).toContain('$2,450');
    expect(body).toContain(DESCRIPTION);
    expect(text).toContain('<div id="root" data-server-rendered');
  });

  test("a listing's head names it, links its languages and describes it in JSON-LD", async ({ request }) => {
    const { text } = await html(request, `/listing/${listing.id}?lang=fr`);
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toMatch(/<title>Lakeview Corner Suite[^<]*\| Rentals<\/title>/);
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/listing/${listing.id}\\?lang=fr"`));
    for (const lang of ['en', 'fr', 'x-default']) {
      expect(head).toContain(`hreflang="${lang}"`);
    }
    expect(head).toContain('<meta property="og:title" content="Lakeview Corner Suite');
    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json!) as Record<string, unknown>,
    );
    const home = jsonLd.find((item) => item['name'] === 'Lakeview Corner Suite');
    expect(home?.['@context']).toBe('https://schema.org');
    expect(JSON.stringify(home?.['offers'])).toContain('"priceCurrency":"CAD"');
    expect(JSON.stringify(home?.['address'])).toContain('Toronto');
    expect(jsonLd.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('robots.txt names the sitemap, which lists public listings only', async ({ request, createUser }) => {
    const landlord = await login(request, await createUser({ userType: 'LANDLORD' }));
    const [pending] = await createListings(request, landlord.token, ['Unlisted Cedar']);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
    let sitemap = await (await request.get('/sitemap.xml')).text();
    // A large site's sitemap is an index of files: read them all.
    for (const [, file] of sitemap.matchAll(/<sitemap><loc>[^<]*?(\/sitemap-[^<]+\.xml)<\/loc>/g)) {
      sitemap += await (await request.get(file!)).text();
    }
    expect(sitemap).toContain(`/listing/${listing.id}</loc>`);
    expect(sitemap).not.toContain(pending!.id);
  });

  test('a search holds its first ten results and the counter', async ({ request }) => {
    const countToronto = async () =>
      (
        await graphql<{ searchListingsCount: number }>(
          request,
          `
            query {
              searchListingsCount(where: { city: "Toronto" })
            }
          `,
        )
      ).searchListingsCount;
    // Other tests publish and hide Toronto listings meanwhile: the page counts what was there when it rendered.
    const before = await countToronto();
    const { status, text } = await html(request, '/search?city=Toronto');
    const after = await countToronto();
    expect(status).toBe(200);
    expect(before).toBeGreaterThan(10);
    const shown = /Showing 1-10 of (\d+) results/.exec(bodyText(text))?.[1];
    expect(Number(shown)).toBeGreaterThanOrEqual(Math.min(before, after));
    expect(Number(shown)).toBeLessThanOrEqual(Math.max(before, after));
    // Each result card's title is a heading link to its listing.
    expect(text.match(/<a [^>]*href="\/listing\/[0-9a-f-]{36}"/g)?.length ?? 0).toBeGreaterThanOrEqual(10);
  });

  test('a listing the public may not see, or none, answers 404 with the not-found page', async ({
    request,
    createUser,
  }) => {
    const landlord = await login(request, await createUser({ userType: 'LANDLORD' }));
    // A landlord's new listing waits for approval: not public.
    const [pending] = await createListings(request, landlord.token, ['Pending Birch']);
    for (const id of [pending!.id, '00000000-0000-4000-8000-000000000000']) {
      const { status, text } = await html(request, `/listing/${id}`);
      expect(status).toBe(404);
      expect(bodyText(text)).toContain('Listing not found');
      expect(text).not.toContain('Pending Birch');
    }
  });

  test('comes in French for a French visitor, with <html lang="fr">', async ({ request }) => {
    const french = await html(request, '/search?city=Toronto', { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(french.text).toContain('<html lang="fr"');
    expect(bodyText(french.text)).toContain('Logements à louer à Toronto');
    // ?lang= names the language; the locale cookie is the visitor's stored choice.
    expect((await html(request, '/?lang=fr')).text).toContain('<html lang="fr"');
    const cookie = await html(request, '/', { cookie: 'locale=fr', 'accept-language': 'en' });
    expect(cookie.text).toContain('<html lang="fr"');
    expect(cookie.headers.vary).toContain('Cookie');
  });

  test("holds no signed-in user's data, whoever asks", async ({ request, createUser }) => {
    const user = await createUser();
    const session = await login(request, user);
    const visitor = await html(request, `/listing/${listing.id}`);
    const signedIn = await html(request, `/listing/${listing.id}`, {
      authorization: `Bearer ${session.token}`,
      cookie: `token=${session.token}`,
    });
    for (const text of [visitor.text, signedIn.text]) {
      expect(text).not.toContain(user.email);
      expect(text).not.toContain(session.token);
    }
    expect(signedIn.headers['cache-control']).toContain('s-maxage=60');
  });
});

/** Opens a page and fails on any console error or warning (hydration problems first of all). */
async function openCleanly(page: Page, path: string): Promise<void> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.goto(path);
  await expect(page.locator('#root[data-server-rendered]')).toBeAttached();
  // Hydration is done once the page answers to the app's own code: the language switch works.
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
}

test.describe('hydration', () => {
  for (const locale of ['en-CA', 'fr-CA']) {
    test(`the public pages hydrate with a clean console (${locale})`, async ({
      browser,
      request,
      createUser,
    }) => {
      const renter = await login(request, await createUser());
      await graphql(
        request,
        `
          mutation ($data: UpdateUserInput!) {
            updateUser(data: $data) {
              id
            }
          }
        `,
        { data: { roommate: true, city: 'Toronto', bio: 'Quiet nurse.' } },
        renter.token,
      );
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 360, height: 740 },
      ]) {
        const context = await browser.newContext({ locale, viewport, isMobile: viewport.width < 600 });
        const page = await context.newPage();
        for (const path of [
          '/',
          '/search?city=Toronto',
          `/listing/${listing.id}`,
          `/unit/${listing.unitId}`,
          `/tenant/${renter.user.id}`,
          `/landlord/${ownerId}`,
        ]) {
          await openCleanly(page, path);
        }
        await context.close();
      }
    });
  }

  test('a hydrated page is the app: a search from the listing page navigates in place', async ({ page }) => {
    await page.goto(`/listing/${listing.id}`);
    await expect(page.getByRole('heading', { name: 'Lakeview Corner Suite', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'FR', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The choice is kept for the server's next render.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'locale')?.value).toBe('fr');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test('a reader without JavaScript reads a listing: title, price and facts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/listing/${listing.id}`);
  await expect(page.getByRole('heading', { name: 'Lakeview Corner Suite', level: 1 })).toBeVisible();
  await expect(page.getByText('$2,450/month').first()).toBeVisible();
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await expect(page.getByText('650 sq ft').first()).toBeVisible();
  await page.goto('/search?city=Toronto');
  await expect(page.getByText(/^Showing 1-10 of \d+ results$/)).toBeVisible();
  await context.close();
});
