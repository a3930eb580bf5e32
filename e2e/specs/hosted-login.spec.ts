import { uniqueEmail } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

/*
 * Issue 25's hosted login in the browser, through the local OpenID provider (fake-oidc.mjs, 'Test
 * ID'): the login page's button, the provider's own sign-in page, the way back with the code, the
 * id token exchanged by the web page; and a sign-in link carried to another browser is refused.
 */

test('a new renter, in French, signs in with the hosted provider and chooses Renter', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Se connecter', level: 1 })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('link', { name: 'Continuer avec Test ID' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Test ID' })).toBeVisible();
  await page.getByLabel('E-mail').fill(uniqueEmail('hosted'));
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back on the site, in the language of the page: a new account accepts the terms (it signed up
  // at the provider, not on our form), then chooses how it will use Rentals.
  const terms = page.getByRole('dialog', { name: 'Veuillez accepter nos Conditions d’utilisation' });
  await expect(terms).toBeVisible();
  // The id token never stays in the address bar.
  expect(new URL(page.url()).hash).toBe('');
  await expectNoViolations(page);
  await terms.getByRole('button', { name: 'Accepter' }).click();
  const choice = page.getByRole('dialog', { name: 'Bienvenue ! Comment utiliserez-vous Rentals ?' });
  await expect(choice).toBeVisible();
  await choice.getByRole('radio', { name: /Je suis locataire/ }).check();
  await choice.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/search(\?|$)/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Bienvenue ! Votre compte locataire est prêt' }),
  ).toBeVisible();
});

test('a hosted sign-in carried to another browser is refused there', async ({ page, browser }) => {
  // The first browser signs in at the provider, but never opens the page that finishes it.
  let handedOver: string | undefined;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/auth/oidc/callback') handedOver = response.headers().location;
  });
  await page.route('**/login/callback**', (route) => route.abort());
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Test ID' }).click();
  await page.getByLabel('E-mail').fill(uniqueEmail('hosted-taken'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => handedOver).toMatch(/^\/login\/callback#id_token=/);

  // A link with that token, opened by somebody else: the page asks for the binding its browser lacks.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-CA' });
  const victim = await other.newPage();
  await victim.goto(handedOver!);
  await expect(victim).toHaveURL(/\/login\?hostedLoginError=OIDC_LOGIN_NOT_STARTED_HERE/);
  await expect(
    victim.getByText('This sign-in was not started in this browser. Start again from the log-in page.'),
  ).toBeVisible();
  // Still signed out.
  await expect(victim.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await other.close();
});
