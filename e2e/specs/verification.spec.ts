import { expectNoViolations } from '../fixtures/axe';
import { pngPicture } from '../fixtures/listings';
import { expect, storeSession, test } from '../fixtures/test';
import { adminSession, landlordWithPublicListing, unique } from '../fixtures/verification';

/*
 * Issue 25: a landlord sends the proofs of their role's checklist in French, staff verify them
 * from the queue beside the account, and the Verified badge shows on the listing's search card
 * and page, with the line of what was checked.
 */

test('a landlord gets verified in French and the badge shows on search', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const title = unique('Verified Court');
  const firstName = unique('Maude');
  const { session, listing } = await landlordWithPublicListing(request, createUser, { firstName, title });

  // The landlord, in French, sends a photo ID and a tax bill.
  await storeSession(page, session, '/verification');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'FR' }).click();
  await expect(page.getByRole('heading', { name: 'Faites-vous vérifier', level: 1 })).toBeVisible();
  await expect(page.getByText('Pas encore vérifié')).toBeVisible();
  const inputs = page.locator('input[type="file"]');
  await inputs
    .nth(0)
    .setInputFiles({ name: 'permis.png', mimeType: 'image/png', buffer: pngPicture(400, 300, [30, 60, 90]) });
  // Stored under the name of what is kept: an opaque PNG is re-encoded as a JPEG.
  await expect(page.getByRole('button', { name: 'Retirer permis.jpg' })).toBeVisible();
  await inputs
    .nth(1)
    .setInputFiles({ name: 'taxes.png', mimeType: 'image/png', buffer: pngPicture(400, 300, [90, 60, 30]) });
  await expect(page.getByRole('button', { name: 'Retirer taxes.jpg' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Envoyer pour examen' }).click();
  await expect(page.getByText('Vos documents sont entre les mains de notre équipe')).toBeVisible();

  // Back to English before staff sign in on this page, so the demo admin stays in English.
  await page.getByRole('group', { name: 'Langue' }).getByRole('button', { name: 'EN' }).click();
  await expect(page.getByRole('heading', { name: 'Get verified', level: 1 })).toBeVisible();

  // Staff open the request from the Verification tab of /users and approve it.
  await storeSession(page, await adminSession(request), '/users/verification');
  await page.getByRole('button', { name: new RegExp(`^Review the request of ${firstName}`) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Verification of ${firstName}`) });
  await expect(dialog.getByRole('img', { name: /^Government-issued photo ID: permis\./ })).toBeVisible();
  await expect(dialog.getByText(title)).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${firstName} Tremblay is verified.`)).toBeVisible();

  // Renters see the badge on the search card and the line on the listing page.
  await page.goto('/search');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await page.goto(`/listing/${listing.id}`);
  await expect(page.getByText(/^ID and ownership checked by Rentals on /)).toBeVisible();
  await expectNoViolations(page);
});
