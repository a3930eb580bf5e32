import { expect, test } from '../fixtures/test';

test.use({ viewport: { width: 1280, height: 720 } });

test('the staff side menu runs down the whole of a long page and stays in view', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin', '/listings');
  await expect(page.getByText(/^Showing 1-10 of \d+ results$/)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Account navigation' });
  const rail = await nav.evaluate((el) => {
    const column = el.parentElement!;
    const box = column.getBoundingClientRect();
    return {
      top: box.top + window.scrollY,
      bottom: box.bottom + window.scrollY,
      page: document.documentElement.scrollHeight,
      background: getComputedStyle(column).backgroundColor,
      border: getComputedStyle(column).borderRightWidth,
    };
  });
  // A long page: the rail is drawn from under the header to the page's end, not one window high.
  expect(rail.page).toBeGreaterThan(720 * 1.5);
  expect(rail.top).toBeCloseTo(80, 0);
  expect(rail.bottom).toBeGreaterThanOrEqual(rail.page - 1);
  expect(rail.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(rail.border).toBe('1px');

  // Scrolled to the end, the menu is still on screen, under the header, and one window high: a
  // menu longer than the window scrolls on its own, so its last link is reached there.
  await page.mouse.wheel(0, rail.page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeInViewport();
  const box = await nav.boundingBox();
  expect(box?.y).toBeCloseTo(80, 0);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(720);
  const last = nav.getByRole('link', { name: 'E-Mail Configuration' });
  await nav.hover();
  await page.mouse.wheel(0, 2000);
  await expect(last).toBeInViewport();
  expect((await nav.boundingBox())?.y).toBeCloseTo(80, 0);
});
