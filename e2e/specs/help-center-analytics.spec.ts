import type { APIRequestContext, Page } from '@playwright/test';
import { NEW_USER_PASSWORD, uniqueEmail } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';
import { graphql, type AuthPayload } from '../fixtures/graphql';
import { acceptCurrentTerms } from '../fixtures/legal';
import { login, promoteToAdmin } from '../fixtures/listings';
import { lookAt } from '../fixtures/screenshots';
import { expect, storeSession, test } from '../fixtures/test';

/*
 * Issue 24, help center analytics: an admin writes and publishes an article through the API, a
 * visitor reads it and answers 'No' with a comment; the admin's figures move and the comment is
 * in 'Reader feedback'. A sub-admin without helpCenter view gets neither the page nor the data.
 * French, 360 px, axe. Each test has its own staff account: the demo admin's language is left alone.
 */

const CREATE_COLLECTION = `mutation($data: HelpCollectionInput!) { createHelpCollection(data: $data) { id } }`;
const CREATE_ARTICLE = `mutation($data: HelpArticleInput!) { createHelpCenter(data: $data) { id } }`;
const PUBLISH = `mutation($id: ID!) { publishHelpCenter(id: $id, isPublished: true) { id isPublished } }`;
const VIEW = `mutation($id: ID!) { recordHelpCenterView(id: $id) }`;
const ANSWER = `mutation($id: ID!, $comment: String) { answerHelpCenter(id: $id, helpful: false, comment: $comment) }`;
const ANALYTIC = `query($from: String!, $to: String!) { helpCenterAnalytic(from: $from, to: $to) { totalCount } }`;
const SET_LOCALE = `mutation($data: UpdateUserInput!) { updateUser(data: $data) { id } }`;
const CREATE_STAFF = `mutation($data: CreateUserInput!) { createUser(data: $data) { id } }`;
const SET_PERMISSIONS = `mutation($userId: ID!, $permissionData: [PermissionDataInput!]!) {
  createPermission(userId: $userId, permissionData: $permissionData) { module } }`;

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

/** A new admin of this test's own, signed in through the API (terms accepted), in `locale`. */
async function freshAdmin(
  request: APIRequestContext,
  createUser: () => Promise<{ email: string; password: string }>,
  locale: 'en' | 'fr' = 'en',
): Promise<AuthPayload> {
  const user = await createUser();
  await promoteToAdmin(request, user.email);
  const session = await acceptCurrentTerms(request, await login(request, user));
  if (locale === 'fr') await graphql(request, SET_LOCALE, { data: { locale: 'fr' } }, session.token);
  return session;
}

/** A published English article in a collection of its own, made by `token`'s admin. */
async function publishedArticle(request: APIRequestContext, token: string, title: string): Promise<string> {
  const { createHelpCollection } = await graphql<{ createHelpCollection: { id: string } }>(
    request,
    CREATE_COLLECTION,
    { data: { titleEn: unique('Analytics'), titleFr: unique('Statistiques') } },
    token,
  );
  const text = 'Open Saved searches from your profile to see every search you saved.';
  const { createHelpCenter } = await graphql<{ createHelpCenter: { id: string } }>(
    request,
    CREATE_ARTICLE,
    {
      data: {
        collectionId: createHelpCollection.id,
        title,
        description: 'Where your saved searches are.',
        body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
        locale: 'en',
      },
    },
    token,
  );
  await graphql(request, PUBLISH, { id: createHelpCenter.id }, token);
  return createHelpCenter.id;
}

/** A card's figure on the analytics page, as a number (digits only: '1,204' and '1 204' alike). */
async function figure(page: Page, name: string): Promise<number> {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const text = await card.locator('[data-figure]').innerText();
  return Number(text.replace(/\D/g, ''));
}

test('staff see a visitor’s view and ‘No’ answer in the figures and in Reader feedback', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(120_000);
  const admin = await freshAdmin(request, createUser);
  await storeSession(page, admin, '/admin-help-center/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Help center analytics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Figures' })).toBeVisible();
  const before = {
    articles: await figure(page, 'Articles'),
    published: await figure(page, 'Published'),
    publishedInRange: await figure(page, 'Published in this range'),
    views: await figure(page, 'Views'),
  };
  // What each figure counts is written under it.
  await expect(page.getByText('One per visitor and article every 30 minutes, in the range.')).toBeVisible();

  const title = unique('Find your saved searches');
  const comment = unique('It does not say where the alerts are');
  const id = await publishedArticle(request, admin.token, title);
  // A visitor (no session) reads it and answers 'No' with a comment.
  expect(await graphql<{ recordHelpCenterView: boolean }>(request, VIEW, { id })).toEqual({
    recordHelpCenterView: true,
  });
  await graphql(request, ANSWER, { id, comment });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Figures' })).toBeVisible();
  // Other tests may add to the totals meanwhile: each figure has moved by at least this test's share.
  await expect.poll(() => figure(page, 'Articles')).toBeGreaterThanOrEqual(before.articles + 1);
  expect(await figure(page, 'Published')).toBeGreaterThanOrEqual(before.published + 1);
  expect(await figure(page, 'Published in this range')).toBeGreaterThanOrEqual(before.publishedInRange + 1);
  expect(await figure(page, 'Views')).toBeGreaterThanOrEqual(before.views + 1);

  // The article is in the helpfulness table with its answer, linked to its public page.
  const helpfulness = page.getByRole('table', { name: 'Was this article helpful?' });
  const showAll = page.getByRole('button', { name: /^Show all/ });
  if (await showAll.isVisible()) await showAll.click();
  const row = helpfulness.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('cell')).toHaveText(['0', '1', '0%']);
  await expect(row.getByRole('link', { name: title, exact: true })).toHaveAttribute(
    'href',
    `/help-center/collection/article/${id}`,
  );
  await expect(page.getByRole('table', { name: 'Views per day' })).toBeAttached();
  await expectNoViolations(page);

  // The range: a preset in one click, a custom range checked before it is asked for.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/days=7/);
  await page.getByRole('button', { name: 'Custom' }).click();
  await page.getByRole('textbox', { name: 'From' }).fill('2026-03-10');
  await page.getByRole('textbox', { name: 'To' }).fill('2026-03-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The start day must come before the end day.')).toBeVisible();
  await page.getByRole('textbox', { name: 'From' }).fill('2026-02-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/from=2026-02-01&to=2026-03-01/);

  // The 'No' count opens Reader feedback on that article's 'No' answers, with the comment.
  await page.goto('/admin-help-center/analytics');
  if (await showAll.isVisible()) await showAll.click();
  await row.getByRole('link', { name: `Read the 1 “No” answer on “${title}”` }).click();
  await expect(page).toHaveURL(/tab=feedback/);
  await expect(page.getByRole('tab', { name: 'Reader feedback', selected: true })).toBeVisible();
  await expect(page.getByText(`Article: ${title} (EN)`)).toBeVisible();
  await expect(page.getByText('Showing 1-1 of 1 result')).toBeVisible();
  const answer = page.getByRole('listitem').filter({ hasText: comment });
  await expect(answer.getByRole('link', { name: title })).toBeVisible();
  await expect(answer).toContainText('No, not helpful');
  await expect(answer).toContainText('Language: English');
  await expectNoViolations(page);

  // 'Yes' alone leaves the comment out; the title's words find the article.
  await page.getByRole('button', { name: 'All articles' }).click();
  await expect(page.getByRole('combobox', { name: 'Article' })).toBeVisible();
  await page.getByLabel('Answer').selectOption('yes');
  await expect(page).toHaveURL(/helpful=yes/);
  await expect(page.getByText(comment)).toBeHidden();
  await page.getByLabel('Answer').selectOption('no');
  await page.getByRole('combobox', { name: 'Article' }).fill(title);
  await page.getByRole('option', { name: `${title} (EN)` }).click();
  await expect(page.getByText('Showing 1-1 of 1 result')).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();
  await expectNoViolations(page);
});

test('the analytics and the dashboard strip in French on a phone', async ({ page, request, createUser }) => {
  test.setTimeout(90_000);
  const admin = await freshAdmin(request, createUser, 'fr');
  await page.setViewportSize({ width: 360, height: 800 });
  await storeSession(page, admin, '/dashboards');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const strip = page.getByRole('region', { name: 'Centre d’aide, 30 derniers jours' });
  await expect(strip.getByRole('heading', { name: 'Vues', exact: true })).toBeVisible();
  await noHorizontalScroll(page);
  await strip.getByRole('link', { name: 'Ouvrir les statistiques du centre d’aide' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques du centre d’aide' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Temps de lecture moyen', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '90 derniers jours' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await noHorizontalScroll(page);
  await expectNoViolations(page);
  // Screenshots at 1280 and 360 px for a person to look at (E2E_SHOTS).
  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(page, 'help-analytics-fr');

  await page.getByRole('tab', { name: 'Avis des lecteurs' }).click();
  await expect(page.getByRole('heading', { name: 'Avis des lecteurs', level: 2 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoViolations(page);
  await lookAt(page, 'help-analytics-feedback-fr');
});

test('a sub-admin without helpCenter view gets neither the page nor the figures', async ({
  page,
  request,
  createUser,
}) => {
  const admin = await freshAdmin(request, createUser);
  const email = uniqueEmail('hc-no-view');
  const { createUser: staff } = await graphql<{ createUser: { id: string } }>(
    request,
    CREATE_STAFF,
    {
      data: {
        email,
        firstName: 'Inès',
        lastName: 'Gagnon',
        userType: 'SUB_ADMIN',
        password: NEW_USER_PASSWORD,
      },
    },
    admin.token,
  );
  await graphql(
    request,
    SET_PERMISSIONS,
    {
      userId: staff.id,
      permissionData: [
        { module: 'helpCenter', add: true, edit: true, delete: true, view: false },
        { module: 'blogs', add: false, edit: false, delete: false, view: true },
      ],
    },
    admin.token,
  );
  const session = await acceptCurrentTerms(
    request,
    await login(request, { email, password: NEW_USER_PASSWORD }),
  );

  // The API refuses the figures and the answers.
  const today = new Date().toISOString().slice(0, 10);
  await expect(graphql(request, ANALYTIC, { from: today, to: today }, session.token)).rejects.toThrow(
    /NO_ACCESS|FORBIDDEN|access/i,
  );
  await expect(
    graphql(
      request,
      `
        {
          helpCenterFeedbackCount
        }
      `,
      {},
      session.token,
    ),
  ).rejects.toThrow(/NO_ACCESS|FORBIDDEN|access/i);

  await storeSession(page, session, '/admin-help-center/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Help center analytics' })).toBeVisible();
  await expect(page.getByText("You don't have an Access")).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);

  // The dashboard has no help-center strip for them.
  await page.goto('/dashboards');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Help center, last 30 days' })).toHaveCount(0);
});
