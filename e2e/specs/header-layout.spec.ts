import type { APIRequestContext, Page } from '@playwright/test';
import { NEW_USER_PASSWORD, uniqueEmail } from '../fixtures/accounts';
import { promoteToAdmin } from '../fixtures/listings';
import { signUpAndConfirm } from '../fixtures/sign-up';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * The desktop header from 900px (spec/01 §2) in both languages and for each set of header items
 * (visitor, renter, landlord, admin): nothing overlaps, no text wraps, the EN/FR switch can be
 * clicked, and every link is reachable (in the header or behind the Menu button).
 */

const WIDTHS = [900, 1024, 1280, 1366];
const VIEWERS = ['visitor', 'renter', 'landlord', 'admin'] as const;
type Viewer = (typeof VIEWERS)[number];
type Locale = 'en' | 'fr';

/** A new account of the viewer's kind whose language is `locale`, signed in on the page. */
async function openAs(page: Page, request: APIRequestContext, viewer: Viewer, locale: Locale) {
  if (viewer === 'visitor') {
    await page.goto('/');
    await page.evaluate((l) => localStorage.setItem('locale', l), locale);
    await page.reload();
    return;
  }
  const email = uniqueEmail('header');
  const session = await signUpAndConfirm(request, {
    email,
    password: NEW_USER_PASSWORD,
    firstName: 'Élise',
    lastName: 'Tremblay',
    userType: viewer === 'landlord' ? 'LANDLORD' : 'RENTER',
    locale,
  });
  if (viewer === 'admin') await promoteToAdmin(request, email);
  await storeSession(page, session, '/');
}

interface Item {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The most lines any of its texts takes (a wrapped text is drawn in several boxes). */
  lines: number;
}

/** Every visible link and button of the header, with its box and the lines its text takes. */
function headerItems(page: Page): Promise<Item[]> {
  return page.getByRole('banner').evaluate((header) =>
    Array.from(header.querySelectorAll<HTMLElement>('a, button'))
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => {
        const box = el.getBoundingClientRect();
        let lines = 1;
        const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          lines = Math.max(lines, Array.from(range.getClientRects()).filter((r) => r.width > 0).length);
        }
        return {
          name: el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName,
          x: box.x,
          y: box.y,
          width: box.width,
          height: box.height,
          lines,
        };
      }),
  );
}

const overlap = (a: Item, b: Item) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

for (const locale of ['en', 'fr'] as const) {
  for (const viewer of VIEWERS) {
    test(`the ${viewer} header in ${locale} holds from 900px`, async ({ page, request }) => {
      await openAs(page, request, viewer, locale);
      const banner = page.getByRole('banner');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const ready =
          viewer === 'visitor'
            ? banner.getByRole('link', { name: locale === 'fr' ? "S'inscrire" : 'Sign Up' })
            : banner.getByRole('button', {
                name: locale === 'fr' ? /Ouvrir le menu du compte/ : /Open the account menu/,
              });
        await expect(ready).toBeVisible();
        // The header settles in the frame after a resize (it measures whether its links fit).
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );

        const items = await headerItems(page);
        const at = `${width}px`;
        for (const [i, a] of items.entries()) {
          expect(a.lines, `${at}: "${a.name}" on one line`).toBe(1);
          for (const b of items.slice(i + 1)) {
            expect(overlap(a, b), `${at}: "${a.name}" and "${b.name}" overlap`).toBe(false);
          }
        }
        for (const name of ['EN', 'FR']) {
          // trial: the actionability checks only, among them that the button itself gets the click.
          await banner.getByRole('button', { name, exact: true }).click({ trial: true, timeout: 5_000 });
        }
        // Every link is reachable: the main links, or the Menu button that lists them.
        const nav = banner.getByRole('navigation', {
          name: locale === 'fr' ? 'Navigation principale' : 'Main navigation',
        });
        const menu = banner.getByRole('button', { name: 'Menu', exact: true });
        expect((await nav.isVisible()) || (await menu.isVisible()), `${at}: links reachable`).toBe(true);
      }
    });
  }
}
