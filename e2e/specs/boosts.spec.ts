import { expectNoViolations } from '../fixtures/axe';
import { login, promoteToAdmin } from '../fixtures/listings';
import { landlordWithListing } from '../fixtures/messaging';
import { row } from '../fixtures/property-dialog';
import { lookAt } from '../fixtures/screenshots';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * Boosts (spec/03 §4.5, §8; spec/01 §4): a landlord boosts a listing from /building through the
 * built-in test checkout, reads its receipt and sees it premium with its days left; staff see it on /boostListing and
 * end it. In English and French, at phone and desktop widths, axe-clean.
 */

test('a landlord boosts a listing through the test checkout; staff see the boost and end it', async ({
  page,
  browser,
  request,
  createUser,
}) => {
  test.setTimeout(240_000);
  const { session, listing } = await landlordWithListing(request, createUser);
  const title = listing.title;
  await page.setViewportSize({ width: 1280, height: 900 });
  await storeSession(page, session, '/building');

  const card = row(page, title);
  await card.getByRole('button', { name: `Boost ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Do you want to boost this listing?' });
  await expect(dialog.getByText('Your listing is shown first in search for 7 days.')).toBeVisible();
  await expect(dialog.getByRole('row', { name: 'Listing boost $29.99' })).toBeVisible();
  await expect(dialog.getByRole('row', { name: 'HST (13%) $3.90' })).toBeVisible();
  await expect(dialog.getByRole('row', { name: 'Total $33.89' })).toBeVisible();
  await expectNoViolations(page);
  await lookAt(page, 'boosts-en-confirm');
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  // The test checkout charges the total shown, then the return page shows the boost.
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByRole('row', { name: 'Total (CAD) $33.89' })).toBeVisible();
  await page.getByLabel('Name on card').fill('Maya Gagnon');
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiration (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $33.89' }).click();
  await expect(page).toHaveURL(/\/redirect\/premium\?payment=/);
  await expect(
    page.getByText(
      'Premium Listing: Congratulations! Your listing has been boosted. You have 7 days remaining. Now just sit back and let the leads come to you.',
    ),
  ).toBeVisible();

  // Its receipt: the two fixed items, the tax and the card.
  await page.getByRole('link', { name: 'View the receipt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Receipt R-\d{4}-[0-9A-F]{8}$/ })).toBeVisible();
  const receipt = page.getByRole('article');
  await expect(receipt.getByText('Listing boost', { exact: true })).toBeVisible();
  await expect(receipt.getByText('Premium placement: 7 days')).toBeVisible();
  await expect(receipt.getByText('$33.89')).toBeVisible();
  await expect(receipt.getByText('Visa ending in 4242')).toBeVisible();

  // Back on the dashboard: the premium badge and the days left; 'Boost again' adds days.
  await page.goto('/building');
  await expect(card.getByText('Premium', { exact: true })).toBeVisible();
  await expect(card.getByText('7 days left')).toBeVisible();
  await expect(card.getByRole('button', { name: `Boost ${title} again` })).toBeVisible();
  await expectNoViolations(page);
  await lookAt(page, 'boosts-en-building');

  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(card.getByText('7 jours restants')).toBeVisible();
  await card.getByRole('button', { name: `Prolonger la mise en avant de ${title}` }).click();
  const frDialog = page.getByRole('dialog', { name: 'Voulez-vous mettre cette annonce en avant ?' });
  await expect(frDialog.getByRole('row', { name: 'Total 33,89 $' })).toBeVisible();
  await expectNoViolations(page);
  await lookAt(page, 'boosts-fr-confirm');
  await frDialog.getByRole('button', { name: 'Annuler' }).click();
  await lookAt(page, 'boosts-fr-building');

  // Staff: the boost with its payment, then ended.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-CA' });
  const staff = await staffContext.newPage();
  // A new admin, not the demo one: switching to French is saved on the account others sign in to.
  const staffUser = await createUser({ userType: 'LANDLORD' });
  await promoteToAdmin(request, staffUser.email);
  await storeSession(staff, await login(request, staffUser), '/boostListing');
  await expect(staff.getByRole('heading', { level: 1, name: 'Boost Properties' })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Boost settings' })).toBeVisible();
  const boosted = staff.getByRole('listitem', { name: title });
  await expect(boosted.getByText('7 days left')).toBeVisible();
  await expect(boosted.getByText('$33.89')).toBeVisible();
  await expect(boosted.getByText('Paid', { exact: true })).toBeVisible();
  await expectNoViolations(staff);
  await lookAt(staff, 'boosts-en-staff');
  await boosted.getByRole('button', { name: `End the boost of ${title}`, exact: true }).click();
  const confirmEnd = staff.getByRole('dialog', { name: `End the boost of ${title}?` });
  await confirmEnd.getByRole('button', { name: 'End' }).click();
  await expect(staff.getByText('The boost was ended.')).toBeVisible();
  await expect(staff.getByRole('listitem', { name: title })).toHaveCount(0);

  await staff.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Propriétés en vedette' })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Paramètres de mise en avant' })).toBeVisible();
  await expectNoViolations(staff);
  await lookAt(staff, 'boosts-fr-staff');
  await staffContext.close();

  // The landlord's dashboard no longer shows the boost.
  await page.reload();
  await expect(card.getByText('7 jours restants')).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Mettre en avant ${title}` })).toBeVisible();
});
