import { graphql } from '../fixtures/graphql';
import { login, pngPicture } from '../fixtures/listings';
import { expectNoViolations } from '../fixtures/axe';
import {
  conversations,
  CREATE_BOOKING,
  CREATE_MESSAGE,
  landlordWithListing,
  messages,
} from '../fixtures/messaging';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * Issue 16, the renter's and landlord's pages: /listing/{id}/contact and /message. Each test makes
 * its own landlord (a new account whose listing the demo admin approves) and renter, so the demo
 * accounts' unread counts never change under other specs.
 */

const UPDATE_USER = `mutation($data: UpdateUserInput!) { updateUser(data: $data) { id } }`;

test('a renter contacts a landlord, who sees it live, replies with a picture and is seen @cluster', async ({
  page,
  browser,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const { session: landlordSession, listing } = await landlordWithListing(request, createUser);
  const renter = await createUser();

  // The landlord waits on /message in a browser of their own.
  const landlordContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-CA',
  });
  const landlordPage = await landlordContext.newPage();
  await storeSession(landlordPage, landlordSession, '/message');
  await expect(landlordPage.getByText('No conversations yet')).toBeVisible();

  // A visitor's Contact leads through log in and back to the form.
  await page.goto(`/listing/${listing.id}`);
  await page.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(renter.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(renter.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(`/listing/${listing.id}/contact`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact the landlord' })).toBeVisible();
  await expect(page.getByRole('link', { name: listing.title })).toBeVisible();

  // The message is required: nothing is sent, nothing typed is lost.
  await page.getByRole('textbox', { name: 'People in the household' }).fill('2');
  await page.getByRole('button', { name: 'Send the message' }).click();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'People in the household' })).toHaveValue('2');
  const first = 'Hello! Is the unit still available for a viewing on Saturday?';
  await page.getByRole('textbox', { name: /^Message/ }).fill(first);
  await page.getByRole('button', { name: 'Send the message' }).click();
  await expect(page).toHaveURL(/\/message\?room=/);
  await expect(messages(page).getByText(first)).toBeVisible();

  // The landlord's list shows it live, with the unread badges of the list, header and side navigation.
  const row = conversations(landlordPage).getByRole('link').first();
  await expect(row).toContainText(first);
  await expect(row).toContainText('1 unread message');
  await expect(
    landlordPage.getByRole('banner').getByRole('link', { name: 'Messages, 1 unread message' }),
  ).toBeVisible();
  await expect(
    landlordPage.getByRole('navigation', { name: 'Account navigation' }).getByRole('link', {
      name: 'Message, 1 unread message',
    }),
  ).toBeAttached();

  // Opening it marks it read: the badges go, and the renter sees 'Seen'.
  await row.click();
  await expect(messages(landlordPage).getByText(first)).toBeVisible();
  await expect(
    landlordPage.getByRole('banner').getByRole('link', { name: 'Messages', exact: true }),
  ).toBeVisible();
  await expect(messages(page).getByText(/· Seen$/)).toBeVisible();

  // A reply with a link, then a picture: both reach the renter live.
  const composer = landlordPage.getByRole('textbox', { name: 'Write a message' });
  await composer.fill('Yes! The floor plan: https://example.ca/plan and a photo below.');
  await composer.press('Enter');
  const link = messages(page).getByRole('link', { name: /example\.ca\/plan/ });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(link).toHaveAttribute('target', '_blank');
  await landlordPage.locator('input[type="file"]').setInputFiles({
    name: 'kitchen.png',
    mimeType: 'image/png',
    buffer: pngPicture(120, 80, [200, 120, 40]),
  });
  await expect(landlordPage.getByText(/^Attached: kitchen\./)).toBeVisible();
  await landlordPage.getByRole('button', { name: 'Send' }).click();
  await expect(messages(page).getByRole('img', { name: /^Picture sent: kitchen\./ })).toBeVisible();
  // The renter has the room open: the landlord's last message is seen.
  await expect(messages(landlordPage).getByText(/· Seen$/)).toBeVisible();

  // A scam phrase shows the renter a warning with advice.
  await composer.fill('Send a $500 e-transfer deposit to hold the unit today.');
  await composer.press('Enter');
  const warning = messages(page).getByRole('note');
  await expect(warning).toContainText('Be careful with this message');
  await expect(warning).toContainText('Pay a deposit only once you have seen the home');
  // The sender sees no warning about their own words.
  await expect(messages(landlordPage).getByRole('note')).toHaveCount(0);

  // A draft survives a reload.
  await page.getByRole('textbox', { name: 'Write a message' }).fill('Can I visit on Sunday instead?');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Write a message' })).toHaveValue(
    'Can I visit on Sunday instead?',
  );

  // Logging out leaves nothing typed on the device for the next person.
  await page.getByRole('button', { name: /^Open the account menu of / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  const kept = await page.evaluate(() => Object.values(localStorage).join('\n'));
  expect(kept).not.toContain('Can I visit on Sunday instead?');
  await landlordContext.close();
});

test('on a 360 px phone in French: one pane at a time, the existing conversation reopens, axe is clean', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const { session: landlordSession, listing } = await landlordWithListing(request, createUser);
  const renter = await login(request, await createUser());
  await graphql(request, UPDATE_USER, { data: { locale: 'fr' } }, renter.token);
  const { createBooking } = await graphql<{ createBooking: { room: string } }>(
    request,
    CREATE_BOOKING,
    { data: { listing: listing.id, text: 'Bonjour, le logement est-il libre en juillet?' } },
    renter.token,
  );
  await graphql(
    request,
    CREATE_MESSAGE,
    { room: createBooking.room, text: 'Oui! Écrivez-moi sur WhatsApp pour la suite.' },
    landlordSession.token,
  );

  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('locale', 'fr'));
  await storeSession(page, renter, '/message');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const row = conversations(page).getByRole('link').first();
  await expect(row).toContainText('1 message non lu');
  await row.click();

  // The conversation alone, with its way back; the warning in French.
  await expect(conversations(page)).toBeHidden();
  await expect(page.getByRole('link', { name: 'Toutes les conversations' })).toBeVisible();
  await expect(messages(page).getByRole('note')).toContainText('Prudence avec ce message');
  await expect(messages(page).getByRole('note')).toContainText('Rester sur Rentals garde une trace');
  await expect(page.getByRole('heading', { level: 3, name: 'Aujourd’hui' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoViolations(page);

  await page.getByRole('link', { name: 'Toutes les conversations' }).click();
  await expect(conversations(page)).toBeVisible();

  // Contacting the same listing again opens that conversation with the text ready to send.
  await page.goto(`/listing/${listing.id}/contact`);
  await expect(page.getByRole('heading', { level: 1, name: 'Écrire au propriétaire' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Message/ }).fill('Et les animaux sont-ils acceptés?');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page).toHaveURL(`/message?room=${createBooking.room}`);
  await expect(page.getByRole('textbox', { name: 'Écrire un message' })).toHaveValue(
    'Et les animaux sont-ils acceptés?',
  );

  // Both panes side by side on a computer, still clean.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(conversations(page)).toBeVisible();
  await expect(messages(page)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoViolations(page);
});
