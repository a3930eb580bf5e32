import type { APIRequestContext, Page } from '@playwright/test';
import { NEW_USER_PASSWORD, uniqueEmail } from '../fixtures/accounts';
import { signUpAndConfirm } from '../fixtures/sign-up';
import { expect, storeSession, test } from '../fixtures/test';

/* The first-login choice (spec/01 §2): what follows it, and the way out. */

/** A new account that has not chosen Renter or Landlord yet, signed in on the home page. */
async function signInUnverified(page: Page, request: APIRequestContext, locale: 'en' | 'fr' = 'en') {
  const session = await signUpAndConfirm(request, {
    email: uniqueEmail('first'),
    password: NEW_USER_PASSWORD,
    firstName: 'Maya',
    lastName: 'Gagnon',
    locale,
  });
  await storeSession(page, session, '/');
}

test('a new landlord is told the account is ready and taken to the dashboard', async ({ page, request }) => {
  await signInUnverified(page, request);
  const choice = page.getByRole('dialog', { name: 'Welcome! How will you use Rentals?' });
  await choice.getByRole('radio', { name: /I am a Landlord/ }).check();
  await choice.getByRole('button', { name: 'Continue' }).click();
  await expect(choice).toBeHidden();
  await expect(page).toHaveURL('/building');
  await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Welcome! Your landlord account is ready: add your first property.' }),
  ).toBeVisible();
});

test('a new renter, in French, is told so and taken to the search', async ({ page, request }) => {
  await signInUnverified(page, request, 'fr');
  const choice = page.getByRole('dialog', { name: 'Bienvenue ! Comment utiliserez-vous Rentals ?' });
  await choice.getByRole('radio', { name: /Je suis locataire/ }).check();
  await choice.getByRole('button', { name: 'Continuer' }).click();
  await expect(choice).toBeHidden();
  await expect(page).toHaveURL(/\/search(\?|$)/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Bienvenue ! Votre compte locataire est prêt' }),
  ).toBeVisible();
});

test('the choice can be left by logging out', async ({ page, request }) => {
  await signInUnverified(page, request);
  const choice = page.getByRole('dialog', { name: 'Welcome! How will you use Rentals?' });
  await choice.getByRole('button', { name: 'Log out' }).click();
  await expect(choice).toBeHidden();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
});
