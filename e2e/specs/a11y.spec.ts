import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = violations.map(
    (v) => `${v.impact}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

for (const locale of ['en', 'fr'] as const) {
  test.describe(`axe in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => {
        if (!localStorage.getItem('locale')) localStorage.setItem('locale', l);
      }, locale);
    });

    for (const path of ['/', '/login', '/signup-modal', '/forgot-password']) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Popular cities come from the API: wait for them so the whole page is checked.
        if (path === '/') await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
        await expectNoViolations(page);
      });
    }

    test('/profile has no violations', async ({ page, signInAsNewUser }) => {
      await signInAsNewUser({ path: '/profile' });
      // A new account is stored in English; use the switch so the account's language matches.
      if (locale === 'fr') await page.getByRole('banner').getByRole('button', { name: 'FR' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}

test('/dashboards has no violations', async ({ page, signInAs }) => {
  await signInAs('admin', '/dashboards');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoViolations(page);
});
