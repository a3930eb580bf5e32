import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';
import { graphql } from '../fixtures/graphql';
import { login, promoteToAdmin } from '../fixtures/listings';
import { landlordWithListing, messages } from '../fixtures/messaging';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * Issue 17, the landlord's side of viewings: the availability editor, the agenda on
 * /building/viewings and the conversation; and the staff list of Viewings Management viewings.
 * Each test makes its own landlord, listing (in Toronto) and renter.
 */

const ZONE = 'America/Toronto';
const SLOTS = `query($id: ID!, $from: String!, $to: String!) {
  viewingSlots(listingId: $id, from: $from, to: $to) { slots { kind startsAt } }
}`;
const BOOK = `mutation($id: ID!, $at: String!) {
  bookViewing(data: { listing: $id, proposedTimes: [$at] }) { id status }
}`;
const UPDATE_USER = `mutation($data: UpdateUserInput!) { updateUser(data: $data) { id } }`;
const MY_VIEWINGS = `{ myViewings(when: UPCOMING) { id status proposedStartsAt } }`;

const OWN_LISTINGS = `{ searchBuildingByLandlord(first: 30) { id title } }`;

/**
 * The listing the team runs for the demo landlord: the seed puts their newest public listing on
 * the Viewings Management plan, and the landlord's own list is newest first, so it is the first
 * one the public may book.
 */
async function teamRunListing(request: APIRequestContext) {
  const landlord = await login(request, { email: DEMO_ACCOUNTS.landlord, password: DEMO_PASSWORD });
  const { searchBuildingByLandlord } = await graphql<{
    searchBuildingByLandlord: { id: string; title: string }[];
  }>(request, OWN_LISTINGS, {}, landlord.token);
  for (const listing of searchBuildingByLandlord) {
    // A listing the public may not see answers LISTING_NOT_FOUND.
    const slots = await freeSlots(request, '', listing.id).catch(() => null);
    if (slots) return { ...listing, slots };
  }
  throw new Error('No demo listing takes viewings: was the demo seeded?');
}

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

/** An instant's day and time on Toronto's clocks, as the date and time inputs take them. */
function torontoWallClock(instant: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The listing's free ordinary slots of the next two weeks, soonest first. */
async function freeSlots(request: APIRequestContext, token: string, listingId: string) {
  const from = new Date();
  const to = new Date(from.getTime() + 14 * 86_400_000);
  const { viewingSlots } = await graphql<{ viewingSlots: { slots: { kind: string; startsAt: string }[] } }>(
    request,
    SLOTS,
    { id: listingId, from: from.toISOString(), to: to.toISOString() },
    token,
  );
  return viewingSlots.slots.filter((s) => s.kind === 'SLOT').map((s) => s.startsAt);
}

/** Opens the editor of the listing from the agenda's list of listings. */
async function openEditor(page: Page, title: string, linkName: string) {
  await page.getByRole('link', { name: `${linkName}: ${title}` }).click();
  await expect(page).toHaveURL(/\/building\/viewings\/[^/]+\/availability$/);
}

test('a landlord opens viewings in the editor, sees the booking in the agenda and the conversation, proposes a new time the renter accepts', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(150_000);
  const { session, listing } = await landlordWithListing(request, createUser);
  await storeSession(page, session, '/building');
  await page
    .getByRole('navigation', { name: 'Your listings, their viewings, applications and billing' })
    .getByRole('link', { name: 'Viewings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Viewings' })).toBeVisible();
  await expect(page.getByText('No viewings in this period')).toBeVisible();
  await expectNoViolations(page);

  await openEditor(page, listing.title, 'Set the viewing hours');
  await expect(page.getByRole('heading', { level: 1, name: 'Viewing availability' })).toBeVisible();
  await expect(
    page.getByText(/Times are in the listing’s time zone: Eastern (Standard|Daylight) Time \(E[SD]T\)/),
  ).toBeVisible();
  await expect(page.getByText('Renters cannot book viewings of this listing yet')).toBeVisible();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    await page.getByRole('button', { name: `Add hours on ${day}` }).click();
  const monday = page.getByRole('group', { name: 'Monday' });
  await expect(monday.getByLabel('From', { exact: true })).toHaveValue('10:00');
  await expect(monday.getByLabel('To', { exact: true })).toHaveValue('12:00');

  // A slot length the shared schema refuses: the error shows and nothing typed is lost.
  const length = page.getByRole('textbox', { name: 'Length of a viewing (minutes)' });
  await length.fill('7');
  await page.getByRole('button', { name: 'Save the availability' }).click();
  await expect(length).toHaveAttribute('aria-invalid', 'true');
  await expect(length).toHaveValue('7');
  await expect(monday.getByLabel('From', { exact: true })).toHaveValue('10:00');
  await expectNoViolations(page);
  await length.fill('30');
  await page.getByRole('button', { name: 'Save the availability' }).click();
  await expect(page.getByText('The viewing availability is saved.')).toBeVisible();
  await expect(page.getByText('Renters cannot book viewings of this listing yet')).toBeHidden();

  // An open house five days ahead, listed with its places.
  const houseDay = torontoWallClock(new Date(Date.now() + 5 * 86_400_000).toISOString()).date;
  const houseForm = page.getByRole('form', { name: 'Add an open house' });
  await houseForm.getByRole('textbox', { name: 'Date', exact: true }).fill(houseDay);
  await houseForm.getByRole('textbox', { name: 'From', exact: true }).fill('13:00');
  await houseForm.getByRole('textbox', { name: 'To', exact: true }).fill('15:00');
  await houseForm.getByRole('textbox', { name: 'Renters who may come' }).fill('8');
  await houseForm.getByRole('button', { name: 'Add the open house' }).click();
  const houses = page.getByRole('list', { name: 'Planned open houses' });
  await expect(houses.getByText('0 of 8 places booked')).toBeVisible();
  await expect(houses.getByText(/from 1:00 p\.m\. to 3:00 p\.m\. E[SD]T/)).toBeVisible();
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('editor-1280.png'), fullPage: true });

  // A renter asks for the first free time through the API.
  const renter = await createUser();
  const renterSession = await login(request, renter);
  const slots = await freeSlots(request, renterSession.token, listing.id);
  expect(slots.length).toBeGreaterThan(3);
  const booked = await graphql<{ bookViewing: { id: string; status: string } }>(
    request,
    BOOK,
    { id: listing.id, at: slots[0] },
    renterSession.token,
  );
  expect(booked.bookViewing.status).toBe('REQUESTED');

  // The landlord sees it in the agenda, on its day, and in the conversation.
  await page.getByRole('link', { name: 'Back to the viewings' }).click();
  const row = page.getByRole('article', { name: new RegExp(`^${renter.firstName} ${renter.lastName}, `) });
  await expect(row.getByText('Requested')).toBeVisible();
  await expect(row.getByText(listing.title)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('agenda-1280.png'), fullPage: true });

  await row.getByRole('link', { name: /^Open the conversation with / }).click();
  await expect(page).toHaveURL(/\/message\?room=/);
  await expect(messages(page).getByText(/^Viewing requested for /)).toBeVisible();
  await page.goBack();

  // Another time, proposed from the agenda in one dialog.
  const other = torontoWallClock(slots[2]!);
  await row.getByRole('button', { name: 'Propose another time' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Date', exact: true }).fill(other.date);
  await dialog.getByRole('textbox', { name: 'Time', exact: true }).fill(other.time);
  await dialog.getByRole('button', { name: 'Propose this time' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('New time proposed', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Proposed new time: /)).toBeVisible();

  const mine = await graphql<{ myViewings: { id: string; status: string; proposedStartsAt: string }[] }>(
    request,
    MY_VIEWINGS,
    {},
    renterSession.token,
  );
  expect(mine.myViewings).toEqual([
    { id: booked.bookViewing.id, status: 'RESCHEDULE_PROPOSED', proposedStartsAt: slots[2] },
  ]);

  // The renter sees the new time on My viewings and accepts it in one click.
  await storeSession(page, renterSession, '/my-viewings');
  const card = page
    .getByRole('list', { name: 'Upcoming viewings' })
    .getByRole('article')
    .filter({ hasText: listing.title });
  await expect(card.getByText(/^Proposed new time: /)).toBeVisible();
  await card.getByRole('button', { name: 'Accept the new time' }).click();
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Proposed new time: /)).toBeHidden();
});

test('staff see a Viewings Management viewing, assign it to themselves and filter the list', async ({
  page,
  request,
  createUser,
}) => {
  // The demo landlord's newest public listing is run by the team (the demo seed): a renter books it.
  const listing = await teamRunListing(request);
  const renter = await createUser();
  const renterSession = await login(request, renter);
  const booked = await graphql<{ bookViewing: { id: string; status: string } }>(
    request,
    BOOK,
    { id: listing.id, at: listing.slots[0] },
    renterSession.token,
  );
  expect(['REQUESTED', 'CONFIRMED']).toContain(booked.bookViewing.status);

  const admin = await login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  await storeSession(page, admin, '/dashboards');
  await page.getByRole('link', { name: 'Viewings', exact: true }).click();
  await page.mouse.move(1000, 850);
  await expect(page.getByRole('heading', { level: 1, name: 'Viewings' })).toBeVisible();
  const row = page.getByRole('article', { name: `${renter.firstName} ${renter.lastName}, ${listing.title}` });
  await expect(row).toBeVisible();
  await expectNoViolations(page);

  // Taken by the staff member: 'Assigned to me' then finds it.
  await row.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByText('The viewing is assigned.')).toBeVisible();
  await page.getByLabel('Assigned to', { exact: true }).first().selectOption('ME');
  await expect(page).toHaveURL(/assigned=ME/);
  await expect(row).toBeVisible();
  // The page has drawn the first filter (it offers to clear it) before the next one is chosen.
  await expect(page.getByRole('button', { name: 'Clear the filters' }).first()).toBeVisible();
  await page.getByLabel('When').selectOption('PAST');
  await expect(page).toHaveURL(/assigned=ME&when=PAST/);
  await expect(row).toBeHidden();
  await page.getByRole('button', { name: 'Clear the filters' }).first().click();
  await expect(page).toHaveURL(/\/viewings\?when=PAST$/);
  await expectNoViolations(page);
});

test('in French on a 360 px phone: the agenda, the editor and the staff list fit and are axe clean', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.addInitScript(() => localStorage.setItem('locale', 'fr'));
  const { session, listing } = await landlordWithListing(request, createUser);
  await graphql(request, UPDATE_USER, { data: { locale: 'fr' } }, session.token);
  await storeSession(page, session, '/building/viewings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Visites' })).toBeVisible();
  await expect(page.getByText('Aucune visite pendant cette période')).toBeVisible();
  await noHorizontalScroll(page);
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('agenda-360-fr.png'), fullPage: true });

  await openEditor(page, listing.title, 'Indiquer les heures de visite');
  await expect(page.getByRole('heading', { level: 1, name: 'Disponibilités de visite' })).toBeVisible();
  await expect(
    page.getByText(/fuseau horaire de l’annonce : heure (normale|avancée) de l’Est/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter des heures le Samedi' }).click();
  await page.getByRole('radio', { name: 'Virtuellement' }).check();
  await page.getByRole('button', { name: 'Enregistrer les disponibilités' }).click();
  await expect(page.getByText(/Lien de la rencontre/).last()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Lien de la rencontre/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByRole('group', { name: 'Samedi' }).getByLabel('De', { exact: true })).toHaveValue(
    '10:00',
  );
  await noHorizontalScroll(page);
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('editor-360-fr.png'), fullPage: true });

  // An admin of its own: switching the language is saved to the account, and other tests log in
  // as the demo admin expecting English.
  const staff = await createUser();
  await promoteToAdmin(request, staff.email);
  await storeSession(page, await login(request, staff), '/viewings');
  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Visites' })).toBeVisible();
  // The list, or its empty state when no test has booked the team's listing yet.
  await expect(
    page
      .getByRole('list', { name: 'Visites' })
      .or(page.getByText('Aucune visite d’une annonce Gestion des visites pour l’instant')),
  ).toBeVisible();
  await noHorizontalScroll(page);
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('staff-360-fr.png'), fullPage: true });
});
