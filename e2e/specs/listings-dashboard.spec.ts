import { createListings, login, promoteToAdmin } from '../fixtures/listings';
import { row } from '../fixtures/property-dialog';
import { expect, storeSession, test, waitForApp } from '../fixtures/test';

/* The landlord dashboard: paging, search, marking rented, deleting, and who has it. */

test.describe('landlord dashboard (/building)', () => {
  test('pages by 10 and searches after a pause, with both in the URL', async ({
    page,
    request,
    createUser,
  }) => {
    const landlord = await createUser({ userType: 'LANDLORD' });
    const session = await login(request, landlord);
    const titles = Array.from({ length: 11 }, (_, i) => `Maple Court ${String(i + 1).padStart(2, '0')}`);
    await createListings(request, session.token, [...titles, 'Harbour View Lofts']);

    await storeSession(page, session, '/building');
    await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toBeVisible();
    await expect(page.getByText('Showing 1-10 of 12 results')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(10);
    // Newest first.
    await expect(page.getByRole('article').first()).toHaveAccessibleName('Harbour View Lofts');
    const first = row(page, 'Harbour View Lofts');
    await expect(first.getByText('Pending Approval')).toBeVisible();
    await expect(first.getByText('$1,900/month')).toBeVisible();
    await expect(first.getByText('1 unit', { exact: true })).toBeVisible();
    // The month in words: 12-01-2026 reads two ways in Canada.
    await expect(
      first.getByText(/^Created [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[ap]\.m\.$/),
    ).toBeVisible();

    // A press before the app owns the page is lost (the pager then never moves).
    await waitForApp(page);
    await page
      .getByRole('navigation', { name: 'Pages of properties' })
      .getByRole('button', { name: 'Go to page 2' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText('Showing 11-12 of 12 results')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);

    const search = page.getByRole('searchbox', { name: 'Search your properties' });
    await search.fill('harbour');
    // Nothing happens before the 500 ms pause.
    await expect(page).not.toHaveURL(/search=/);
    await expect(page).toHaveURL(/search=harbour/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByText('Showing 1-1 of 1 result')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);

    await page.reload();
    await expect(search).toHaveValue('harbour');
    await expect(page.getByRole('article')).toHaveCount(1);

    await search.fill('no such place');
    await expect(page.getByRole('heading', { name: 'No property matches “no such place”' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(page.getByText('Showing 1-10 of 12 results')).toBeVisible();
  });

  test('an empty dashboard invites to add the first property', async ({ page, signInAsNewUser }) => {
    await signInAsNewUser({ userType: 'LANDLORD', path: '/building' });
    await expect(page.getByRole('heading', { name: 'No properties yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Add your first property' }).click();
    await expect(page).toHaveURL(/[?&]property=new/);
  });

  test('staff mark their approved listing as rented (Active to Inactive), then delete it', async ({
    page,
    request,
    createUser,
  }) => {
    // A new account confirmed from its e-mail, made staff with two-factor, two listings, then the UI.
    test.slow();
    const owner = await createUser({ userType: 'LANDLORD' });
    await promoteToAdmin(request, owner.email);
    const session = await login(request, owner);
    await createListings(request, session.token, ['Birch House', 'Cedar House'], 2150);
    await storeSession(page, session, '/building');

    const birch = row(page, 'Birch House');
    await expect(birch.getByText('Active', { exact: true })).toBeVisible();
    await birch.getByRole('button', { name: 'Mark as rented' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as rented' });
    await expect(dialog.getByLabel('Rented price (CAD per month)')).toHaveValue('2150');
    await dialog.getByLabel('Rented price (CAD per month)').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Rented price is required')).toBeVisible();
    await expect(dialog.getByText('Disable listing is required')).toBeVisible();
    await dialog.getByLabel('Signed lease date').fill('2026-10-01');
    await dialog.getByLabel('Rented price (CAD per month)').fill('2100');
    await dialog.getByRole('radio', { name: 'Yes, disable the listing' }).check();
    await dialog.getByLabel('Tenant names').fill('Ana Silva, Marc Roy');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The property is marked as rented.')).toBeVisible();
    await expect(birch.getByText('Inactive')).toBeVisible();
    await expect(birch.getByRole('button', { name: 'Mark as rented' })).toHaveCount(0);

    await page.reload();
    await expect(birch.getByText('Inactive')).toBeVisible();
    await expect(row(page, 'Cedar House').getByText('Active', { exact: true })).toBeVisible();

    await birch.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this property?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(birch).toBeVisible();
    await birch.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Property deleted.')).toBeVisible();
    await expect(birch).toHaveCount(0);
    await expect(page.getByText('Showing 1-1 of 1 result')).toBeVisible();
  });

  test('a renter has no dashboard and cannot open the property dialog', async ({ page, signInAs }) => {
    await signInAs('renter', '/building?property=new');
    await expect(page.getByText(/You don't have an Access/)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Property' })).toHaveCount(0);
  });

  test('a landlord has the Properties side navigation item', async ({ page, signInAs }) => {
    await signInAs('landlord', '/profile');
    const side = page.getByRole('navigation', { name: 'Account navigation' });
    await side.getByRole('link', { name: 'Properties' }).click();
    await expect(page).toHaveURL('/building');
    await expect(side.getByRole('link', { name: 'Properties' })).toHaveAttribute('aria-current', 'page');
  });
});
