import { expectNoViolations } from '../fixtures/axe';
import { lookAt } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/test';

/*
 * The knowledge center hub, /feed and the blog feeds, on the demo seed's posts, curated articles
 * and rental laws; the search (tested thoroughly in the API) shows its states here.
 */

test.describe('/knowledge-center', () => {
  test('search first, results kept in the URL, the seeded sections, help center linked', async ({ page }) => {
    await page.goto('/knowledge-center');
    await expect(page.getByRole('heading', { name: 'Knowledge Center', level: 1 })).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Search a topic' });
    await expect(box).toBeVisible();
    // The demo seed publishes posts and articles of both kinds: each section shows them.
    for (const name of ['Latest from the blog', 'Trending', 'Estate Scoop']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /How to spot a rental scam/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Visit the help center' })).toHaveAttribute(
      'href',
      '/help-center',
    );
    await expectNoViolations(page);

    // Typing searches after a pause, without pressing Enter, and the query goes in the URL.
    await box.fill('zzqxw nothing here');
    await expect(
      page.getByRole('status').filter({ hasText: 'Nothing matches “zzqxw nothing here”.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=zzqxw\+nothing\+here/);
    await expect(page.getByText('Try other words, or check the spelling.')).toBeVisible();
    await expectNoViolations(page);

    // A reload keeps the search; Clear empties it and the URL.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search a topic' })).toHaveValue('zzqxw nothing here');
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByText(/Nothing matches/)).toHaveCount(0);

    // A visitor finds a published post by a word of it, and reads it.
    await box.fill('scam');
    const results = page.getByRole('list', { name: 'Search results' });
    const found = results.getByRole('link', { name: /How to spot a rental scam/ });
    await expect(found).toBeVisible();
    await expectNoViolations(page);
    await found.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'How to spot a rental scam before you pay anything' }),
    ).toBeVisible();
  });

  test('an over-long search says why in the field, in French too', async ({ page }) => {
    await page.goto('/knowledge-center?lang=fr');
    const box = page.getByRole('searchbox', {
      name: 'Rechercher un sujet',
    });
    await box.fill('loyer '.repeat(40));
    await box.press('Enter');
    await expect(page.getByText('Gardez votre recherche sous 200 caractères.')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  test('the French page, its head and its feeds', async ({ page }) => {
    await page.goto('/knowledge-center?lang=fr');
    await expect(page.getByRole('heading', { name: 'Centre de connaissances', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Centre de connaissances/);
    await expect(page.getByRole('link', { name: 'Visiter le centre d’aide' })).toBeVisible();
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/knowledge-center\?lang=fr$/,
    );
    await expect(head.locator('link[hreflang="en"]')).toHaveAttribute('href', /\/knowledge-center\?lang=en$/);
    await expect(head.locator('link[type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/blogs\/rss\.xml$/,
    );
    await expect(head.locator('link[type="application/atom+xml"]')).toHaveAttribute(
      'href',
      /\/blogs\/atom\.xml$/,
    );
    await expectNoViolations(page);
    await lookAt(page, 'knowledge-center-fr');
  });

  test('fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/knowledge-center?q=deposit');
    await expect(page.getByRole('heading', { name: 'Knowledge Center', level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await lookAt(page, 'knowledge-center-search', { phone: false });
  });

  test('the staff dashboard shows the content counts', async ({ page, signInAs }) => {
    await signInAs('admin', '/dashboards');
    await expect(page.getByRole('heading', { name: 'Content', level: 2 })).toBeVisible();
    await expect(page.getByText('Published posts')).toBeVisible();
    await expect(page.getByText('Rental laws to review (over a year old)')).toBeVisible();
  });
});

test.describe('/feed', () => {
  test('has no header, shows the newest listings in large cards, in English and French', async ({ page }) => {
    await page.goto('/feed');
    await expect(page.getByRole('heading', { name: 'Live feed', level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    const listings = page.getByRole('region', { name: 'New homes for rent' });
    await expect(listings.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest posts' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/^Updated at /);
    await expectNoViolations(page);
    await lookAt(page, 'feed-en');

    await page.goto('/feed?lang=fr');
    await expect(page.getByRole('heading', { name: 'Fil en direct', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Nouveaux logements à louer' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectNoViolations(page);
    await lookAt(page, 'feed-fr');
  });
});

test.describe('feeds', () => {
  test('the blog feeds are XML of their own type, per language', async ({ request }) => {
    const rss = await request.get('/blogs/rss.xml');
    expect(rss.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(await rss.text()).toContain('<title>Rentals blog</title>');
    const atom = await request.get('/blogs/atom.xml?lang=fr');
    expect(atom.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(await atom.text()).toContain('<title type="text">Blogue Rentals</title>');
    expect((await request.get('/feeds/listings/no-such-city.xml')).status()).toBe(404);
  });

  test('the sitemap lists the knowledge center and not /feed', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toMatch(/<loc>[^<]*\/knowledge-center<\/loc>/);
    expect(xml).not.toMatch(/<loc>[^<]*\/feed<\/loc>/);
  });
});
