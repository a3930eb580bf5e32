import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';
import { graphql, type AuthPayload } from '../fixtures/graphql';
import { login, promoteToAdmin } from '../fixtures/listings';
import { CREATE_BOOKING, CREATE_MESSAGE, landlordWithListing, uniqueTitle } from '../fixtures/messaging';
import { expect, storeSession, test, type NewUser } from '../fixtures/test';

/*
 * Issue 16, the staff side: /adminInbox and /adminInbox/{id}/listing. Each test makes its own
 * landlord, renter and conversation, with a word no other conversation has, and finds it by that
 * word among everyone's.
 */

const REPORT = `mutation($data: ReportConversationInput!) { reportConversation(data: $data) { id } }`;
const SET_LOCALE = `mutation($data: UpdateUserInput!) { updateUser(data: $data) { id } }`;
const UPDATE_USER_TYPE = `mutation($data: UpdateUserTypeInput!) { updateUserType(data: $data) { id } }`;
const SET_PERMISSIONS = `mutation($userId: ID!, $permissionData: [PermissionDataInput!]!) {
  createPermission(userId: $userId, permissionData: $permissionData) { module }
}`;

const conversations = (page: Page) => page.getByRole('list', { name: 'Conversations' });
const messages = (page: Page) => page.getByRole('log');
const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

/** A renter's first message to a new landlord's listing, with a word to search it by. */
async function newConversation(
  request: APIRequestContext,
  createUser: (o?: { userType?: 'RENTER' | 'LANDLORD' }) => Promise<NewUser>,
) {
  const { session: landlord, listing } = await landlordWithListing(request, createUser);
  const renter: AuthPayload = await login(request, await createUser());
  const word = uniqueTitle('parking').replace(' ', '-');
  const text = `Hello! Is there ${word} for a small car?`;
  const { createBooking } = await graphql<{ createBooking: { room: string } }>(
    request,
    CREATE_BOOKING,
    { data: { listing: listing.id, text } },
    renter.token,
  );
  return { landlord, renter, listing, word, text, roomId: createBooking.room };
}

test('staff find a flagged, reported conversation by its text, answer as the team and mark it handled', async ({
  page,
  browser,
  request,
  createUser,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const c = await newConversation(request, createUser);
  await graphql(
    request,
    CREATE_MESSAGE,
    { room: c.roomId, text: 'Send a $500 e-transfer deposit today to hold it.' },
    c.landlord.token,
  );
  await graphql(
    request,
    REPORT,
    { data: { room: c.roomId, reason: 'SCAM', text: 'He wants a deposit before any visit.' } },
    c.renter.token,
  );

  await signInAs('admin', '/adminInbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account navigation' }).getByRole('link', { name: 'Messages' }),
  ).toHaveAttribute('href', '/adminInbox');

  // The search reaches the URL, so a reload keeps it.
  await page.getByRole('searchbox', { name: 'Search the messages' }).fill(c.word);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${c.word}`));
  const row = conversations(page).getByRole('link', { name: /^Renter:/ });
  await expect(row).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search the messages' })).toHaveValue(c.word);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('2 unread messages');
  await expect(row).toContainText('Flagged');
  await expect(row).toContainText('1 open report');
  await expect(row).toContainText('Send a $500 e-transfer deposit today to hold it.');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoViolations(page);

  // Opening it: the messages, the participants and the report.
  await row.click();
  await expect(page).toHaveURL(new RegExp(`[?&]room=${c.roomId}`));
  await expect(messages(page).getByText(c.text)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Élise Tremblay and Élise Tremblay' }),
  ).toBeVisible();
  const details = page.getByRole('complementary', { name: 'Participants, reports and staff views' });
  await expect(details.getByRole('heading', { name: 'Participants' })).toBeVisible();
  await expect(details).toContainText(c.renter.user.email);
  await expect(details).toContainText(c.landlord.user.email);
  const report = details.getByRole('listitem').filter({ hasText: 'He wants a deposit before any visit.' });
  await expect(report).toContainText('Scam or fraud · Open');
  await expect(report).toContainText(`(${c.renter.user.email})`);
  // The admin's own reading is recorded and listed.
  await expect(details.getByRole('listitem').filter({ hasText: DEMO_ACCOUNTS.admin })).toHaveCount(1);

  // An answer as the team, then handled: the report is resolved, the row no longer unread.
  const reply = 'The Rentals team here: please never pay before a visit. We are looking into it.';
  const composer = page.getByRole('textbox', { name: 'Reply as the Rentals team' });
  await composer.fill(reply);
  await composer.press('Enter');
  await expect(messages(page).getByText(reply)).toBeVisible();
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByRole('button', { name: 'Mark not handled' })).toBeVisible();
  await expect(row).toContainText('Handled');
  await expect(row).not.toContainText('unread');
  await expect(row).not.toContainText('open report');
  await expect(report).toContainText('Scam or fraud · Resolved');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoViolations(page);

  // The renter reads the answer from the team, not from a person.
  const renterContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-CA' });
  const renterPage = await renterContext.newPage();
  await storeSession(renterPage, c.renter, `/message?room=${c.roomId}`);
  const answer = messages(renterPage).getByRole('listitem').filter({ hasText: reply });
  await expect(answer).toContainText('Rentals team');
  await expect(answer).not.toContainText('Élise');
  await renterContext.close();

  // One person's conversations, from the participants.
  await details.getByRole('link', { name: 'Conversations of Élise Tremblay' }).first().click();
  await expect(page).toHaveURL(new RegExp(`[?&]user=${c.renter.user.id}`));
  await expect(page.getByRole('button', { name: 'Conversations of Élise Tremblay' })).toBeVisible();
  await expect(row).toHaveCount(1);

  // The listing's own page of conversations, and the way back.
  await conversations(page)
    .getByRole('link', { name: `Listing: ${c.listing.title}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/adminInbox/${c.listing.id}/listing$`));
  await expect(page.getByRole('heading', { level: 1, name: c.listing.title })).toBeVisible();
  await expect(conversations(page).getByRole('link', { name: /^Renter:/ })).toHaveCount(1);
  await page.getByRole('link', { name: 'All conversations' }).click();
  await expect(page).toHaveURL(/\/adminInbox$/);
});

test('in French on a 360 px phone: one pane at a time, nothing wider than the screen, axe is clean', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const c = await newConversation(request, createUser);
  // Staff of their own, in French (the demo admin stays in English).
  // Signed in once staff, so with two-factor on (which ends the sessions opened before).
  const staff = await createUser({ userType: 'LANDLORD' });
  await promoteToAdmin(request, staff.email);
  const session = await login(request, staff);
  await graphql(request, SET_LOCALE, { data: { locale: 'fr' } }, session.token);

  await page.setViewportSize({ width: 360, height: 740 });
  await storeSession(page, session, `/adminInbox?search=${c.word}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const row = conversations(page).getByRole('link', { name: /^Locataire/ });
  await expect(row).toContainText('1 message non lu');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await noHorizontalScroll(page);
  await expectNoViolations(page);

  // The conversation alone, with its way back; its details fold above the messages.
  await row.click();
  await expect(conversations(page)).toBeHidden();
  await expect(messages(page).getByText(c.text)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Répondre au nom de l’équipe Rentals' })).toBeVisible();
  await page.getByRole('button', { name: /^Participants, signalements/ }).click();
  const details = page.getByRole('region', { name: /^Participants, signalements/ });
  await expect(details.getByRole('heading', { name: 'Consultations du personnel' })).toBeVisible();
  await expect(details.getByRole('listitem').filter({ hasText: staff.email })).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await noHorizontalScroll(page);
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'Toutes les conversations' }).click();
  await expect(conversations(page)).toBeVisible();

  // Both panes side by side on a computer, still clean.
  await row.click();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(conversations(page)).toBeVisible();
  await expect(messages(page).getByText(c.text)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoViolations(page);
});

test('a sub-admin with inbox view reads a conversation opened by a link, without answering or marking it', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(90_000);
  const c = await newConversation(request, createUser);
  const reader = await createUser();
  const admin = await login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  await graphql(
    request,
    UPDATE_USER_TYPE,
    { data: { email: reader.email, userType: 'SUB_ADMIN' } },
    admin.token,
  );
  const session = await login(request, reader);
  await graphql(
    request,
    SET_PERMISSIONS,
    {
      userId: session.user.id,
      permissionData: [{ module: 'inbox', view: true, add: false, edit: false, delete: false }],
    },
    admin.token,
  );

  // Filtered on handled conversations, the open one is not in the list: it is read on its own.
  await storeSession(page, session, `/adminInbox?handled=yes&room=${c.roomId}`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Élise Tremblay and Élise Tremblay' }),
  ).toBeVisible();
  await expect(messages(page).getByText(c.text)).toBeVisible();
  await expect(page.getByText('You can read this conversation.', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reply as the Rentals team' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);
  // Who read it is for admins.
  await expect(page.getByRole('heading', { name: 'Staff views' })).toHaveCount(0);
});
