import type { Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { login } from '../fixtures/listings';
import { landlordWithListing } from '../fixtures/messaging';
import { submitApplication } from '../fixtures/rental-applications';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * Issue 18, the renter passport re-used: a renter who sent one application applies to a second
 * listing in one step (they review the offer page, tick the consent and submit); the application
 * reaches /my-applications and the second landlord, documents included. In French on a 360 px
 * phone, the card and the review read and submit; the review step is axe clean.
 */

const APPLICANT = 'Amélie Tremblay';

const main = (page: Page) => page.getByRole('main');

test('a renter applies to a second listing with their passport in one step', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const first = await landlordWithListing(request, createUser);
  const second = await landlordWithListing(request, createUser);
  const renter = await login(request, await createUser());
  await submitApplication(request, renter.token, first.listing);

  // The second listing's Apply link: the intro offers the passport above Start.
  await storeSession(page, renter, `/listing/${second.listing.id}`);
  await page.getByRole('link', { name: 'Apply', exact: true }).click();
  const card = main(page).getByRole('region', { name: 'Apply with your renter passport' });
  await expect(card.getByText(`${APPLICANT}'s application, sent on`)).toContainText(first.listing.title);
  await expect(card.getByText(/^\d+ documents$/)).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Start' })).toBeVisible();
  await card.getByRole('button', { name: 'Review and apply' }).click();

  // The review: the offer page for the new home, what is shared, the consents and Submit!
  await expect(
    main(page).getByRole('heading', { name: 'Apply with your renter passport', level: 2 }),
  ).toBeFocused();
  await expect(main(page).getByRole('textbox', { name: 'Rental property address' })).not.toHaveValue('');
  const offer = main(page).getByRole('textbox', { name: 'Your offer (monthly rent)' });
  await expect(offer).not.toHaveValue('');
  // Tabbing into the amount offered before and typing replaces it.
  await main(page).getByRole('textbox', { name: 'Other (please specify)' }).focus();
  await page.keyboard.press('Tab');
  await expect(offer).toBeFocused();
  await page.keyboard.type('1990');
  await expect(offer).toHaveValue('1990');
  const shared = main(page).getByRole('region', { name: 'What the landlord receives' });
  await expect(shared.getByText(APPLICANT)).toBeVisible();
  await expect(shared.getByText(/Government ID \(1\)/)).toBeVisible();
  await expect(shared.getByText('Given', { exact: true })).toBeVisible();
  await expect(page.getByText('046454286')).toHaveCount(0);
  await expectNoViolations(page);

  // Without the consent to share, nothing is sent; the credit check stays a separate choice.
  await page.getByRole('button', { name: 'Submit!' }).click();
  await expect(main(page).getByText('Tick this box to submit your application.')).toBeVisible();
  await expect(main(page).getByRole('checkbox', { name: /I consent to a credit check/ })).not.toBeChecked();
  await main(page)
    .getByRole('checkbox', { name: /I agree to share my application/ })
    .check();
  await page.getByRole('button', { name: 'Submit!' }).click();
  const done = page.getByRole('dialog', { name: 'Application sent' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/');

  // The renter follows both applications.
  await page.goto('/my-applications');
  await expect(page.getByRole('article').filter({ hasText: second.listing.title })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: first.listing.title })).toBeVisible();

  // The second landlord receives it with the passport's documents and the new offer's home.
  await storeSession(page, second.session, '/building/applications');
  const row = page.getByRole('article', { name: `${APPLICANT}, ${second.listing.title}` });
  await expect(row.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(row.getByText(/Government ID \(1\)/)).toBeVisible();
});

test('in French on a 360 px phone, the passport card and review read and submit', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const first = await landlordWithListing(request, createUser);
  const second = await landlordWithListing(request, createUser);
  const renter = await login(request, await createUser());
  await submitApplication(request, renter.token, first.listing);

  await page.setViewportSize({ width: 360, height: 740 });
  await storeSession(
    page,
    renter,
    `/rental-application?listing=${second.listing.id}&unit=${second.listing.unitId}`,
  );
  await page.getByRole('button', { name: 'FR', exact: true }).click();
  const card = main(page).getByRole('region', { name: 'Postulez avec votre passeport locataire' });
  await expect(card.getByText(`Demande de ${APPLICANT}, envoyée le`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);
  await card.getByRole('button', { name: 'Vérifier et postuler' }).click();

  await expect(
    main(page).getByRole('heading', { name: 'Postulez avec votre passeport locataire', level: 2 }),
  ).toBeVisible();
  await main(page).getByRole('textbox', { name: 'Votre offre (loyer mensuel)' }).fill('1875');
  await main(page)
    .getByRole('checkbox', { name: /J'accepte de transmettre ma demande/ })
    .check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Soumettre !' }).click();
  const done = page.getByRole('dialog', { name: 'Demande envoyée' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/');
});

test("'Edit all my answers' opens the wizard with the passport's answers, without the SIN", async ({
  page,
  request,
  createUser,
}) => {
  const first = await landlordWithListing(request, createUser);
  const second = await landlordWithListing(request, createUser);
  const renter = await login(request, await createUser());
  await submitApplication(request, renter.token, first.listing);

  await storeSession(page, renter, `/rental-application?listing=${second.listing.id}`);
  await main(page)
    .getByRole('region', { name: 'Apply with your renter passport' })
    .getByRole('button', { name: 'Edit all my answers' })
    .click();
  await expect(main(page).getByRole('heading', { name: 'Rental Offer', level: 2 })).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: 'Your offer (monthly rent)' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(main(page).getByRole('heading', { name: 'Applicant', level: 2 })).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Amélie');
  // Every page passes as it was sent; the documents are kept, the SIN is asked again.
  for (const name of [
    'Income',
    'Financial Obligations',
    'Vehicles',
    'Co-occupants',
    'Supplementary Documents',
  ]) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(main(page).getByRole('heading', { name, exact: true, level: 2 })).toBeVisible();
  }
  await expect(main(page).getByRole('button', { name: 'Remove creditScoreFile.pdf' })).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: 'SIN (optional)' })).toHaveValue('');
});

test('a passport refused on another page than the offer leads to the full form, offer kept', async ({
  page,
  request,
  createUser,
}) => {
  const first = await landlordWithListing(request, createUser);
  const second = await landlordWithListing(request, createUser);
  const renter = await login(request, await createUser());
  await submitApplication(request, renter.token, first.listing);

  // The API refuses the passport's income page, as it would once a rule changed since it was sent.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'ReuseRentalApplication') return route.fallback();
    const issue = { path: 'income.grossIncome', key: 'required', message: 'This field is required' };
    await route.fulfill({
      json: {
        data: null,
        errors: [
          {
            message: 'RENTAL_APPLICATION_PAGE_INVALID',
            extensions: {
              code: 'RENTAL_APPLICATION_PAGE_INVALID',
              params: { page: 'Income', field: 'Gross monthly income', message: '*This field is required' },
              fields: [issue],
            },
          },
        ],
      },
    });
  });

  await storeSession(page, renter, `/rental-application?listing=${second.listing.id}`);
  await main(page).getByRole('button', { name: 'Review and apply' }).click();
  const offer = main(page).getByRole('textbox', { name: 'Your offer (monthly rent)' });
  await offer.clear();
  await offer.fill('2025');
  await main(page)
    .getByRole('checkbox', { name: /I agree to share my application/ })
    .check();
  await page.getByRole('button', { name: 'Submit!' }).click();
  const refusal = main(page).getByRole('alert').filter({ hasText: 'Fill in the full form' });
  await expect(refusal).toContainText('The page "Income" of your application is not complete');
  await expectNoViolations(page);
  // Nothing typed is lost: the review is as it was.
  await expect(main(page).getByRole('textbox', { name: 'Your offer (monthly rent)' })).toHaveValue('2,025');
  await refusal.getByRole('button', { name: 'Fill in the full form' }).click();
  await expect(main(page).getByRole('heading', { name: 'Income', exact: true, level: 2 })).toBeVisible();
  await page.getByRole('tab', { name: 'Rental Offer' }).click();
  await expect(main(page).getByRole('textbox', { name: 'Your offer (monthly rent)' })).toHaveValue('2,025');
});
