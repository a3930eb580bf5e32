import type { Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { lookAt } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/test';

/*
 * The unsubscribe links of the newsletter and new-message e-mails: mail scanners fetch and even
 * render an e-mail's links, so opening one must not unsubscribe anyone. Nothing is sent before the
 * button is pressed; a forged token then reads as a link that is not valid.
 */

const FIRST_LOAD = { timeout: 15_000 };

/** Names the unsubscribe mutations the page sends, as they go. */
function watchUnsubscribes(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
    const name = (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '';
    if (name.startsWith('Unsubscribe')) sent.push(name);
  });
  return sent;
}

test('the newsletter unsubscribe link waits for a button press', async ({ page }) => {
  const sent = watchUnsubscribes(page);
  await page.goto('/newsletter/unsubscribe?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText('Stop getting our newsletter at this address?')).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Unsubscribe' });
  await expect(confirm).toBeVisible();
  await expectNoViolations(page);
  expect(sent).toEqual([]);
  await expect(page.getByText(/not valid/)).toHaveCount(0);

  await confirm.click();
  await expect(page.getByText(/^This unsubscribe link is not valid/)).toBeVisible();
  await expect(confirm).toHaveCount(0);
  expect(sent).toEqual(['UnsubscribeNewsletter']);
});

test('the message e-mails unsubscribe link waits for a press, in French at a phone’s width', async ({
  page,
}) => {
  const sent = watchUnsubscribes(page);
  await page.goto('/message/unsubscribe?token=not-a-real-token');
  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Courriels des messages', level: 1 })).toBeVisible(
    FIRST_LOAD,
  );
  const confirm = page.getByRole('button', { name: 'Désactiver les courriels des messages' });
  await expect(confirm).toBeVisible();
  await lookAt(page, 'message-unsubscribe-question-fr');
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);
  expect(sent).toEqual([]);

  await confirm.click();
  await expect(page.getByText(/^Ce lien n’est pas valide/)).toBeVisible();
  expect(sent).toEqual(['UnsubscribeMessageEmails']);
});
