import type { Page } from '@playwright/test';
import { RESPONSE_TIME_MIN_CONVERSATIONS } from '@rentals/domain/messaging/response-time';
import { expectNoViolations } from '../fixtures/axe';
import { graphql } from '../fixtures/graphql';
import { login } from '../fixtures/listings';
import { CREATE_MESSAGE, landlordWithListing, messages, openConversation } from '../fixtures/messaging';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * Issue 16, the trust features of conversations: reporting and blocking, a landlord's saved
 * replies, and the response-time badge of a listing. Each test makes its own landlord and renters.
 */

const composer = (page: Page) => page.getByRole('textbox', { name: 'Write a message' });
const openMenu = (page: Page) => page.getByRole('button', { name: 'Conversation options' }).click();

test('a renter reports the conversation and blocks the landlord, whose message is refused and kept', async ({
  page,
  browser,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const { session: landlordSession, listing } = await landlordWithListing(request, createUser);
  const renter = await login(request, await createUser());
  const room = await openConversation(request, renter.token, listing.id, 'Is the loft still available?');

  // The landlord's page is open and, like a phone whose connection dropped, hears no live update.
  const landlordContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-CA',
  });
  await landlordContext.routeWebSocket(/\/graphql$/, () => {});
  const landlordPage = await landlordContext.newPage();
  await storeSession(landlordPage, landlordSession, `/message?room=${room}`);
  await expect(messages(landlordPage).getByText('Is the loft still available?')).toBeVisible();

  await storeSession(page, renter, `/message?room=${room}`);
  await expect(messages(page).getByText('Is the loft still available?')).toBeVisible();

  // Report: a reason is required; a refusal shows the server's reason and keeps what was typed.
  await openMenu(page);
  await page.getByRole('menuitem', { name: 'Report the conversation' }).click();
  const report = page.getByRole('dialog', { name: 'Report the conversation' });
  const details = report.getByRole('textbox', { name: 'What happened (optional)' });
  await details.fill('He asks for a deposit before any visit.');
  await report.getByRole('button', { name: 'Send the report' }).click();
  await expect(report.getByRole('radiogroup', { name: 'What is wrong?' })).toHaveAccessibleDescription(
    'Reason is required',
  );
  await report.getByRole('radio', { name: 'A scam or a request for money' }).check();
  await expectNoViolations(page);

  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('ReportConversation')) return route.fallback();
    await route.fulfill({
      json: {
        data: null,
        errors: [{ message: 'refused', extensions: { code: 'ROOM_NOT_FOUND' } }],
      },
    });
  });
  await report.getByRole('button', { name: 'Send the report' }).click();
  await expect(report.getByRole('alert')).toHaveText(
    'This conversation does not exist or you are not part of it.',
  );
  await expect(details).toHaveValue('He asks for a deposit before any visit.');
  await expect(report.getByRole('radio', { name: 'A scam or a request for money' })).toBeChecked();
  await page.unroute('**/graphql');
  await report.getByRole('button', { name: 'Send the report' }).click();
  await expect(report).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'your report was sent' })).toBeVisible();

  // Block: the dialog says what it does; the typing area gives way to a notice.
  await openMenu(page);
  await page.getByRole('menuitem', { name: 'Block' }).click();
  const block = page.getByRole('dialog', { name: /^Block .+\?$/ });
  await expect(block).toContainText('will no longer be able to send you messages');
  await expectNoViolations(page);
  await block.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('You blocked this conversation: no messages can be sent in it.')).toBeVisible();
  await expect(composer(page)).toHaveCount(0);

  // The landlord's message is refused with the server's reason, and stays in the typing area.
  await composer(landlordPage).fill('Yes! When would you like to visit?');
  await composer(landlordPage).press('Enter');
  await expect(landlordPage.getByRole('alert')).toContainText(
    'Your message was not sent. Messages can no longer be sent in this conversation.',
  );
  await expect(composer(landlordPage)).toHaveValue('Yes! When would you like to visit?');

  // The renter lifts the block from the notice: writing is possible again.
  await page.getByRole('button', { name: 'Unblock' }).click();
  await page
    .getByRole('dialog', { name: /^Unblock .+\?$/ })
    .getByRole('button', { name: 'Unblock' })
    .click();
  await expect(composer(page)).toBeVisible();
  await landlordContext.close();
});

test('a landlord writes a saved reply once and inserts it at the cursor', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const { session: landlordSession, listing } = await landlordWithListing(request, createUser);
  const renter = await login(request, await createUser());
  const room = await openConversation(request, renter.token, listing.id, 'When can I visit?');
  await storeSession(page, landlordSession, `/message?room=${room}`);
  await expect(messages(page).getByText('When can I visit?')).toBeVisible();
  await composer(page).fill('Hello! Thanks for writing.');

  await page.getByRole('button', { name: 'Saved replies' }).click();
  await expect(page.getByRole('menuitem', { name: 'No saved replies yet.' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Manage saved replies…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved replies' });
  await dialog.getByRole('button', { name: 'Add a saved reply' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Viewings');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Viewings are on Saturdays.');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('1 of 10 saved replies')).toBeVisible();

  // Rewritten in place.
  await dialog.getByRole('button', { name: 'Edit Viewings' }).click();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Viewings are on Saturdays, 10 to noon.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Viewings are on Saturdays, 10 to noon.')).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Inserted where the cursor was, after 'Hello!'.
  await composer(page).focus();
  await composer(page).evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(6, 6));
  await page.getByRole('button', { name: 'Saved replies' }).click();
  await page.getByRole('menuitem', { name: /^Viewings/ }).click();
  await expect(composer(page)).toHaveValue(
    'Hello! Viewings are on Saturdays, 10 to noon. Thanks for writing.',
  );
  await expect(composer(page)).toBeFocused();
  await composer(page).press('Enter');
  await expect(messages(page).getByText('Hello! Viewings are on Saturdays, 10 to noon.')).toBeVisible();
});

test('a listing whose owner answers quickly shows the response-time badge, in English and French', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const { session: landlordSession, listing } = await landlordWithListing(request, createUser);
  // Enough conversations to count, each answered at once.
  for (let i = 0; i < RESPONSE_TIME_MIN_CONVERSATIONS; i++) {
    const renter = await login(request, await createUser());
    const room = await openConversation(request, renter.token, listing.id, `Question ${i + 1}`);
    await graphql(request, CREATE_MESSAGE, { room, text: 'Happy to help!' }, landlordSession.token);
  }

  // In the server's HTML, as search engines and first paints read it.
  const html = await (await request.get(`/listing/${listing.id}`)).text();
  expect(html).toContain('Usually replies within an hour');

  await page.goto(`/listing/${listing.id}`);
  await expect(page.getByText('Usually replies within an hour')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByText('Usually replies within an hour')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.addInitScript(() => localStorage.setItem('locale', 'fr'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText('Répond généralement en moins d’une heure')).toBeVisible();

  // The contact form says it too (in the visitor's own language, English).
  const visitor = await login(request, await createUser());
  await storeSession(page, visitor, `/listing/${listing.id}/contact`);
  await expect(page.getByText('Usually replies within an hour')).toBeVisible();
});
