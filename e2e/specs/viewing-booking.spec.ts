import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { graphql } from '../fixtures/graphql';
import { login } from '../fixtures/listings';
import { landlordWithListing } from '../fixtures/messaging';
import { expect, storeSession, test } from '../fixtures/test';
import {
  addOpenHouse,
  bookViewing,
  dayInZone,
  everyDay,
  freeSlots,
  setViewingAvailability,
} from '../fixtures/viewings';

/*
 * Issue 17, the renter's side of viewings: the listing page's 'Book a viewing' box, /viewing-form
 * and /viewing-form-beta, and /my-viewings. Each test makes its own landlord, listing and renters;
 * the listing's hours start two hours from now at the earliest (minimum notice), so the first free
 * time never passes while a test runs.
 */

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

const SET_LOCALE = `mutation($data: UpdateUserInput!) { updateUser(data: $data) { id } }`;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

async function logIn(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

test('a renter books a slot from the listing page', async ({ page, request, createUser }) => {
  test.setTimeout(120_000);
  const { session, listing } = await landlordWithListing(request, createUser);
  await setViewingAvailability(request, session.token, listing.id, {
    mode: 'INSTANT',
    minNoticeHours: 2,
    windows: everyDay('09:00', '17:00'),
  });
  const renter = await createUser();

  // A visitor sees the next free times in the listing's zone, named.
  await page.goto(`/listing/${listing.id}`);
  const box = page.getByRole('region', { name: 'Book a viewing' });
  await expect(
    box.getByText(/Choose a free time: it is booked at once\. Times are in Eastern/),
  ).toBeVisible();
  await expect(
    box.getByText('You will log in or sign up, then come back to the time you chose.'),
  ).toBeVisible();
  await expectNoViolations(page);
  await shot(page, 'listing-box-1280');
  const first = box.getByRole('link', { name: /^Book / }).first();
  const [, time = '', day = ''] = /^Book ([^,]+), (.+)$/.exec((await first.getAttribute('aria-label'))!)!;

  // Choosing a time goes through log in and lands back on the form with that time chosen.
  await first.click();
  await expect(page).toHaveURL(/\/login\?next=%2Fviewing-form%3Flisting%3D/);
  await logIn(page, renter);
  await expect(page).toHaveURL(/\/viewing-form\?listing=[^&]+&slot=/);
  const form = page.getByRole('form', { name: 'Your viewing' });
  await expect(page.getByRole('link', { name: `Viewing of ${listing.title}` })).toBeVisible();
  await expect(
    form
      .getByRole('group', { name: `Free times on ${day}` })
      .getByRole('button', { name: time, pressed: true }),
  ).toBeVisible();
  await expect(form.getByRole('list', { name: 'Your choice' }).getByRole('listitem')).toHaveCount(1);
  await expect(form.getByText('In person: you visit the home at the time booked.')).toBeVisible();
  await expectNoViolations(page);
  await shot(page, 'viewing-form-1280');

  await form.getByRole('textbox', { name: 'Message' }).fill('I will come with my sister.');
  await form.getByRole('button', { name: 'Book this viewing' }).click();
  await expect(page.getByRole('heading', { name: 'Your viewing is booked' })).toBeFocused();
  await expectNoViolations(page);

  // 'Add to calendar' downloads the viewing's .ics, made in the browser.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^viewing-\d{4}-\d{2}-\d{2}\.ics$/);
  const ics = await readFile((await file.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain('STATUS:CONFIRMED');
  expect(ics).toContain(`SUMMARY:Viewing: ${listing.title}`);
  expect(ics).toContain('X-WR-TIMEZONE:America/Toronto');

  // It is in My viewings, confirmed, with the renter's actions and the conversation.
  await page.getByRole('link', { name: 'See my viewings' }).click();
  await expect(page).toHaveURL('/my-viewings');
  const upcoming = page.getByRole('list', { name: 'Upcoming viewings' });
  const card = upcoming.getByRole('article').filter({ hasText: listing.title });
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(card.getByText(day, { exact: false })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel the viewing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Viewings', exact: true })).toBeVisible();
  await expectNoViolations(page);
  await shot(page, 'my-viewings-1280');
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page.getByText('No past viewing yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Upcoming' }).click();

  // The conversation has the booking's notice and the note, and links back to My viewings.
  await card.getByRole('link', { name: 'Conversation' }).click();
  await expect(page).toHaveURL(/\/message\?room=/);
  const log = page.getByRole('log');
  await expect(log.getByText(/^Viewing booked for /)).toBeVisible();
  await expect(log.getByText('I will come with my sister.')).toBeVisible();
  await log.getByRole('link', { name: 'See my viewings' }).click();
  await expect(page).toHaveURL('/my-viewings');

  // The private calendar feed: its link serves the viewing; revoked, the old link stops working.
  await page.getByRole('button', { name: 'Get my calendar link' }).click();
  const feedUrl = await page.getByRole('textbox', { name: 'Your calendar link' }).inputValue();
  const feed = await request.get(feedUrl);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain(`SUMMARY:Viewing: ${listing.title}`);
  await page.getByRole('button', { name: 'Revoke link' }).click();
  await page.getByRole('button', { name: 'Revoke and get a new link' }).click();
  await expect(page.getByText('The old link no longer works. Here is your new link.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your calendar link' })).not.toHaveValue(feedUrl);
  expect((await request.get(feedUrl)).status()).toBe(404);
  await expectNoViolations(page);
});

test('an open house with capacity 2 takes two renters and refuses a third', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const { session, listing } = await landlordWithListing(request, createUser);
  const zone = await setViewingAvailability(request, session.token, listing.id, {
    mode: 'INSTANT',
    windows: [],
  });
  await addOpenHouse(request, session.token, listing.id, {
    date: dayInZone(zone, 2),
    start: '18:00',
    end: '20:00',
    capacity: 2,
  });
  const [first, second, third] = await Promise.all([createUser(), createUser(), createUser()]);
  const [firstSession, secondSession, thirdSession] = await Promise.all(
    [first, second, third].map((user) => login(request, user!)),
  );
  const { slots } = await freeSlots(request, listing.id);
  const openHouse = { listing: listing.id, kind: 'OPEN_HOUSE' as const, proposedTimes: [slots[0]!.startsAt] };
  expect((await bookViewing(request, firstSession!.token, openHouse)).status).toBe('CONFIRMED');

  // The third renter sees the last place and opens the form with it...
  await storeSession(page, thirdSession!, `/listing/${listing.id}`);
  const box = page.getByRole('region', { name: 'Book a viewing' });
  await box.getByRole('link', { name: /Open house · 1 place left/ }).click();
  await expect(page).toHaveURL(/kind=OPEN_HOUSE/);
  const form = page.getByRole('form', { name: 'Your viewing' });
  await expect(form.getByRole('button', { name: /Open house · 1 place left/, pressed: true })).toBeVisible();
  await form.getByRole('textbox', { name: 'Message' }).fill('Is parking available?');

  // ...while the second renter takes it: the third is refused with the coded message, keeps what
  // they chose and typed, and the refreshed times show the open house is gone.
  expect((await bookViewing(request, secondSession!.token, openHouse)).status).toBe('CONFIRMED');
  await form.getByRole('button', { name: 'Book this viewing' }).click();
  await expect(page.getByRole('alert')).toHaveText('This time has just been booked. Choose another one.');
  await expect(form.getByRole('list', { name: 'Your choice' })).toContainText('(no longer free)');
  await expect(form.getByText('No free time is left right now')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Is parking available?');
  await expectNoViolations(page);
  await shot(page, 'open-house-full-1280');

  await page.goto(`/listing/${listing.id}`);
  await expect(box.getByText('No viewing times online: message the landlord.')).toBeVisible();
  await expect(box.getByRole('link', { name: 'Message the landlord' })).toBeVisible();
});

test('in French on a 360 px phone: the box, the stepper form and My viewings, axe clean', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(150_000);
  const { session, listing } = await landlordWithListing(request, createUser);
  await setViewingAvailability(request, session.token, listing.id, {
    mode: 'REQUEST',
    minNoticeHours: 2,
    windows: everyDay('09:00', '17:00'),
  });
  // A renter whose profile is in French.
  const renter = await createUser();
  const renterSession = await login(request, renter);
  await graphql(request, SET_LOCALE, { data: { locale: 'fr' } }, renterSession.token);
  await storeSession(page, renterSession, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.goto(`/listing/${listing.id}`);
  const box = page.getByRole('region', { name: 'Réserver une visite' });
  await expect(
    box.getByText(/Choisissez une plage : le propriétaire la confirme\. Les heures sont en heure/),
  ).toBeVisible();
  await shot(page, 'listing-box-fr-1280');
  await page.setViewportSize({ width: 360, height: 740 });
  await box.scrollIntoViewIfNeeded();
  await expect(box.getByRole('link', { name: /^Réserver / }).first()).toBeVisible();
  await noHorizontalScroll(page);
  await expectNoViolations(page);
  await box.screenshot({ path: test.info().outputPath('listing-box-fr-360.png') });

  // The beta form: the picker is the first step.
  await page.goto(`/viewing-form-beta?listing=${listing.id}`);
  const form = page.getByRole('form', { name: 'Votre visite' });
  await expect(form.getByRole('heading', { name: 'Étape 1 sur 2 : Choisir une plage' })).toBeVisible();
  await form.getByRole('button', { name: 'Suivant' }).click();
  await expect(form.getByText('Heures proposées : ce champ est obligatoire')).toBeVisible();
  // Late in the day today may have a single slot left: choose two on the next day, always whole.
  await form.getByRole('group', { name: 'Jours avec des plages libres' }).getByRole('button').nth(1).click();
  const times = form.getByRole('group', { name: /^Plages libres le / }).getByRole('button');
  await times.nth(0).click();
  await times.nth(1).click();
  await expect(form.getByRole('list', { name: 'Votre choix' }).getByRole('listitem')).toHaveCount(2);
  await expect(form.getByText('Heures proposées : ce champ est obligatoire')).toBeHidden();
  await noHorizontalScroll(page);
  await expectNoViolations(page);
  await shot(page, 'viewing-form-beta-fr-360');
  await form.getByRole('button', { name: 'Suivant' }).click();
  await expect(
    form.getByRole('heading', { name: 'Étape 2 sur 2 : Ajouter un message et réserver' }),
  ).toBeFocused();
  await expect(form.getByText("En personne : vous visitez le logement à l'heure réservée.")).toBeVisible();
  await expectNoViolations(page);
  await form.getByRole('button', { name: 'Demander ces 2 plages' }).click();
  await expect(page.getByRole('heading', { name: 'Votre demande est envoyée' })).toBeFocused();
  await noHorizontalScroll(page);
  await expectNoViolations(page);
  await shot(page, 'viewing-requested-fr-360');

  await page.getByRole('link', { name: 'Voir mes visites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes visites' })).toBeVisible();
  const card = page.getByRole('list', { name: 'Visites à venir' }).getByRole('article');
  await expect(card.getByText('Demandée', { exact: true })).toBeVisible();
  await expect(card.getByText('Plages que vous avez proposées :')).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveCount(2);
  await noHorizontalScroll(page);
  await expectNoViolations(page);
  await shot(page, 'my-viewings-fr-360');
});
