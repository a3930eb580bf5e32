import { statSync } from 'node:fs';
import { expectNoViolations } from '../fixtures/axe';
import { graphql } from '../fixtures/graphql';
import { login } from '../fixtures/listings';
import { landlordWithListing } from '../fixtures/messaging';
import { submitApplication } from '../fixtures/rental-applications';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * Issue 18, the renter passport's shares: the landlord opens an application, the renter sees the
 * opening in the view log and revokes the share, and the landlord loses the answers at once; the
 * renter downloads everything as a zip and deletes the passport, after which the landlord keeps
 * only the status history. The renter's application page in French on a 360 px phone is axe clean.
 */

const APPLICANT = 'Amélie Tremblay';
/** Every user createUser makes has this name: here, the landlord. */
const LANDLORD = 'Élise Tremblay';
const OPEN = `query($id: ID!) { rentalApplication(id: $id) { id } }`;

test('a renter sees the opening, revokes the share, downloads and deletes the passport', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(150_000);
  const { session: landlord, listing } = await landlordWithListing(request, createUser);
  const renter = await login(request, await createUser());
  const id = await submitApplication(request, renter.token, listing);
  const review = `/building/applications/${id}`;

  // The landlord opens the application once, while the share is active: the answers are there.
  await storeSession(page, landlord, review);
  await expect(page.getByRole('heading', { name: APPLICANT, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Income', level: 2 })).toBeVisible();

  // The renter's card names the share and its one opening.
  await storeSession(page, renter, '/my-applications');
  const card = page.getByRole('article').filter({ hasText: listing.title });
  await expect(card.getByText('Shared', { exact: true })).toBeVisible();
  await expect(card.getByText(new RegExp(`^Shared with ${LANDLORD} until `))).toBeVisible();
  await expect(card.getByText(/^Opened 1 time, last on /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your renter passport' })).toBeVisible();

  // The application's page: the view log, the history, and revoking the share.
  await card.getByRole('link', { name: `View my application for ${listing.title}` }).click();
  const share = page.getByRole('region', { name: `Your share with ${LANDLORD}` });
  await expect(share.getByText(/^Opened 1 time, last on /)).toBeVisible();
  await expect(
    share.getByRole('region', { name: `When ${LANDLORD} opened it` }).getByRole('listitem'),
  ).toHaveCount(1);
  const history = page.getByRole('region', { name: 'Status history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').filter({ hasText: 'Viewed' })).toContainText('The landlord');
  await expectNoViolations(page);

  await share.getByRole('button', { name: `Revoke access for ${LANDLORD}` }).click();
  const dialog = page.getByRole('dialog', { name: `Revoke access for ${LANDLORD}?` });
  await expect(dialog).toContainText('loses this application and its documents at once');
  await dialog.getByRole('button', { name: 'Revoke access' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Access revoked: ${LANDLORD} no longer sees your application.`)).toBeVisible();
  await expect(share.getByText('Access revoked', { exact: true })).toBeVisible();
  await expect(share.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  await expect(history.getByRole('listitem').filter({ hasText: 'Withdrawn' })).toContainText('You');

  // The landlord is told why, and no longer reads the answers.
  await storeSession(page, landlord, review);
  await expect(page.getByRole('heading', { name: APPLICANT, level: 1 })).toBeVisible();
  await expect(page.getByText(/^The applicant revoked your access on /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Income', level: 2 })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Status history' }).getByRole('listitem')).toHaveCount(3);

  // Their list says it too, beside the status.
  await page.getByRole('link', { name: 'Applications', exact: true }).first().click();
  const row = page.getByRole('article', { name: `${APPLICANT}, ${listing.title}` });
  await expect(row.getByText('Access revoked', { exact: true })).toBeVisible();

  // The renter downloads everything they gave, then deletes the passport.
  await storeSession(page, renter, '/my-applications');
  const passport = page.getByRole('region', { name: 'Your renter passport' });
  const downloading = page.waitForEvent('download');
  await passport
    .getByRole('button', { name: 'Download my data: my answers and documents in a zip file' })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('rental-passport.zip');
  expect(statSync(await download.path()).size).toBeGreaterThan(0);

  await passport.getByRole('button', { name: 'Delete my passport' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your renter passport?' });
  await expect(confirm).toContainText('Landlords keep only the status history of each application.');
  await confirm.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page.getByText('Your passport was deleted: 1 application erased.')).toBeVisible();
  await expect(passport).toHaveCount(0);
  await expect(card.getByText('Data deleted', { exact: true })).toBeVisible();

  // The landlord keeps only the status history.
  await storeSession(page, landlord, review);
  await expect(page.getByRole('heading', { name: 'Applicant (data deleted)', level: 1 })).toBeVisible();
  await expect(
    page.getByText(/^The applicant deleted their data on .*: only the status history remains\.$/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status history' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Summary' })).toHaveCount(0);
});

test("the renter's application page in French on a 360 px phone is axe clean", async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(90_000);
  const { session: landlord, listing } = await landlordWithListing(request, createUser);
  const renter = await login(request, await createUser());
  const id = await submitApplication(request, renter.token, listing);
  // The landlord's opening, as their page makes it.
  await graphql(request, OPEN, { id }, landlord.token);

  await page.setViewportSize({ width: 360, height: 740 });
  await storeSession(page, renter, `/my-applications/${id}`);
  await page.getByRole('button', { name: 'FR', exact: true }).click();
  const share = page.getByRole('region', { name: `Votre partage avec ${LANDLORD}` });
  await expect(share.getByText('Partagé', { exact: true })).toBeVisible();
  await expect(share.getByText(/^Ouverte 1 fois, la dernière le /)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Historique des statuts' }).getByText('Le propriétaire'),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);

  await share.getByRole('button', { name: `Révoquer l'accès accordé à ${LANDLORD}` }).click();
  const dialog = page.getByRole('dialog', { name: `Révoquer l'accès accordé à ${LANDLORD} ?` });
  await expect(dialog).toContainText('perd aussitôt cette demande et ses documents');
  await expectNoViolations(page);
});
