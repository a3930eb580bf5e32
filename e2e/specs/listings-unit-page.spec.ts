import { expectNoViolations } from '../fixtures/axe';
import { createListings, login, promoteToAdmin } from '../fixtures/listings';
import { expect, storeSession, test } from '../fixtures/test';

/* The unit page (/unit/{id}) for its owner, another landlord and visitors; axe on /building and /unit. */

test.describe('unit page (/unit/{id})', () => {
  test('a visitor opens the unit page of an approved listing, without Edit', async ({
    page,
    request,
    createUser,
  }) => {
    const owner = await createUser({ userType: 'LANDLORD' });
    await promoteToAdmin(request, owner.email);
    const session = await login(request, owner);
    const [listing] = await createListings(request, session.token, ['Aspen Lofts'], 2300);

    await page.goto(`/unit/${listing!.unitId}`);
    await expect(page).toHaveURL(`/unit/${listing!.unitId}`);
    await expect(page.getByRole('heading', { name: 'Aspen Lofts unit', level: 1 })).toBeVisible();
    // Visitors see the public status of an approved, visible listing.
    await expect(page.getByText('Available', { exact: true })).toBeVisible();
    await expect(page.getByText('$2,300/month')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to my properties' })).toHaveCount(0);
  });

  test("a pending listing's unit is not found for another landlord", async ({
    page,
    request,
    createUser,
  }) => {
    const owner = await createUser({ userType: 'LANDLORD' });
    const [listing] = await createListings(request, (await login(request, owner)).token, ['Hidden Elm']);
    const other = await createUser({ userType: 'LANDLORD' });
    await storeSession(page, await login(request, other), `/unit/${listing!.unitId}`);
    await expect(page.getByRole('heading', { name: 'Unit not found', level: 1 })).toBeVisible();
  });

  test('shows the unit with its facts; an unknown unit is not found', async ({
    page,
    request,
    createUser,
  }) => {
    const landlord = await createUser({ userType: 'LANDLORD' });
    const session = await login(request, landlord);
    const [listing] = await createListings(request, session.token, ['Spruce Terrace'], 1875.5);
    await storeSession(page, session, `/unit/${listing!.unitId}?showModal=true`);

    const created = page.getByRole('dialog', { name: 'Building has been created successfully' });
    await expect(created).toBeVisible();
    await created.getByRole('button', { name: 'Close' }).click();
    await expect(created).toBeHidden();
    await expect(page).not.toHaveURL(/showModal/);

    await expect(page.getByRole('heading', { name: 'Spruce Terrace unit', level: 1 })).toBeVisible();
    await expect(page.getByText('Pending Approval')).toBeVisible();
    await expect(page.getByText('$1,875.50/month')).toBeVisible();
    await expect(page.getByText('One Bedroom')).toBeVisible();
    await expect(page.getByText('650 sq ft')).toBeVisible();
    await expect(page.getByText('Balcony')).toBeVisible();
    await expect(page.getByText('Dishwasher')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Picture 1 of Spruce Terrace' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/building?property=${listing!.id}&unit=${listing!.unitId}`,
    );

    await page.goto('/unit/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Unit not found', level: 1 })).toBeVisible();
  });
});

for (const locale of ['en', 'fr'] as const) {
  test(`axe: /building and /unit/{id} have no violations in ${locale}`, async ({
    page,
    request,
    createUser,
  }) => {
    const landlord = await createUser({ userType: 'LANDLORD' });
    const session = await login(request, landlord);
    const titles = Array.from({ length: 11 }, (_, i) => `Axe Place ${i + 1}`);
    const created = await createListings(request, session.token, titles);
    await page.addInitScript(
      ({ l, token, userId }) => {
        if (!localStorage.getItem('locale')) localStorage.setItem('locale', l);
        localStorage.setItem('token', token);
        localStorage.setItem('userId', userId);
      },
      { l: locale, token: session.token, userId: session.user.id },
    );

    await page.goto('/building');
    // A new account is stored in English; use the switch so the account's language matches.
    if (locale === 'fr')
      await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('article')).toHaveCount(10);
    await expect(
      page.getByText(locale === 'en' ? 'Showing 1-10 of 11 results' : 'Affichage de 1 à 10 sur 11 résultats'),
    ).toBeVisible();
    await expectNoViolations(page);

    await page.goto(`/unit/${created[0]!.unitId}`);
    await expect(page.getByRole('heading', { name: 'Axe Place 1 unit', level: 1 })).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();
    await expectNoViolations(page);
  });
}
