import { totpCode, totpStep } from '@rentals/domain/auth/totp';
import { expectNoViolations } from '../fixtures/axe';
import { graphql, type AuthPayload } from '../fixtures/graphql';
import { promoteToAdmin } from '../fixtures/listings';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * Two-factor sign-in from the browser: enrolment on /profile/security, the code step of the log-in
 * form, and staff without two-factor sent to enrol. Codes are computed from the key the page shows,
 * as an authenticator app would.
 */

test('a renter turns two-factor on, signs out and signs in again with a code', async ({
  page,
  signInAsNewUser,
}) => {
  const user = await signInAsNewUser({ path: '/profile/security' });
  await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
  await expect(page.getByText('Off: signing in asks for your password only.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoViolations(page);
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  await page
    .getByRole('textbox', { name: 'Authentication code' })
    .fill(totpCode(secret, totpStep(Date.now())));
  await page.getByRole('button', { name: 'Turn on' }).click();

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Save your recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('On: signing in asks for a code from your authenticator app.')).toBeVisible();

  // Signed out: the stored session is forgotten, as the app's log-out does.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();

  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expectNoViolations(page);
  // The enrolment spent the current step; the next one is inside the server's window.
  await code.fill(totpCode(secret, totpStep(Date.now()) + 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/profile/security');
  await expect(page.getByText('Unused recovery codes: 10')).toBeVisible();
});

test('staff without two-factor are sent to enrol when they open a staff page', async ({
  page,
  request,
  createUser,
}) => {
  const staff = await createUser();
  await promoteToAdmin(request, staff.email);
  // Signed in without the fixtures' enrolment, as a newly made admin would be.
  const { login } = await graphql<{ login: AuthPayload }>(
    request,
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token user { id email } } }',
    { e: staff.email, p: staff.password },
  );
  await storeSession(page, login, '/dashboards');

  await expect(page).toHaveURL('/profile/security');
  await expect(
    page.getByText('Staff accounts must turn on two-factor sign-in before using the back office.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expectNoViolations(page);
});
