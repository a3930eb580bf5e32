import type { Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { graphql } from '../fixtures/graphql';
import {
  addPictures,
  fillProperty,
  fillUnit,
  form,
  next,
  selectPlan,
  step,
} from '../fixtures/list-with-us-form';
import { createListings, login } from '../fixtures/listings';
import { lookAt } from '../fixtures/screenshots';
import { expect, storeSession, test, type NewUser } from '../fixtures/test';

/*
 * The onboarding deposit (spec/03 §2.1 steps 8–9, §5, §8, §9) through the built-in test checkout:
 * the listing form's pay steps, the card page with its test cards, and the return page, which
 * shows what the server knows of the payment.
 */

const SET_PLANS = `mutation($where: ListingWhereInput!, $data: UpdateListingInput!) {
  updateListing(where: $where, data: $data) { id }
}`;

/** A landlord's stored Toronto listing with the Tenant Lead Generator plan: a $75.00 deposit owed. */
async function listingOwingDeposit(request: Parameters<typeof login>[0], owner: NewUser) {
  const session = await login(request, owner);
  const [listing] = await createListings(request, session.token, [`Deposit Tower ${Date.now()}`]);
  await graphql(request, SET_PLANS, { where: { id: listing!.id }, data: { planIds: [6] } }, session.token);
  return { session, listing: listing! };
}

async function fillCard(page: Page, card: { name: string; number: string }, labels = CARD_EN) {
  await page.getByLabel(labels.name).fill(card.name);
  await page.getByLabel(labels.number).fill(card.number);
  await page.getByLabel(labels.expiry).fill('12/34');
  await page.getByLabel(labels.cvc).fill('123');
}

const CARD_EN = {
  name: 'Name on card',
  number: 'Card number',
  expiry: 'Expiration (MM/YY)',
  cvc: 'CVC',
};
const CARD_FR = {
  name: 'Nom sur la carte',
  number: 'Numéro de carte',
  expiry: 'Expiration (MM/AA)',
  cvc: 'Code de sécurité (CVC)',
};

test('a landlord pays the $300 deposit with tax for an Ontario listing through the test checkout', async ({
  page,
  signInAsNewUser,
}) => {
  test.setTimeout(240_000);
  const landlord = await signInAsNewUser({ userType: 'LANDLORD', path: '/list-with-us' });
  await fillProperty(page, { role: 'Landlord/Owner', city: 'Toronto', title: `Paid Tower ${Date.now()}` });
  await next(page);
  await addPictures(page);
  await next(page);
  await fillUnit(page, 'Suite 1');
  await next(page);
  await selectPlan(page, 'Viewings Management');
  await next(page);
  await form(page).getByLabel('Lockbox details').fill('Code 4821 at the side door');
  await form(page).getByLabel('Type your full name').fill('Maya Gagnon');
  await form(page).getByRole('button', { name: 'Use this signature' }).click();
  // The drawing is kept on the device before it counts: Next pressed sooner stays on the step.
  await expect(form(page).getByText('Your signature is saved.')).toBeVisible();
  await next(page);

  // Step 8: the plans, the $300.00 deposit, Ontario's HST and the total, with the terms.
  await step(page, 'Pay confirmation');
  const summary = form(page).getByRole('table', { name: 'Order summary' });
  await expect(summary.getByRole('row', { name: /Onboarding deposit/ })).toContainText('$300.00');
  await expect(summary.getByRole('row', { name: 'HST (13%) $39.00' })).toBeVisible();
  await expect(summary.getByRole('row', { name: 'Total (CAD) $339.00' })).toBeVisible();
  await expect(
    form(page).getByText('The deposit is non-refundable and is deducted from the final service fee.'),
  ).toBeVisible();
  await expect(form(page).getByRole('button', { name: 'Pay later' })).toBeVisible();
  await expectNoViolations(page);
  await lookAt(page, 'payments-en-step8');

  await form(page).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(form(page).getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await expect(form(page).getByRole('row', { name: 'Total (CAD) $339.00' })).toBeVisible();
  await lookAt(page, 'payments-en-step9', { phone: false });
  await form(page).getByRole('button', { name: 'Continue' }).click();

  // The test checkout: marked as a test, the same total, the payer's e-mail filled in.
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText('Test mode: no real card is charged')).toBeVisible();
  await expect(page.getByRole('row', { name: 'Total (CAD) $339.00' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(landlord.email);
  await expectNoViolations(page);
  await lookAt(page, 'payments-en-checkout');

  // 'Name is required' before anything is sent.
  await page.getByRole('button', { name: 'Pay $339.00' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  // Cancel goes back to the form's payment step for the listing now stored; the landlord pays again.
  await page.getByRole('button', { name: 'Cancel and return to the site' }).click();
  await expect(page).toHaveURL(/\/list-with-us\?listing=[\w-]+&step=9/);
  await expect(form(page).getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await expect(form(page).getByRole('row', { name: 'Total (CAD) $339.00' })).toBeVisible();
  await form(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await fillCard(page, { name: 'Maya Gagnon', number: '4242424242424242' });
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $339.00' }).click();

  await expect(page).toHaveURL(/\/redirect\/landlord\/premium\?payment=/);
  await expect(page.getByText('Your deposit is paid')).toBeVisible();
  await expect(page.getByRole('row', { name: 'Total (CAD) $339.00' })).toBeVisible();
  await expectNoViolations(page);
  await lookAt(page, 'payments-en-return');
});

test('a cancelled checkout is reported; a declined card shows the processor’s message and keeps what was typed; another card pays', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const owner = await createUser({ userType: 'LANDLORD' });
  const { session, listing } = await listingOwingDeposit(request, owner);
  // The listing form reopened at its payment step, as after a cancelled checkout.
  await storeSession(page, session, `/list-with-us?listing=${listing.id}&step=9`);
  await expect(form(page).getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await expect(form(page).getByRole('row', { name: 'Total (CAD) $84.75' })).toBeVisible();
  await form(page).getByRole('button', { name: 'Continue' }).click();

  // A cancelled checkout: the report page says so and offers to pay again.
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Cancel and return to the site' }).click();
  await expect(page).toHaveURL(/payment=[\w-]+/);
  const cancelled = new URL(page.url()).searchParams.get('payment');
  await page.goto(`/redirect/report?payment=${cancelled}`);
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  await expectNoViolations(page);
  await lookAt(page, 'payments-en-cancelled', { phone: false });
  await page.goto(`/list-with-us?listing=${listing.id}&step=9`);
  await form(page).getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await fillCard(page, { name: 'Ada Declined', number: '4000 0000 0000 0002' });
  await page.getByRole('button', { name: 'Pay $84.75' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page.getByLabel('Name on card')).toHaveValue('Ada Declined');
  await expect(page.getByLabel('Expiration (MM/YY)')).toHaveValue('12/34');
  await lookAt(page, 'payments-en-declined', { phone: false });

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $84.75' }).click();
  await expect(page).toHaveURL(/\/redirect\/landlord\/premium\?payment=/);
  await expect(page.getByText('Your deposit is paid')).toBeVisible();
});

test('in French: the checkout, its authentication step and the return page', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const owner = await createUser({ userType: 'LANDLORD' });
  const { session, listing } = await listingOwingDeposit(request, owner);
  await storeSession(page, session, `/list-with-us?listing=${listing.id}&step=9`);
  // The account's language wins over the browser's: it is switched as a person would.
  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(form(page).getByRole('row', { name: 'Total (CAD) 84,75 $' })).toBeVisible();
  await form(page).getByRole('button', { name: 'Continuer' }).click();

  await expect(page.getByText('Mode test : aucune carte réelle n’est débitée')).toBeVisible();
  await expect(page.getByRole('row', { name: 'TVH (13 %) 9,75 $' })).toBeVisible();
  await expectNoViolations(page);
  await lookAt(page, 'payments-fr-checkout');

  await page.getByRole('button', { name: 'Payer 84,75 $' }).click();
  await expect(page.getByText('Le nom est obligatoire')).toBeVisible();
  await fillCard(page, { name: 'Élise Tremblay', number: '4000 0025 0000 3155' }, CARD_FR);
  await page.getByRole('button', { name: 'Payer 84,75 $' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authentifier le paiement' });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Terminer' }).click();

  await expect(page).toHaveURL(/\/redirect\/landlord\/premium\?payment=/);
  await expect(page.getByText('Votre dépôt est payé')).toBeVisible();
  await expect(page.getByRole('row', { name: 'Total (CAD) 84,75 $' })).toBeVisible();
  await expectNoViolations(page);
  await lookAt(page, 'payments-fr-return');
});
