import { DEMO_ACCOUNTS, DEMO_PASSWORD, NEW_USER_PASSWORD, uniqueEmail } from '../fixtures/accounts';
import { login } from '../fixtures/listings';
import { expect, storeSession, test } from '../fixtures/test';
import { acceptCurrentTerms } from '../fixtures/legal';

/* Staff user management: /users (type change), /admins and /admins/{id} (sub-admin permissions). */

test("an admin changes a renter's type through the confirm dialog, and the history shows it", async ({
  page,
  createUser,
  signInAs,
}) => {
  const renter = await createUser();
  await signInAs('admin', `/users?search=${encodeURIComponent(renter.email)}`);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByText('Showing 1-1 of 1 result')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(renter.email) });
  await expect(row.getByRole('cell', { name: 'No Listings Found' })).toBeVisible();

  await row.getByRole('button', { name: 'Change the account type of Élise Tremblay, now Renter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure? you want to change the user type' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'New account type' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Landlord' }).click();
  await dialog.getByRole('button', { name: 'Change type' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Élise Tremblay is now Landlord.')).toBeVisible();
  await expect(row.getByRole('button', { name: /now Landlord$/ })).toHaveText('Landlord');

  await row.getByRole('button', { name: 'History of Élise Tremblay' }).click();
  const history = page.getByRole('dialog', { name: 'History of Élise Tremblay' });
  await expect(history.getByRole('heading', { name: 'Account type changed' })).toBeVisible();
  await expect(history.getByRole('row', { name: 'Account type Renter Landlord' })).toBeVisible();
  await expect(history.getByText('By admin@example.ca')).toBeVisible();
});

test('an admin creates a sub-admin and removes its users view flag: its open /users page loses access', async ({
  page,
  browser,
  request,
  signInAs,
}, testInfo) => {
  // Two browsers and two saves: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  const email = uniqueEmail('sub');
  await signInAs('admin', '/admins');
  // The first visit loads the staff pages' chunk.
  await expect(page.getByRole('heading', { name: 'Admins', level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Create sub-admin' }).click();
  const create = page.getByRole('dialog', { name: 'Create sub-admin' });
  await create.getByLabel('First name').fill('Nadia');
  await create.getByLabel('Last name').fill('Moreau');
  await create.getByLabel('Email').fill(email);
  await create.getByLabel('Password (optional)', { exact: true }).fill(NEW_USER_PASSWORD);
  await create.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`The account ${email} has been created.`)).toBeVisible();

  await page
    .getByRole('row', { name: new RegExp(email) })
    .getByRole('link', { name: 'Permissions of Nadia Moreau' })
    .click();
  await expect(page.getByRole('heading', { name: 'Nadia Moreau', level: 1 })).toBeVisible();
  const usersView = page.getByRole('checkbox', { name: 'Users: View' });
  await expect(usersView).not.toBeChecked();
  await usersView.check();
  await page.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByText('The permissions of Nadia Moreau have been saved.')).toBeVisible();

  // The sub-admin, signed in in another browser, opens /users.
  const subContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'en-CA' });
  const subPage = await subContext.newPage();
  await storeSession(
    subPage,
    await acceptCurrentTerms(request, await login(request, { email, password: NEW_USER_PASSWORD })),
    '/users',
  );
  await expect(subPage.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(subPage.getByText(/^Showing \d+-\d+ of \d+ results$/)).toBeVisible();
  // A sub-admin cannot change types, add or delete users without those flags.
  await expect(subPage.getByRole('button', { name: 'Add user' })).toHaveCount(0);
  await expect(subPage.getByRole('button', { name: /^Change the account type/ })).toHaveCount(0);

  await usersView.uncheck();
  await page.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByText('The permissions of Nadia Moreau have been saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Permissions changed' }).first()).toBeVisible();

  // Without signing out: the open page is told at once, and a reload stays refused.
  await expect(subPage.getByText("You don't have an Access")).toBeVisible();
  await subPage.reload();
  await expect(subPage.getByText("You don't have an Access")).toBeVisible();
  await expect(subPage.getByRole('table')).toHaveCount(0);
  await subContext.close();
});

test('staff pages are for admins only: a sub-admin is told it has no access to /admins', async ({
  page,
  signInAs,
}) => {
  await signInAs('subAdmin', '/admins');
  await expect(page.getByText("You don't have an access: only an admin manages staff.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create sub-admin' })).toHaveCount(0);
});

test('at 360px /users shows cards and /admins/{id} its matrix without the page scrolling sideways', async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs('admin', '/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Users' }).getByRole('article').first()).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  const subAdmin = await login(request, { email: DEMO_ACCOUNTS.subAdmin, password: DEMO_PASSWORD });
  await page.goto(`/admins/${subAdmin.user.id}`);
  await expect(page.getByRole('checkbox', { name: 'Help center: Add' })).toBeVisible({ timeout: 20_000 });
  expect(await overflow()).toBeLessThanOrEqual(0);
});
