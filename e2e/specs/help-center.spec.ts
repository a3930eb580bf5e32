import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';
import { graphql } from '../fixtures/graphql';
import { login } from '../fixtures/listings';
import { lookAt } from '../fixtures/screenshots';
import { expect, test, waitForApp } from '../fixtures/test';

/*
 * Issue 24, the public help center: a visitor searches with a typo, reads an article, answers
 * 'No' with a comment that staff then find; a collection opens in a new tab with its title; the
 * listing wizard's Help link lands on an article; French on a phone; axe on every help page.
 * Each test makes its own collection and articles as the demo admin (the demo seed's articles
 * exist too, in an order these tests do not rely on).
 */

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const doc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

const CREATE_COLLECTION = `mutation($d: HelpCollectionInput!) { createHelpCollection(data: $d) { id } }`;
const CREATE_ARTICLE = `mutation($d: HelpArticleInput!) { createHelpCenter(data: $d) { id } }`;

interface HelpFixture {
  token: string;
  collection: { id: string; titleEn: string; titleFr: string };
  article: { id: string; title: string };
  french: { id: string; title: string };
  related: { id: string; title: string };
}

/** A collection for everyone with an English article, its French version and a second article. */
async function createHelpContent(request: APIRequestContext): Promise<HelpFixture> {
  const { token } = await login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  const t = tag();
  const collection = { titleEn: `Moving day ${t}`, titleFr: `Jour du déménagement ${t}` };
  const { createHelpCollection } = await graphql<{ createHelpCollection: { id: string } }>(
    request,
    CREATE_COLLECTION,
    {
      d: {
        ...collection,
        descriptionEn: 'Keys, elevators and parking on the day you move in.',
        descriptionFr: 'Clés, ascenseurs et stationnement le jour de votre arrivée.',
        icon: 'home',
        audience: 'EVERYONE',
      },
    },
    token,
  );
  const create = async (d: Record<string, unknown>) =>
    (
      await graphql<{ createHelpCenter: { id: string } }>(
        request,
        CREATE_ARTICLE,
        { d: { collectionId: createHelpCollection.id, isPublished: true, ...d } },
        token,
      )
    ).createHelpCenter.id;

  const title = `Booking the freight elevator ${t}`;
  const articleId = await create({
    title,
    description: 'Reserve it with the building before moving day.',
    locale: 'en',
    body: doc(
      'Most buildings ask you to book the freight elevator a week ahead.',
      'Bring proof of your lease and the date and time you need it.',
    ),
  });
  const frenchTitle = `Réserver le monte-charge ${t}`;
  const frenchId = await create({
    title: frenchTitle,
    description: 'Réservez-le auprès de l’immeuble avant le déménagement.',
    locale: 'fr',
    translationOf: articleId,
    body: doc('La plupart des immeubles demandent de réserver le monte-charge une semaine à l’avance.'),
  });
  const relatedTitle = `Parking the moving truck ${t}`;
  const relatedId = await create({
    title: relatedTitle,
    description: 'Where a truck may stop while you unload.',
    locale: 'en',
    body: doc('Ask the city for a temporary parking permit for the truck.'),
  });
  return {
    token,
    collection: { id: createHelpCollection.id, ...collection },
    article: { id: articleId, title },
    french: { id: frenchId, title: frenchTitle },
    related: { id: relatedId, title: relatedTitle },
  };
}

test('a visitor finds an article despite a typo, reads it and says what was missing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const help = await createHelpContent(request);
  await page.goto('/help-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
  await expectNoViolations(page);
  await lookAt(page, 'help-center');

  // Results appear as the visitor types, the words found marked in their excerpt.
  const box = page.getByRole('searchbox', { name: 'Search for answers' });
  await box.pressSequentially('freight elevator');
  await expect(
    page
      .getByRole('list', { name: 'Matching articles' })
      .locator('mark', { hasText: /elevator/i })
      .first(),
  ).toBeVisible();
  await box.fill('');

  // 'frieght' for 'freight', 'elevater' for 'elevator': the search still finds it.
  const typo = `booking the frieght elevater ${help.article.title.split(' ').at(-1)}`;
  await box.pressSequentially(typo);
  const results = page.getByRole('list', { name: 'Matching articles' });
  await expect(results.getByRole('link', { name: help.article.title })).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=/);
  await expectNoViolations(page);
  await lookAt(page, 'help-center-search');

  // The query survives a reload; the keyboard reaches the results from the box.
  await page.reload();
  await expect(box).toHaveValue(typo);
  await expect(results.getByRole('link', { name: help.article.title })).toBeVisible();
  await box.focus();
  await page.keyboard.press('ArrowDown');
  await expect(results.getByRole('link').first()).toBeFocused();

  // Nothing found: said so, with a way to ask the team about it.
  await box.fill('qwxzzv plorktan');
  await expect(page.getByText('No results for “qwxzzv plorktan”.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us about it' })).toHaveAttribute(
    'href',
    '/contact-us?about=qwxzzv+plorktan',
  );
  await box.fill(typo);
  await results.getByRole('link', { name: help.article.title }).click();

  // The article, its breadcrumbs, date, other language and related articles.
  await expect(page).toHaveURL(`/help-center/collection/article/${help.article.id}`);
  await expect(page.getByRole('heading', { level: 1, name: help.article.title })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Help center' })).toHaveAttribute('href', '/help-center');
  await expect(crumbs.getByRole('link', { name: help.collection.titleEn })).toHaveAttribute(
    'href',
    `/help-center/collection/${help.collection.id}`,
  );
  await expect(page.getByText(/Last updated \w+ \d{1,2}, \d{4}/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lire en français' })).toHaveAttribute(
    'href',
    `/help-center/collection/article/${help.french.id}`,
  );
  await expect(
    page.getByRole('list', { name: 'Related articles' }).getByRole('link', { name: help.related.title }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Still need help?' }).getByRole('link', { name: 'Contact us' }),
  ).toHaveAttribute(
    'href',
    `/contact-us?about=${encodeURIComponent(help.article.title).replace(/%20/g, '+')}`,
  );
  await expectNoViolations(page);
  await lookAt(page, 'help-article');

  // Hiding the page (another tab) reports the time it was read, counted against this view. Time is
  // counted in whole seconds: a page hidden within its first second has nothing to report.
  await page.waitForTimeout(1100);
  const reading = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      !!response.request().postData()?.includes('recordHelpCenterReading'),
  );
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const readingAnswer = (await (await reading).json()) as { data: { recordHelpCenterReading: boolean } };
  expect(readingAnswer.data.recordHelpCenterReading).toBe(true);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

  // 'No', then what was missing.
  const feedback = page.getByRole('region', { name: 'Was this article helpful?' });
  await feedback.getByRole('button', { name: 'No' }).click();
  const comment = `It does not say what to do when the building refuses ${help.article.title.split(' ').at(-1)}`;
  const field = feedback.getByRole('textbox', { name: 'What was missing? (optional)' });
  await expect(field).toBeFocused();
  await field.fill(comment);
  await expect(feedback.getByText(`${comment.length} / 1000 characters`)).toBeVisible();
  await expectNoViolations(page);
  await feedback.getByRole('button', { name: 'Send' }).click();
  await expect(feedback.getByText('Thank you: your comment helps us improve this article.')).toBeVisible();

  // Back returns to the search with its results.
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search for answers' })).toHaveValue(typo);

  // Staff find the comment through the API.
  const { helpCenterFeedback } = await graphql<{
    helpCenterFeedback: { comment: string | null; helpful: boolean; article: { id: string } }[];
  }>(
    request,
    `
      query ($id: ID) {
        helpCenterFeedback(articleId: $id, helpful: false) {
          comment
          helpful
          article {
            id
          }
        }
      }
    `,
    { id: help.article.id },
    help.token,
  );
  expect(helpCenterFeedback).toContainEqual({ comment, helpful: false, article: { id: help.article.id } });
});

test('a collection opens in a new tab with its title; the reader choice is remembered', async ({
  page,
  request,
}) => {
  const help = await createHelpContent(request);
  await page.goto('/help-center');
  await waitForApp(page);

  // The landlord choice stays after a reload; Everyone shows collections for all readers again.
  await page.getByRole('button', { name: 'I am a landlord' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'I am a landlord' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Everyone' }).click();

  const card = page.getByRole('link', { name: `${help.collection.titleEn} (opens in a new tab)` });
  await expect(card).toHaveAttribute('target', '_blank');
  await expect(card).toHaveAttribute('rel', 'noopener');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), card.click()]);
  expect(await tab.evaluate(() => localStorage.getItem('help-center-collection'))).toContain(
    help.collection.titleEn,
  );
  await tab.waitForURL(`**/help-center/collection/${help.collection.id}`);
  await waitForApp(tab);
  await expect(tab.getByRole('heading', { level: 1, name: help.collection.titleEn })).toBeVisible();
  // The published articles in the page's language, in their order.
  await expect(tab.getByRole('list', { name: 'Articles in this collection' }).getByRole('link')).toHaveText([
    help.article.title,
    help.related.title,
  ]);
  await expectNoViolations(tab);
  await lookAt(tab, 'help-collection');
  await tab.close();

  // Opened directly, it loads by its id; an unknown id is a real not-found page.
  const direct = await request.get(`/help-center/collection/${help.collection.id}`);
  expect(await direct.text()).toContain(help.collection.titleEn);
  const unknown = await request.get('/help-center/collection/00000000-0000-4000-8000-000000000000');
  expect(unknown.status()).toBe(404);
  await page.goto('/help-center/collection/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Collection not found' })).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/help-center/collection/article/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
});

test("the listing wizard's Help link lands on its article", async ({ page, request }) => {
  const help = await createHelpContent(request);
  // The article answering the listing wizard: the demo one when there is one, else ours.
  const { helpCenterByKey } = await graphql<{ helpCenterByKey: { id: string } | null }>(
    request,
    `
      query {
        helpCenterByKey(key: "listing-wizard", locale: en) {
          id
        }
      }
    `,
  );
  const target =
    helpCenterByKey?.id ??
    (
      await graphql<{ createHelpCenter: { id: string } }>(
        request,
        CREATE_ARTICLE,
        {
          d: {
            collectionId: help.collection.id,
            title: `Listing your property ${tag()}`,
            locale: 'en',
            helpKey: 'listing-wizard',
            isPublished: true,
            body: doc('Fill in the address, the units and the pictures, then choose a plan.'),
          },
        },
        help.token,
      )
    ).createHelpCenter.id;

  await page.goto('/list-with-us');
  const link = page.getByRole('link', { name: 'Help (opens in a new tab)' }).first();
  await expect(link).toHaveAttribute('href', '/help-center/key/listing-wizard');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.waitForURL(`**/help-center/collection/article/${target}`);
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  await tab.close();

  // A key no article answers leads to the help center itself.
  await page.goto('/help-center/key/no-such-key');
  await expect(page).toHaveURL('/help-center');
});

test('the help center reads in French on a phone', async ({ browser, request }) => {
  const help = await createHelpContent(request);
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const phone = await context.newPage();
  await phone.goto('/help-center');
  await waitForApp(phone);
  await phone.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Centre d’aide' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Je suis locataire' })).toBeVisible();
  await noHorizontalScroll(phone);
  await expectNoViolations(phone);
  await lookAt(phone, 'help-center-fr-phone', { phone: false });

  await phone
    .getByRole('searchbox', { name: 'Chercher une réponse' })
    .fill(`reserver le monte-charje ${help.french.title.split(' ').at(-1)}`);
  await phone
    .getByRole('list', { name: 'Articles trouvés' })
    .getByRole('link', { name: help.french.title })
    .click();
  await expect(phone.getByRole('heading', { level: 1, name: help.french.title })).toBeVisible();
  await expect(phone.getByText(/Dernière mise à jour : \d{1,2}(er)? \p{L}+ \d{4}/u)).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Read in English' })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Cet article vous a-t-il été utile ?' })).toBeVisible();
  await expect(
    phone
      .getByRole('region', { name: 'Besoin d’aide supplémentaire ?' })
      .getByRole('link', { name: 'Nous joindre' }),
  ).toBeVisible();
  await noHorizontalScroll(phone);
  await expectNoViolations(phone);
  await lookAt(phone, 'help-article-fr-phone', { phone: false });

  await phone.goto(`/help-center/collection/${help.collection.id}`);
  await expect(phone.getByRole('heading', { level: 1, name: help.collection.titleFr })).toBeVisible();
  await noHorizontalScroll(phone);
  await expectNoViolations(phone);
  await lookAt(phone, 'help-collection-fr-phone', { phone: false });

  // The same pages in French on a desktop screen.
  await phone.setViewportSize({ width: 1280, height: 900 });
  await expectNoViolations(phone);
  await lookAt(phone, 'help-collection-fr', { phone: false });
  await phone.goto(`/help-center/collection/article/${help.french.id}`);
  await expect(phone.getByRole('heading', { level: 1, name: help.french.title })).toBeVisible();
  await lookAt(phone, 'help-article-fr', { phone: false });
  await phone.goto('/help-center');
  await expect(phone.getByRole('heading', { level: 1, name: 'Centre d’aide' })).toBeVisible();
  await lookAt(phone, 'help-center-fr', { phone: false });
  await context.close();
});

test('articles are rendered on the server with their head', async ({ request }) => {
  const help = await createHelpContent(request);
  const response = await request.get(`/help-center/collection/article/${help.article.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<h1`);
  expect(html).toContain(help.article.title);
  expect(html).toMatch(
    new RegExp(
      `<link rel="canonical" href="[^"]*/help-center/collection/article/${help.article.id}(\\?[^"]*)?"`,
    ),
  );
  expect(html).toContain('"@type":"TechArticle"');
  expect(
    (await request.get('/help-center/collection/article/00000000-0000-4000-8000-000000000000')).status(),
  ).toBe(404);
});
