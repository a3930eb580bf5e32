import type { Page } from '@playwright/test';
import type { DemoRole } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main navigation' });

async function accountMenuItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /Open the account menu/ }).click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const names = (await items.allInnerTexts()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  return names;
}

test.describe('desktop header', () => {
  test('a visitor sees the links, Log In and Sign Up', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    for (const [name, href] of [
      ['Explore Homes', '/search'],
      ['List Your Property', '/list-with-us'],
      ['Services', '/services'],
      ['Knowledge Center', '/knowledge-center'],
      ['Messages', '/message'],
      ['Help', '/help-center'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(header(page).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(header(page).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup-modal',
    );
    await expect(page.getByRole('button', { name: /Open the account menu/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  const avatarMenus: [DemoRole, string[], string][] = [
    ['admin', ['Profile', 'Dashboard', 'Admins', 'Logout'], '/listings'],
    ['subAdmin', ['Profile', 'Dashboard', 'Logout'], '/listings'],
    ['landlord', ['Profile', 'Dashboard', 'Saved homes', 'Saved searches', 'Logout'], '/building'],
    ['renter', ['Profile', 'Saved homes', 'Saved searches', 'Logout'], '/list-with-us'],
    ['guest', ['Profile', 'Saved homes', 'Saved searches', 'Logout'], '/list-with-us'],
  ];
  for (const [role, items, listYourProperty] of avatarMenus) {
    test(`the ${role} avatar menu and List Your Property`, async ({ page, signInAs }) => {
      await signInAs(role);
      expect(await accountMenuItems(page)).toEqual(items);
      await expect(mainNav(page).getByRole('link', { name: 'List Your Property' })).toHaveAttribute(
        'href',
        listYourProperty,
      );
      await expect(header(page).getByRole('link', { name: 'Log In' })).toHaveCount(0);
    });
  }

  test('staff messages go to the admin inbox', async ({ page, signInAs }) => {
    await signInAs('subAdmin');
    await expect(mainNav(page).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/adminInbox',
    );
  });

  test('the dashboard entry leads staff to /dashboards', async ({ page, signInAs }) => {
    await signInAs('admin');
    await page.getByRole('button', { name: /Open the account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/dashboards');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});

test.describe('mobile menu (375px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const menus: [DemoRole | null, string[], string[]][] = [
    [
      null,
      ['Explore Homes', 'List Your Property', 'Services', 'Knowledge Center', 'Help'],
      ['Log In', 'Sign Up'],
    ],
    [
      'renter',
      ['Explore here', 'Profile', 'Saved homes', 'Saved searches', 'Knowledge Center', 'Messages', 'Help'],
      ['Logout'],
    ],
    [
      'landlord',
      [
        'Explore here',
        'Profile',
        'Dashboard',
        'Saved homes',
        'Saved searches',
        'Knowledge Center',
        'Messages',
        'Help',
      ],
      ['Logout'],
    ],
    [
      'admin',
      [
        'Explore here',
        'Profile',
        'Knowledge Center',
        'Dashboard',
        'My Properties',
        'Admins',
        'Properties',
        'Services',
        'Inbox',
        'Contact us',
        'Requested Properties',
        'Boost Properties',
        'Users',
        'Plans',
        'Articles',
        'Features',
        'Blogs',
        'Help',
      ],
      ['Logout'],
    ],
    [
      'subAdmin',
      [
        'Explore here',
        'Profile',
        'Knowledge Center',
        'Dashboard',
        'My Properties',
        'Properties',
        'Services',
        'Inbox',
        'Contact us',
        'Requested Properties',
        'Boost Properties',
        'Users',
        'Plans',
        'Articles',
        'Features',
        'Blogs',
        'Help',
      ],
      ['Logout'],
    ],
  ];
  for (const [role, links, actions] of menus) {
    test(`${role ?? 'visitor'} menu`, async ({ page, signInAs }) => {
      if (role) await signInAs(role);
      else await page.goto('/');
      await expect(mainNav(page)).toBeHidden();
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Site menu' });
      await expect(menu).toBeVisible();
      const nav = menu.getByRole('navigation', { name: 'Main navigation' });
      expect((await nav.getByRole('listitem').allInnerTexts()).map((t) => t.trim())).toEqual(links);
      for (const action of actions) {
        await expect(menu.getByRole(action === 'Logout' ? 'button' : 'link', { name: action })).toBeVisible();
      }
      await expect(menu.getByRole('group', { name: 'Language' })).toBeVisible();
      await menu.getByRole('button', { name: 'Close' }).click();
      await expect(menu).toBeHidden();
    });
  }

  test('a menu link navigates and closes the menu', async ({ page, signInAs }) => {
    await signInAs('renter');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  });

  test('logging out from the menu', async ({ page, signInAsNewUser }) => {
    await signInAsNewUser();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Log In' }),
    ).toBeVisible();
  });
});

test.describe('guards and redirects', () => {
  test('a renter opening /dashboards lands on /', async ({ page, signInAs }) => {
    await signInAs('renter', '/dashboards');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Find your next home in Canada' })).toBeVisible();
  });

  test('a visitor opening /dashboards lands on /', async ({ page }) => {
    await page.goto('/dashboards');
    await expect(page).toHaveURL('/');
  });

  for (const role of ['admin', 'subAdmin'] as const) {
    test(`${role} sees the staff dashboard with user counts`, async ({ page, signInAs }) => {
      await signInAs(role, '/dashboards');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'All accounts' })).toBeVisible();
      for (const type of ['Renter', 'Landlord', 'Tenant-Guest', 'Unverified', 'Sub-admin', 'Admin']) {
        await expect(page.getByRole('heading', { name: type, exact: true })).toBeVisible();
      }
    });
  }

  test('a visitor opening /profile is sent to log in and brought back', async ({ page, createUser }) => {
    const user = await createUser();
    await page.goto('/profile');
    await expect(page).toHaveURL('/login?next=%2Fprofile');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL('/profile');
  });

  test('unknown paths go home and /blog goes to /blogs', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL('/');
    await page.goto('/blog');
    await expect(page).toHaveURL('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });
});

test.describe('side navigation', () => {
  test('staff see their items; the current page is highlighted; it expands on focus', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin', '/profile');
    const side = page.getByRole('navigation', { name: 'Account navigation' });
    await expect(side.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    const profile = side.getByRole('link', { name: 'Profile' });
    await expect(profile).toHaveAttribute('aria-current', 'page');
    const collapsed = (await side.boundingBox())?.width ?? 0;
    await profile.focus();
    await expect.poll(async () => (await side.boundingBox())?.width ?? 0).toBeGreaterThan(collapsed + 100);
  });

  test('a renter has the profile item; a guest has no side navigation', async ({ page, signInAs }) => {
    await signInAs('renter', '/profile');
    await expect(
      page.getByRole('navigation', { name: 'Account navigation' }).getByRole('link', { name: 'Profile' }),
    ).toHaveAttribute('aria-current', 'page');
    await signInAs('guest', '/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account navigation' })).toHaveCount(0);
  });
});
