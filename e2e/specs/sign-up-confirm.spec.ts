import type { Page } from '@playwright/test';
import { NEW_USER_PASSWORD, uniqueEmail } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';
import { mailTo } from '../fixtures/mailbox';
import { awaitMail, finishSignUpFromMail } from '../fixtures/sign-up';
import { expect, test } from '../fixtures/test';

/*
 * Sign-up answers the same whether the address has an account (a security review's finding): the
 * form shows where the link went, the link creates the account on a button press, and the owner
 * of a taken address is told by e-mail instead.
 */

const TEXT = {
  en: {
    dialog: 'Sign Up',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    terms: /I accept the Terms of Use and Privacy Policy/,
    submit: 'Create my account',
    inbox: 'Check your inbox',
    finish: 'Finish creating my account',
    choice: 'Welcome! How will you use Rentals?',
  },
  fr: {
    dialog: "S'inscrire",
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Courriel',
    password: 'Mot de passe',
    terms: /J’accepte les Conditions d’utilisation/,
    submit: 'Créer mon compte',
    inbox: 'Consultez votre boîte de réception',
    finish: 'Terminer la création de mon compte',
    choice: 'Bienvenue ! Comment utiliserez-vous Rentals ?',
  },
} as const;

/** Fills and sends the sign-up modal page in `locale`; answers the dialog. */
async function signUpInBrowser(page: Page, email: string, locale: 'en' | 'fr' = 'en') {
  const t = TEXT[locale];
  await page.goto('/signup-modal');
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await dialog.getByRole('textbox', { name: t.firstName, exact: true }).fill('Maya');
  await dialog.getByRole('textbox', { name: t.lastName, exact: true }).fill('Gagnon');
  await dialog.getByRole('textbox', { name: t.email, exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: t.password, exact: true }).fill(NEW_USER_PASSWORD);
  await dialog.getByRole('checkbox', { name: t.terms }).check();
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(dialog.getByRole('heading', { name: t.inbox })).toBeVisible();
  return dialog;
}

test('a visitor signs up, follows the e-mailed link and lands signed in at the first-login choice', async ({
  page,
}) => {
  const email = uniqueEmail('confirm');
  const dialog = await signUpInBrowser(page, email);
  await expect(dialog.getByText(`We sent a link to ${email} to finish creating your account.`)).toBeVisible();
  // Another address: back to the form, as it was typed.
  await dialog.getByRole('button', { name: 'Use another address' }).click();
  await expect(dialog.getByLabel('First name')).toHaveValue('Maya');
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Create my account' }).click();
  await expect(dialog.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  await finishSignUpFromMail(page, email);
  const choice = page.getByRole('dialog', { name: TEXT.en.choice });
  await expect(choice).toBeVisible();
  await choice.getByRole('radio', { name: /I am a Renter/ }).check();
  await choice.getByRole('button', { name: 'Continue' }).click();
  await expect(choice).toBeHidden();
  await expect(page.getByRole('button', { name: /Open the account menu of Maya Gagnon/ })).toBeVisible();
});

test('a used link says so and offers to sign up again', async ({ page }) => {
  await page.goto('/signup/confirm?token=used-or-unknown');
  await page.getByRole('button', { name: 'Finish creating my account' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'This link has expired or was already used.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/signup-modal');
});

test('in French on a 360 px screen, with no accessibility violation', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('locale', 'fr'));
  const email = uniqueEmail('confirm-fr');
  await signUpInBrowser(page, email, 'fr');
  await expectNoViolations(page);
  const mail = await awaitMail(page.request, email, /\/signup\/confirm\?token=/);
  expect(mail.subject).toBe('Terminez la création de votre compte');

  await page.goto(/\/signup\/confirm\?token=[\w%-]+/.exec(mail.text)![0]);
  await expect(page.getByRole('button', { name: TEXT.fr.finish })).toBeVisible();
  await expectNoViolations(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: TEXT.fr.finish }).click();
  await expect(page.getByRole('dialog', { name: TEXT.fr.choice })).toBeVisible();
});

test('a taken address gets the same panel, and its owner the ‘someone tried’ e-mail', async ({
  page,
  createUser,
}) => {
  const owner = await createUser();
  const dialog = await signUpInBrowser(page, owner.email);
  await expect(
    dialog.getByText(`We sent a link to ${owner.email} to finish creating your account.`),
  ).toBeVisible();
  const mail = await awaitMail(page.request, owner.email, /forgot-password/);
  expect(mail.subject).toBe('Someone tried to create an account with your e-mail');
  expect(mail.text).toMatch(/\/login\b/);
  // No link that would create a second account: only the one that created the first.
  expect(
    (await mailTo(page.request, owner.email)).filter((m) => /signup\/confirm/.test(m.text)),
  ).toHaveLength(1);
});
