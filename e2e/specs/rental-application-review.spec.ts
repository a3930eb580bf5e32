import { expectNoViolations } from '../fixtures/axe';
import { login } from '../fixtures/listings';
import { landlordWithListing } from '../fixtures/messaging';
import { submitApplication } from '../fixtures/rental-applications';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * Issue 18, after the wizard: a renter's application reaches the listing's landlord, who opens it
 * (it becomes Viewed), reads the SIN once for a credit check and shortlists it; the renter sees
 * 'Shortlisted' on /my-applications; the landlord's list in French on a 360 px phone is axe clean.
 */

const APPLICANT = 'Amélie Tremblay';

test('a landlord opens and shortlists an application, and the renter sees it', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const { session: landlord, listing } = await landlordWithListing(request, createUser);
  const renter = await login(request, await createUser());
  await submitApplication(request, renter.token, listing);

  // The landlord's list: the new application, not yet opened.
  await storeSession(page, landlord, '/building/applications');
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  const row = page.getByRole('article', { name: `${APPLICANT}, ${listing.title}` });
  await expect(row.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(row.getByText(/× the rent$/)).toBeVisible();
  await row.getByRole('link', { name: `Open the application of ${APPLICANT}` }).click();

  // Opening it marks it viewed; the answers come by the wizard's pages, the documents to download.
  await expect(page.getByRole('heading', { name: APPLICANT, level: 1 })).toBeVisible();
  // The status beside the name is the first chip: the status history below repeats it.
  await expect(page.getByText('Viewed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Income', level: 2 })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download govIdsFile\./ }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^govIdsFile\./);
  await expect(page.getByRole('img', { name: `Signature of ${APPLICANT}` })).toBeVisible();

  // The SIN is masked; the applicant consented, so it can be read once.
  await expect(page.getByText('*** *** 286')).toBeVisible();
  await page.getByRole('button', { name: 'Reveal for a credit check' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reveal it once' }).click();
  await expect(page.getByText('046454286')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reveal for a credit check' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Shortlist', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Shortlist this application?' });
  await dialog.getByRole('button', { name: 'Shortlist', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Shortlisted', { exact: true }).first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Status history' })
      .getByRole('listitem')
      .filter({ hasText: 'Shortlisted' }),
  ).toContainText('You');
  await expect(page.getByRole('button', { name: 'Shortlist', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Conversation with ${APPLICANT}` })).toHaveAttribute(
    'href',
    /^\/message\?room=/,
  );
  await expectNoViolations(page);

  // Back on the list, filtered by status in the URL.
  await page.getByRole('link', { name: 'Applications', exact: true }).first().click();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('SHORTLISTED');
  await expect(page).toHaveURL(/status=SHORTLISTED/);
  await expect(row.getByText('Shortlisted', { exact: true })).toBeVisible();

  // The renter follows it on /my-applications.
  await storeSession(page, renter, '/my-applications');
  const card = page.getByRole('article').filter({ hasText: listing.title });
  await expect(card.getByText('Shortlisted', { exact: true })).toBeVisible();
  await expect(
    card.getByRole('button', { name: `Withdraw my application for ${listing.title}` }),
  ).toBeVisible();
  await expectNoViolations(page);
});

test("the landlord's list in French on a 360 px phone is axe clean", async ({
  page,
  request,
  createUser,
}) => {
  const { session: landlord, listing } = await landlordWithListing(request, createUser);
  const renter = await login(request, await createUser());
  await submitApplication(request, renter.token, listing);

  await page.setViewportSize({ width: 360, height: 740 });
  await storeSession(page, landlord, '/building/applications');
  await page.getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Demandes', level: 1 })).toBeVisible();
  await expect(page.getByText(/× le loyer$/)).toBeVisible();
  await expect(page.getByRole('article').getByText('Soumise', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);
});
