import type { APIRequestContext } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { graphql } from '../fixtures/graphql';
import { createListings, login } from '../fixtures/listings';
import { mailTo, type ReceivedMail } from '../fixtures/mailbox';
import { expect, test } from '../fixtures/test';

/*
 * Issue 25's availability confirmation: a landlord confirms a public listing from /building and
 * renters read 'Availability confirmed today'; the demo landlord's real 'Still available?' e-mail
 * (sent at start-up for the demo listings confirmed more than 14 days ago, and caught by the run's
 * stand-in mail server) confirms its listing once, the page of its links waiting for a button
 * press; that page answers a forged link with its coded error, in French for a French link, and
 * passes axe.
 */

const APPROVE = `mutation($id: ID!) { approveListing(where: { id: $id }) { id } }`;

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a landlord confirms a listing’s availability and renters see it confirmed today', async ({
  page,
  request,
  signInAsNewUser,
}) => {
  test.setTimeout(90_000);
  const user = await signInAsNewUser({ userType: 'LANDLORD' });
  const landlord = await login(request, user);
  const [listing] = await createListings(request, landlord.token, [unique('Still Lofts')]);
  const admin = await login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  await graphql(request, APPROVE, { id: listing!.id }, admin.token);

  await page.goto('/building');
  const row = page.getByRole('article', { name: listing!.title });
  await row.getByRole('button', { name: 'Confirm availability' }).click();
  await expect(
    page.getByText('Availability confirmed. Renters now see it was confirmed today.'),
  ).toBeVisible();
  await expect(row.getByText('Availability confirmed today')).toBeVisible();

  await page.goto(`/listing/${listing!.id}`);
  await expect(page.getByText('Availability confirmed today')).toBeVisible();
});

/** The subject of the English 'Still available?' e-mail (apps/api availability-emails.ts), with its title. */
const STILL_AVAILABLE_SUBJECT = /^Is "(.+)" still available\?$/;

/** The demo landlord's first 'Still available?' e-mail, once the start-up checks have sent it. */
async function firstStillAvailableMail(request: APIRequestContext): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  // The job runner looks every 10 s and the outbox is flushed at once, or at worst 30 s later.
  await expect
    .poll(
      async () => {
        const mails = await mailTo(request, DEMO_ACCOUNTS.landlord);
        found = mails.find((m) => STILL_AVAILABLE_SUBJECT.test(m.subject));
        return found?.subject;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toMatch(STILL_AVAILABLE_SUBJECT);
  return found!;
}

test('the ‘Yes’ link of a real ‘Still available?’ e-mail confirms its listing once', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const mail = await firstStillAvailableMail(request);
  const title = STILL_AVAILABLE_SUBJECT.exec(mail.subject)![1]!;
  const yes = /^Yes, still available:\n(\S+)$/m.exec(mail.text)?.[1];
  expect(yes, mail.text).toBeDefined();
  // The e-mail links to this server's page, in the landlord's language.
  const link = new URL(yes!);
  expect(link.origin).toBe(new URL(baseURL!).origin);
  expect(link.pathname).toBe('/listing-availability');
  expect(link.searchParams.get('lang')).toBe('en');

  await page.goto(yes!);
  await expect(page.getByRole('heading', { name: 'Still available?' })).toBeVisible();
  await expect(
    page.getByText(
      'Is this listing still available? Confirming it tells renters its availability was checked today.',
    ),
  ).toBeVisible();
  // Opening the link answers nothing: a mail scanner that follows it changes nothing.
  const confirmed = page.getByText(`Thank you: “${title}” is confirmed as still available.`);
  await expect(confirmed).toHaveCount(0);
  await expectNoViolations(page);

  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && !!r.request().postData()?.includes('answerAvailabilityCheck'),
  );
  await page.getByRole('button', { name: 'Yes, it’s still available' }).click();
  const body = (await (await answered).json()) as {
    data: { answerAvailabilityCheck: { listingId: string } };
  };
  await expect(confirmed).toBeVisible();
  await expect(page.getByRole('status').getByText('Availability confirmed today')).toBeVisible();
  await expectNoViolations(page);

  await page.goto(`/listing/${body.data.answerAvailabilityCheck.listingId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Availability confirmed today')).toBeVisible();

  // The link works once: the second press is told so, and nothing else happens.
  await page.goto(yes!);
  await page.getByRole('button', { name: 'Yes, it’s still available' }).click();
  await expect(
    page.getByText(
      'This link has already been used. Your answer was recorded; manage the listing from your listings.',
    ),
  ).toBeVisible();
  await expect(confirmed).toHaveCount(0);
  await expectNoViolations(page);
});

test('the page of a ‘Still available?’ link refuses a forged link, in French', async ({ page }) => {
  const forged = `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.${'A'.repeat(43)}`;
  await page.goto(`/listing-availability?token=${encodeURIComponent(forged)}&answer=yes&lang=fr`);
  await expect(page.getByRole('heading', { name: 'Toujours disponible?' })).toBeVisible();
  // Nothing is answered until the button is pressed: a mail scanner opening the link changes nothing.
  const confirm = page.getByRole('button', { name: 'Oui, elle est toujours disponible' });
  await expect(confirm).toBeVisible();
  await expect(page.getByText(/^Ce lien n'est pas valide\./)).toHaveCount(0);
  await expectNoViolations(page);
  await confirm.click();
  await expect(page.getByText(/^Ce lien n'est pas valide\./)).toBeVisible();
  await expectNoViolations(page);

  await page.goto(`/listing-availability?token=${encodeURIComponent(forged)}&answer=rented&lang=fr`);
  await page.getByRole('button', { name: 'Oui, c’est loué' }).click();
  await expect(page.getByText(/^Ce lien n'est pas valide\./)).toBeVisible();
  await expectNoViolations(page);
});
