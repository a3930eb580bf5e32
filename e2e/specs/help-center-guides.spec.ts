import { articleMarkdown, articleSteps } from '../fixtures/help-articles';
import { landlordWithListing } from '../fixtures/messaging';
import { expect, test } from '../fixtures/test';
import { everyDay, setViewingAvailability } from '../fixtures/viewings';

/*
 * Issue 24: the help center's shipped articles stay true to the product. A fresh renter follows
 * two of them step by step, as written in the seed ('Save a search and get alerts' and 'Book a
 * viewing'): each step names the control the test then uses, and the result the article promises
 * is checked. A renamed button or a changed flow fails here until the article is corrected.
 */

test('a renter follows “Save a search and get alerts”', async ({ page, signInAsNewUser }) => {
  const article = articleMarkdown('finding-a-home-en.ts', 'Save a search and get alerts');
  const steps = articleSteps(article, 'Save a search');
  expect(steps).toHaveLength(5);
  await signInAsNewUser({ path: '/' });

  // 1. Open Explore Homes and set the filters, for example a maximum price.
  expect(steps[0]).toContain('**Explore Homes**');
  await page.getByRole('banner').getByRole('link', { name: 'Explore Homes' }).click();
  await expect(page).toHaveURL(/\/search/);
  const filters = page.getByRole('search', { name: 'Search filters' });
  await filters.getByRole('spinbutton', { name: 'Max price' }).fill('2500');
  await expect(page).toHaveURL(/price_lte=2500/);

  // 2. Press Save this search.
  expect(steps[1]).toContain('**Save this search**');
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });

  // 3. The Name is filled in from the filters.
  expect(steps[2]).toContain('**Name**');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(/up to \$2,500/);

  // 4. Under Alerts, choose Daily.
  expect(steps[3]).toContain('**Alerts**');
  expect(steps[3]).toContain('**Daily**');
  await dialog.getByRole('radio', { name: /^Daily/ }).check();
  await expect(dialog.getByRole('radio', { name: /^Daily/ })).toBeChecked();

  // 5. Press Save search: the dialog says the search is saved.
  expect(steps[4]).toContain('**Save search**');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByText(/^Search saved\./)).toBeVisible();

  // Managing: from the dialog's link, then from the account menu, as the article says.
  for (const label of ['See my saved searches', 'Saved searches', 'Open search', 'Rename', 'Pause alerts']) {
    expect(article).toContain(`**${label}**`);
  }
  await dialog.getByRole('link', { name: 'See my saved searches' }).click();
  await expect(page.getByRole('heading', { name: 'Saved searches', level: 1 })).toBeVisible();
  await page.goto('/');
  await page.getByRole('button', { name: /Open the account menu of Élise Tremblay/ }).click();
  await page.getByRole('menuitem', { name: 'Saved searches' }).click();
  await expect(page).toHaveURL('/saved-searches');
  const item = page.getByRole('listitem').filter({ hasText: 'up to $2,500' });
  await expect(item.getByRole('link', { name: 'Open search' })).toHaveAttribute('href', /price_lte=2500/);

  await item.getByRole('button', { name: 'Rename' }).click();
  await item.getByRole('textbox').fill('Under 2,500');
  await item.getByRole('button', { name: 'Save name' }).click();
  const renamed = page.getByRole('listitem').filter({ hasText: 'Under 2,500' });
  await expect(renamed.getByRole('heading', { name: 'Under 2,500' })).toBeVisible();

  await renamed.getByRole('button', { name: 'Pause alerts' }).click();
  await expect(renamed.getByText('Alerts paused')).toBeVisible();
  await renamed.getByRole('button', { name: 'Resume alerts' }).click();
  await expect(renamed.getByText('Alerts paused')).toBeHidden();

  await renamed.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete “Under 2,500”?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
});

test('a renter follows “Book a viewing”', async ({ page, request, createUser, signInAsNewUser }) => {
  test.setTimeout(120_000);
  const article = articleMarkdown('viewings-en.ts', 'Book a viewing');
  const steps = articleSteps(article, 'Book a time');
  expect(steps).toHaveLength(5);
  const { session, listing } = await landlordWithListing(request, createUser);
  await setViewingAvailability(request, session.token, listing.id, {
    mode: 'INSTANT',
    minNoticeHours: 2,
    windows: everyDay('09:00', '17:00'),
  });

  // 1. Open the listing: the Book a viewing box shows the next free times.
  expect(steps[0]).toContain('**Book a viewing**');
  await signInAsNewUser({ path: `/listing/${listing.id}` });
  const box = page.getByRole('region', { name: 'Book a viewing' });
  const firstTime = box.getByRole('link', { name: /^Book / }).first();
  await expect(firstTime).toBeVisible();
  const [, time = '', day = ''] = /^Book ([^,]+), (.+)$/.exec((await firstTime.getAttribute('aria-label'))!)!;

  // 2. Press the time that suits you: the booking form opens with it.
  expect(steps[1]).toContain('**See all times**');
  await firstTime.click();
  await expect(page).toHaveURL(/\/viewing-form\?listing=[^&]+&slot=/);
  const form = page.getByRole('form', { name: 'Your viewing' });

  // 3. The time is under Your choice; How the viewing takes place says in person.
  expect(steps[2]).toContain('**Your choice**');
  expect(steps[2]).toContain('**How the viewing takes place**');
  await expect(
    form
      .getByRole('group', { name: `Free times on ${day}` })
      .getByRole('button', { name: time, pressed: true }),
  ).toBeVisible();
  await expect(form.getByRole('list', { name: 'Your choice' }).getByRole('listitem')).toHaveCount(1);
  await expect(form.getByText('How the viewing takes place')).toBeVisible();
  await expect(form.getByText('In person: you visit the home at the time booked.')).toBeVisible();

  // 4. A Message for the landlord, posted in the conversation.
  expect(steps[3]).toContain('**Message**');
  await form.getByRole('textbox', { name: 'Message' }).fill('I would like to see the kitchen.');

  // 5. Press Book this viewing: the page says Your viewing is booked.
  expect(steps[4]).toContain('**Book this viewing**');
  await form.getByRole('button', { name: 'Book this viewing' }).click();
  expect(article).toContain('**Your viewing is booked**');
  await expect(page.getByRole('heading', { name: 'Your viewing is booked' })).toBeVisible();

  // Add to calendar and See my viewings, as the article goes on.
  expect(article).toContain('**Add to calendar**');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);
  expect(article).toContain('**See my viewings**');
  await page.getByRole('link', { name: 'See my viewings' }).click();
  await expect(page).toHaveURL('/my-viewings');
  const card = page
    .getByRole('list', { name: 'Upcoming viewings' })
    .getByRole('article')
    .filter({ hasText: listing.title });
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();

  // The message reached the landlord's conversation.
  await card.getByRole('link', { name: 'Conversation' }).click();
  await expect(page.getByRole('log').getByText('I would like to see the kitchen.')).toBeVisible();
});
