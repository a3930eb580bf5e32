import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';
import { graphql } from '../fixtures/graphql';
import { createListings, login, promoteToAdmin } from '../fixtures/listings';
import { expect, storeSession, test } from '../fixtures/test';

for (const locale of ['en', 'fr'] as const) {
  test.describe(`axe in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => {
        if (!localStorage.getItem('locale')) localStorage.setItem('locale', l);
      }, locale);
    });

    for (const path of ['/', '/login', '/signup-modal', '/forgot-password']) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Popular cities come from the API: wait for them so the whole page is checked.
        if (path === '/') await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
        // The feeds show skeletons (aria-busy) until their listings arrive.
        if (path === '/') await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoViolations(page);
      });
    }

    test('/search, its map and its filters drawer have no violations', async ({ page }) => {
      await page.goto('/search');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The results replace their skeletons, then the map (its own chunk) draws the demo listings.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('.lm-marker').first()).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('button', { name: /^(More filters|Plus de filtres)/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page);
    });

    test('/listing/{id}, its gallery and /tenant/{id} have no violations', async ({
      page,
      request,
      createUser,
    }) => {
      // Three pages and four axe runs, with data made through the API first.
      test.setTimeout(90_000);
      const admin = await createUser();
      await promoteToAdmin(request, admin.email);
      const session = await login(request, admin);
      const [listing] = await createListings(request, session.token, [`Axe listing ${locale} ${Date.now()}`]);
      await page.goto(`/listing/${listing!.id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: listing!.title })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // The map loads in a chunk of its own: wait for its marker so it is checked too.
      await expect(page.locator('.lm-marker').first()).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('button', { name: /^(Open picture|Ouvrir la photo) 1 / }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page);

      const renter = await login(request, await createUser());
      const UPDATE_USER = `mutation($data: UpdateUserInput!) { updateUser(data: $data) { id } }`;
      await graphql(
        request,
        UPDATE_USER,
        { data: { roommate: true, city: 'Toronto', bio: 'Quiet nurse.' } },
        renter.token,
      );
      await page.goto(`/tenant/${renter.user.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });

    test('/profile has no violations', async ({ page, signInAsNewUser }) => {
      await signInAsNewUser({ path: '/profile' });
      // A new account is stored in English; use the switch so the account's language matches.
      if (locale === 'fr')
        await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });

    test('/listings, its unavailable modal and /requestedListing have no violations', async ({
      page,
      request,
      createUser,
    }) => {
      // Three axe runs over a full table and a modal, with data made through the API first.
      test.setTimeout(120_000);
      // Staff of their own, in the language of the run (the demo admin stays in English).
      // Signed in once staff, so with two-factor on (which ends the sessions opened before).
      const staff = await createUser({ userType: 'LANDLORD' });
      await promoteToAdmin(request, staff.email);
      const session = await login(request, staff);
      const SET_LOCALE = `mutation($data: UpdateUserInput!) { updateUser(data: $data) { id } }`;
      await graphql(request, SET_LOCALE, { data: { locale } }, session.token);
      await storeSession(page, session, '/listings');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoViolations(page);
      await page
        .getByRole('button', { name: /^(Available|Disponible) ?:/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.goto('/requestedListing');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: /\d/ })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}

test('/dashboards has no violations', async ({ page, signInAs }) => {
  await signInAs('admin', '/dashboards');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoViolations(page);
});

test("/search-history, a user's searches and the delete dialog have no violations", async ({
  page,
  request,
  createUser,
  signInAs,
}) => {
  test.setTimeout(90_000);
  const renter = await login(request, await createUser());
  const place = `Axe town ${Date.now().toString(36)}`;
  await graphql(
    request,
    'query($u: ID, $w: ListingSearchInput) { searchListings(where: $w, userId: $u, first: 1) { id } }',
    { u: renter.user.id, w: { city: place, bedrooms: ['STUDIO'], price_lte: 2000 } },
    renter.token,
  );
  await signInAs('admin', `/search-history?location=${encodeURIComponent(place)}`);
  await expect(page.getByRole('table', { name: 'Users with saved searches' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('link', { name: /^View the searches of / }).click();
  await expect(page.getByRole('table', { name: /^Saved searches of / })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoViolations(page);
  await page.getByRole('button', { name: /^Delete the search of / }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page);
});

for (const path of ['/search-history', '/internal-properties', '/e-mail-configuration']) {
  test(`${path} has no violations`, async ({ page, signInAs }) => {
    await signInAs('admin', path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // The tracker's map loads in a chunk of its own: wait for its markers so it is checked too.
    if (path === '/internal-properties') await expect(page.locator('.lm-marker').first()).toBeVisible();
    await expectNoViolations(page);
  });
}

test('/users, its type dialog and /admins/{id} have no violations', async ({ page, request, signInAs }) => {
  test.setTimeout(60_000);
  await signInAs('admin', '/users');
  // The first visit loads the staff pages' chunk, slow on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoViolations(page);
  await page
    .getByRole('button', { name: /^Change the account type of/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const subAdmin = await login(request, { email: DEMO_ACCOUNTS.subAdmin, password: DEMO_PASSWORD });
  await page.goto(`/admins/${subAdmin.user.id}`);
  await expect(page.getByRole('heading', { name: 'Sam Moderator', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('checkbox', { name: 'Users: View' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'History', level: 2 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectNoViolations(page);
});
