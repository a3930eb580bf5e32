import { NEW_USER_PASSWORD, uniqueEmail } from '../fixtures/accounts';
import { finishSignUpFromMail } from '../fixtures/sign-up';
import { expect, test } from '../fixtures/test';

test.describe('sign up', () => {
  test('creates an account, then asks once for Renter or Landlord', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signup-modal$/);
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    await dialog.getByLabel('First name').fill('Maya');
    await dialog.getByLabel('Last name').fill('Gagnon');
    const email = uniqueEmail('signup');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_USER_PASSWORD);
    await dialog.getByRole('checkbox', { name: /I accept the Terms of Use and Privacy Policy/ }).check();
    await dialog.getByRole('button', { name: 'Create my account' }).click();
    await expect(dialog.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await finishSignUpFromMail(page, email);

    const choice = page.getByRole('dialog', { name: 'Welcome! How will you use Rentals?' });
    await expect(choice).toBeVisible();
    // Not dismissable: Escape leaves it open.
    await page.keyboard.press('Escape');
    await expect(choice).toBeVisible();
    await choice.getByRole('radio', { name: /I am a Landlord/ }).check();
    await choice.getByRole('button', { name: 'Continue' }).click();
    await expect(choice).toBeHidden();
    // A landlord lands on their properties; a menu opened before that navigation would close with it.
    await expect(page).toHaveURL(/\/building$/);
    await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: /Open the account menu of Maya Gagnon/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/building');
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByRole('button', { name: /Open the account menu/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('checks the fields with the shared rules before calling the API', async ({ page }) => {
    await page.goto('/signup-modal');
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await dialog.getByRole('button', { name: 'Create my account' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Please provide a valid email addess.')).toBeVisible();
    await expect(dialog.getByText(/Password should contain at least 8 characters/)).toBeVisible();
  });
});

test.describe('log in and out', () => {
  test('logs out, then logs back in @cluster', async ({ page, createUser }) => {
    const user = await createUser();
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL('/');
    const avatar = page.getByRole('button', { name: /Open the account menu of Élise Tremblay/ });
    await expect(avatar).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await avatar.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(avatar).toBeVisible();
  });

  test('a wrong password shows the error and keeps the e-mail', async ({ page, createUser }) => {
    const user = await createUser();
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-Passw0rd!');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
    await expect(page).toHaveURL('/login');
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
  });

  test('after five wrong passwords the form says how long to wait, even for the right one @cluster', async ({
    page,
    createUser,
  }) => {
    const user = await createUser();
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const logIn = async (text: string) => {
      await password.fill(text);
      await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/graphql')),
        page.getByRole('button', { name: 'Log In', exact: true }).click(),
      ]);
    };
    for (let i = 0; i < 5; i++) {
      await logIn(`Wrong-Passw0rd-${i}!`);
      await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
    }
    await logIn(user.password);
    await expect(page.getByRole('alert')).toHaveText(/^Too many attempts\. Try again in \d+ seconds\.$/);
    await expect(page).toHaveURL('/login');
  });

  test('the password toggle shows what was typed', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('Secret-1!');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Secret-1!');
  });

  test('a stored token the API refuses is cleared at start-up', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 'not-a-real-token');
      localStorage.setItem('userId', 'nobody');
    });
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    // The server-rendered page shows as a visitor's at once; the check clears the token after.
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userId')]))
      .toEqual([null, null]);
  });
});

test.describe('passwords', () => {
  test('forgot password always answers the same neutral message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill('nobody-here@example.ca');
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists for nobody-here@example.ca');
  });

  test('a signed-in user changes the password and can log in with it', async ({ page, signInAsNewUser }) => {
    const user = await signInAsNewUser({ path: '/profile' });
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL('/confirm-password');
    await page.getByLabel('Current password').fill('Not-the-one-1!');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('N3w-Passw0rd!');
    await page.getByLabel('Re-enter password').fill('N3w-Passw0rd!');
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect(page.getByText('The password is incorrect.')).toBeVisible();

    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password has been changed.' }),
    ).toBeVisible();

    await page.getByRole('button', { name: /Open the account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('N3w-Passw0rd!');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByRole('button', { name: /Open the account menu/ })).toBeVisible();
  });

  test('the reset page without a link explains how to get one', async ({ page }) => {
    await page.goto('/confirm-password');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
