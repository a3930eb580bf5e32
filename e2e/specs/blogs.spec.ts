import type { Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { pngPicture } from '../fixtures/listings';
import { lookAt } from '../fixtures/screenshots';
import { expect, test, waitForApp } from '../fixtures/test';

/*
 * Issue 23, blogs: staff write a post with a picture in the text (with its alternative text), a
 * thumbnail and tags on /admin-blogs/create, schedule it or publish it; it appears on /blogs, a
 * visitor filters by its tag and reads it; a wrong slug redirects; French; 360 px; axe.
 */

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

const picture = (name: string, side: number, colour: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: pngPicture(side, side, colour),
});

/** The wall-clock time in Toronto `minutes` from now, as a datetime-local field takes it. */
function torontoInput(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Writes a post on /admin-blogs/create up to its publication choice (left to the caller). */
async function writePost(page: Page, title: string, tag: string) {
  const form = page.getByRole('form', { name: 'Blog post' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Summary' }).fill('What to check before signing a lease.');
  const editor = form.getByRole('textbox', { name: 'Text' });
  await editor.click();
  await editor.pressSequentially('Read the whole lease before you sign it. ');

  // A picture in the text needs its alternative text.
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Picture', exact: true }).click();
  await (await chooser).setFiles(picture('inline.png', 320, [40, 120, 200]));
  const altDialog = page.getByRole('dialog', { name: 'Describe the picture' });
  await altDialog.getByRole('textbox', { name: 'Alternative text' }).fill('A signed lease on a table');
  await altDialog.getByRole('button', { name: 'Insert' }).click();
  await expect(form.getByRole('img', { name: 'A signed lease on a table' })).toBeVisible({ timeout: 15_000 });

  // A thumbnail under 300×300 is refused with the spec's message; a big enough one is kept.
  const small = page.waitForEvent('filechooser');
  await form.getByText('Choose a picture').click();
  await (await small).setFiles(picture('small.png', 120, [200, 60, 60]));
  await expect(form.getByText('The image must be at least 300px wide and high')).toBeVisible({
    timeout: 15_000,
  });
  const big = page.waitForEvent('filechooser');
  await form.getByText('Choose a picture').click();
  await (await big).setFiles(picture('thumb.png', 400, [60, 160, 90]));
  await expect(form.getByRole('img', { name: 'Thumbnail preview' })).toBeVisible({ timeout: 15_000 });

  const tags = form.getByRole('combobox', { name: 'Tags' });
  await tags.fill(tag);
  await tags.press('Enter');
  await expect(form.getByRole('button', { name: tag })).toBeVisible();
  return form;
}

test('staff schedule a post with a picture and tags; it appears at its time and a visitor reads it', async ({
  page,
  browser,
  signInAs,
}) => {
  test.setTimeout(240_000);
  const title = unique('Before you sign a lease');
  const tag = unique('Leases');
  await signInAs('admin', '/admin-blogs/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Write a post' })).toBeVisible();
  const form = await writePost(page, title, tag);

  // Scheduling without a time says so and keeps what was typed.
  await form.getByRole('radio', { name: 'Schedule' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Choose the date and time to publish at.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expectNoViolations(page);
  await lookAt(page, 'blogs-admin-create');

  // A minute or two ahead, in Toronto time: the job table publishes it then.
  await form.getByLabel(/Publish on/).fill(torontoInput(2));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin-blogs/);
  await expect(page.getByText('The post is saved.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Scheduled')).toBeVisible();
  await expectNoViolations(page);
  await lookAt(page, 'blogs-admin-list');

  // A visitor sees it on /blogs once its time has come.
  const visitorContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-CA',
  });
  const visitor = await visitorContext.newPage();
  await expect(async () => {
    await visitor.goto(`/blogs?tag=${encodeURIComponent(tag)}`);
    await expect(visitor.getByRole('link', { name: title })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 200_000, intervals: [10_000] });

  // The tag filter from the full list, then the post.
  await visitor.goto('/blogs');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await visitor.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: tag }).click();
  await expect(visitor).toHaveURL(new RegExp(`tag=`));
  await expect(visitor.getByRole('list', { name: 'Blog posts' }).getByRole('listitem')).toHaveCount(1);
  await expectNoViolations(visitor);
  await lookAt(visitor, 'blogs-list');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'A signed lease on a table' })).toBeVisible();
  await expect(
    visitor.getByRole('navigation', { name: 'Tags' }).getByRole('link', { name: tag }),
  ).toBeVisible();
  await expect(visitor.getByText(/1 min read/)).toBeVisible();
  await expectNoViolations(visitor);
  await lookAt(visitor, 'blogs-post');

  // A wrong slug answers a 301 to the post's own address.
  const postPath = new URL(visitor.url()).pathname;
  const id = postPath.split('/')[2]!;
  const moved = await visitor.request.get(`/blog/${id}/an-old-title`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(postPath);
  await visitor.goto(`/blog/${id}/an-old-title`);
  await expect(visitor).toHaveURL(postPath);

  // The knowledge center's search finds the new post by its title.
  await visitor.goto('/knowledge-center');
  await waitForApp(visitor);
  await visitor.getByRole('searchbox', { name: 'Search a topic' }).fill(title);
  await visitor.getByRole('list', { name: 'Search results' }).getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(postPath);
  await visitorContext.close();
});

test('a post published now shows at once; the list and post read in French on a phone', async ({
  page,
  browser,
  signInAs,
}) => {
  const title = unique('Déménager sans stress');
  const tag = unique('Déménagement');
  await signInAs('admin', '/admin-blogs/create');
  const form = await writePost(page, title, tag);
  await form.getByLabel('Language').selectOption('fr');
  await form.getByRole('radio', { name: 'Publish now' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The post is saved.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title }).getByText('Published')).toBeVisible();

  // A visitor reads it on a phone, in French: the demo admin's own language stays as it is.
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const phone = await phoneContext.newPage();
  await phone.goto('/blogs');
  await waitForApp(phone);
  await phone.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Blogue' })).toBeVisible();
  await phone.getByRole('searchbox', { name: 'Chercher dans les billets' }).fill(title);
  await expect(phone.getByRole('link', { name: title })).toBeVisible();
  await noHorizontalScroll(phone);
  await expectNoViolations(phone);
  await lookAt(phone, 'blogs-list-fr', { phone: false });

  await phone.getByRole('link', { name: title }).click();
  await expect(phone.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(phone.getByText(/min de lecture/)).toBeVisible();
  await noHorizontalScroll(phone);
  await expectNoViolations(phone);
  await lookAt(phone, 'blogs-post-fr', { phone: false });
  await phoneContext.close();
});

test('the demo posts: other language, empty search, and a post with its author', async ({ page }) => {
  await page.goto('/blogs');
  await expect(
    page.getByRole('link', { name: 'How to spot a rental scam before you pay anything' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Read the posts in French' }).click();
  await expect(page.getByRole('link', { name: /Déménager le 1er juillet/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the posts' }).fill('zzzz-nothing');
  await expect(page.getByText('No post matches')).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/blogs');
  await page.getByRole('link', { name: 'Questions to ask at a rental viewing' }).click();
  await expect(page.getByRole('heading', { name: 'About the author' })).toBeVisible();
  await expect(page.getByText('Daniel Okafor').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related posts' })).toBeVisible();
  const head = await page.request.get(new URL(page.url()).pathname);
  const html = await head.text();
  expect(html).toContain('"@type":"BlogPosting"');
  expect(html).toMatch(
    /<link rel="canonical" href="[^"]*\/blog\/[^"]+\/questions-to-ask-at-a-rental-viewing(\?lang=en)?"/,
  );
});
