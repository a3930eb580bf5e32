import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { mailTo } from '../fixtures/mailbox';
import { lookAt } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/test';

const footer = (page: Page) => page.getByRole('contentinfo');
/** The link of the e-mail with `subject` to `email`, once it has arrived. */
async function linkIn(request: APIRequestContext, email: string, subject: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailTo(request, email)).find((m) => m.subject === subject);
      link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

const uniqueEmail = () => `news-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** Every BEDROOMS value as a lower-case flag (packages/domain/src/search-links.ts). */
const BEDROOM_FLAGS = [
  'room_shared_home',
  'studio',
  'one_bedroom',
  'two_bedrooms',
  'three_bedrooms',
  'four_bedrooms',
  'five_bedrooms',
  'six_bedrooms',
  'seven_bedrooms',
  'eight_bedrooms',
  'nine_bedrooms',
  'ten_bedrooms',
  'four_or_more_bedrooms',
];

test.describe('footer newsletter', () => {
  test('asks to confirm by e-mail, subscribes from the link on a press, and answers a subscriber the same', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const email = uniqueEmail();
    const f = footer(page);
    const checkInbox = 'Almost there: we sent you an e-mail. Open its link to confirm your subscription.';
    // The form loads as the footer comes near the screen, as when a visitor scrolls down to it.
    await f.scrollIntoViewIfNeeded();
    await f.getByRole('textbox', { name: 'Newsletter e-mail' }).fill(email);
    await f.getByRole('button', { name: 'Keep me posted' }).click();
    await expect(f.getByText(checkInbox, { exact: true })).toBeVisible();

    const link = await linkIn(request, email, 'Confirm your subscription to the Rentals newsletter');
    await page.goto(link);
    await expect(page.getByText('Receive our newsletter at this address?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByText('Subscribed!', { exact: true })).toBeVisible();
    await expectNoViolations(page);
    await expect
      .poll(async () => (await mailTo(request, email)).map((m) => m.subject))
      .toContain('You are subscribed to the Rentals newsletter');

    // Asked again, the form says exactly the same; the subscriber alone learns the rest.
    await page.goto('/');
    await f.scrollIntoViewIfNeeded();
    await f.getByRole('textbox', { name: 'Newsletter e-mail' }).fill(email.toUpperCase());
    await f.getByRole('button', { name: 'Keep me posted' }).click();
    await expect(f.getByText(checkInbox, { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await mailTo(request, email)).map((m) => m.subject))
      .toContain('You are already subscribed to the Rentals newsletter');
  });

  test('the confirmation page reads in French on a phone, and a used link says so', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
    const email = uniqueEmail();
    const f = footer(page);
    await f.scrollIntoViewIfNeeded();
    await f.getByRole('textbox', { name: 'Courriel (infolettre)' }).fill(email);
    await f.getByRole('button', { name: 'Tenez-moi au courant' }).click();
    await expect(f.getByText(/^Presque terminé/)).toBeVisible();
    const link = await linkIn(request, email, "Confirmez votre abonnement à l'infolettre de Rentals");
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirmer mon abonnement' }).click();
    await expect(page.getByText('Abonné !', { exact: true })).toBeVisible();
    await expectNoViolations(page);
    await lookAt(page, 'newsletter-confirmed-fr');
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirmer mon abonnement' }).click();
    await expect(page.getByText(/^Ce lien a expiré ou a déjà servi/)).toBeVisible();
  });

  test('an invalid e-mail shows the message, in English and in French', async ({ page }) => {
    await page.goto('/');
    const f = footer(page);
    await f.scrollIntoViewIfNeeded();
    await f.getByRole('textbox', { name: 'Newsletter e-mail' }).fill('not-an-email');
    await f.getByRole('button', { name: 'Keep me posted' }).click();
    await expect(f.getByText('Please provide a valid email addess.')).toBeVisible();
    await expect(f.getByText('Subscribed!')).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(f.getByText('Veuillez fournir une adresse courriel valide.')).toBeVisible();
    await expect(f.getByRole('button', { name: 'Tenez-moi au courant' })).toBeVisible();
  });
});

test.describe('footer links', () => {
  test('each city link carries the exact search parameters', async ({ page }) => {
    await page.goto('/');
    const cities = footer(page).getByRole('navigation', { name: 'Rentals by city' });
    for (const city of ['Toronto', 'Peel', 'York', 'Hamilton & Halton', 'Durham', 'Waterloo']) {
      const href = await cities.getByRole('link', { name: `Homes for rent in ${city}` }).getAttribute('href');
      const url = new URL(href!, 'http://localhost');
      expect(url.pathname).toBe('/search');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        city,
        price_gte: '0',
        price_lte: '4500',
        ...Object.fromEntries(BEDROOM_FLAGS.map((flag) => [flag, 'true'])),
      });
    }
  });

  test('the other pages, the support phone and e-mail', async ({ page }) => {
    await page.goto('/');
    const f = footer(page);
    for (const [name, href] of [
      ['Services', '/services'],
      ['Blogs', '/blogs'],
      ['Rental application form', '/rental-application-form'],
      ['Terms of use', '/terms'],
      ['Privacy policy', '/privacy'],
      ['Help center', '/help-center'],
      ['Contact us', '/contact-us'],
    ] as const) {
      await expect(f.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(f.getByRole('link', { name: /^Phone: / })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(f.getByRole('link', { name: /^E-mail: / })).toHaveAttribute('href', /^mailto:.+@.+/);
    // Help is this site's help center (spec/03 §2.4), not an outside site.
    await expect(f.getByRole('link', { name: /help cent/i })).toHaveCount(1);
    await f.getByRole('link', { name: 'Help center', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
  });

  test('fits a 360 px screen and has no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const f = footer(page);
    await f.scrollIntoViewIfNeeded();
    await expect(f.getByRole('button', { name: 'Keep me posted' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page })
      .include('footer')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
});
