import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';
import { graphql } from '../fixtures/graphql';
import { login } from '../fixtures/listings';
import { lookAt } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/test';

/*
 * Issue 25's data export: a renter, in French, asks for a copy of their data on /profile/your-data;
 * the job (which the server's runner picks up within seconds) builds the zip and writes the e-mail
 * to the outbox; the renter opens the e-mailed page and downloads the zip. The staff view of the
 * requests still to answer is checked for access and accessibility. A build that failed for good
 * cannot be caused from a browser: those pages are shown with the failed request's answer in place
 * of the server's, and what is then sent goes to the server.
 */

const OUTBOX = `{ emailOutbox(first: 50) { items { to subject template } } }`;

/** The subjects of the export e-mails the outbox holds for `email`, as the admin's outbox page reads them. */
async function exportMailsTo(request: APIRequestContext, email: string): Promise<string[]> {
  const admin = await login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  const data = await graphql<{ emailOutbox: { items: { to: string; subject: string; template: string }[] } }>(
    request,
    OUTBOX,
    {},
    admin.token,
  );
  return data.emailOutbox.items
    .filter((m) => m.to === email && m.template === 'data-export-ready')
    .map((m) => m.subject);
}

test('a renter, in French, asks for their data and downloads the zip from the e-mailed page', async ({
  page,
  request,
  signInAsNewUser,
}) => {
  test.setTimeout(120_000);
  const renter = await signInAsNewUser({ path: '/profile' });
  // The switch stores the account's language too, so the e-mail is written in French.
  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await page.getByRole('link', { name: 'Vos données' }).click();
  await expect(page.getByRole('heading', { name: 'Vos données', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Télécharger vos données', level: 2 })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Demander une copie' }).click();
  await expect(page.getByText(/^Demande faite le/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Demander une copie' })).toHaveCount(0);

  await expect
    .poll(() => exportMailsTo(request, renter.email), { timeout: 60_000, intervals: [2_000] })
    .toEqual(['Vos données sont prêtes à télécharger']);

  // The e-mail links to this page: the zip itself needs the session.
  await page.goto('/profile/your-data');
  await expect(page.getByText(/^Votre copie est prête/)).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger vos données' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^data-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile((await file.path())!);
  // A zip starts with its local file header's signature.
  expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
  await expect(page.getByText('Vos données ont été téléchargées.')).toBeVisible();
});

test('staff see the privacy requests page; a renter is kept out', async ({ page, signInAs }) => {
  await signInAs('admin', '/privacy-requests');
  await expect(page.getByRole('heading', { name: 'Privacy Requests', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Nothing to answer').or(page.getByRole('list', { name: 'Privacy requests' })),
  ).toBeVisible();
  await expectNoViolations(page);

  await signInAs('renter', '/privacy-requests');
  await expect(page).toHaveURL('/');
});

/** Answers the named query with `data` instead of the server, until unrouted. */
async function answerQuery(page: Page, operationName: string, data: unknown) {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== operationName) return route.fallback();
    await route.fulfill({ json: { data } });
  });
}

test('a copy that could not be prepared says so, in French too, and the renter asks again', async ({
  page,
  signInAsNewUser,
}) => {
  await signInAsNewUser({ path: '/profile' });
  await answerQuery(page, 'MyDataExport', {
    myDataExport: {
      __typename: 'DataExport',
      id: '00000000-0000-4000-8000-000000000001',
      state: 'FAILED',
      requestedAt: '2026-11-20T15:00:00.000Z',
      readyAt: null,
      expiresAt: null,
      fileId: null,
    },
  });
  await page.goto('/profile/your-data');
  await expect(page.getByText(/We could not prepare your copy\. Ask again/)).toBeVisible();
  await expectNoViolations(page);
  await lookAt(page, 'your-data-failed-en');

  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(
    page.getByText(/Nous n’avons pas pu préparer votre copie\. Refaites la demande/),
  ).toBeVisible();
  const ask = page.getByRole('button', { name: 'Demander une copie' });
  await expect(ask).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(page, 'your-data-failed-fr');

  await page.unrouteAll();
  await ask.click();
  await expect(page.getByText(/^Demande faite le/)).toBeVisible();
  await expect(ask).toHaveCount(0);
});

test('staff see a failed export with Retry; the server answers for the request', async ({
  page,
  signInAs,
}) => {
  const failedId = '00000000-0000-4000-8000-000000000002';
  await answerQuery(page, 'PrivacyRequests', {
    privacyRequests: {
      __typename: 'PrivacyRequestPage',
      count: 1,
      items: [
        {
          __typename: 'PrivacyRequest',
          id: failedId,
          kind: 'DATA_EXPORT',
          status: 'FAILED',
          requestedAt: '2026-11-20T15:00:00.000Z',
          dueAt: '2026-12-20T15:00:00.000Z',
          user: {
            __typename: 'PrivacyRequestUser',
            id: '00000000-0000-4000-8000-000000000003',
            email: 'failed.export@example.test',
            name: 'Noor Haddad',
          },
        },
      ],
    },
  });
  await signInAs('admin', '/privacy-requests');
  const row = page.getByRole('listitem').filter({ hasText: 'failed.export@example.test' });
  await expect(row.getByText('Failed', { exact: true })).toBeVisible();
  await expect(row.getByText(/could not be prepared after several attempts/)).toBeVisible();
  const retry = row.getByRole('button', { name: 'Retry the data export of failed.export@example.test' });
  await expect(retry).toHaveText('Retry');
  await expectNoViolations(page);
  await lookAt(page, 'privacy-requests-failed-en');

  // No such request on the server: its coded error is shown in words.
  await retry.click();
  await expect(row.getByRole('alert')).toHaveText('This data export request does not exist.');
});
