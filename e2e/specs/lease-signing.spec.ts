import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import { sampleOntarioLeaseTerms } from '@rentals/domain/leases/sample-terms';
import { expectNoViolations } from '../fixtures/axe';
import { graphql, type AuthPayload } from '../fixtures/graphql';
import { login } from '../fixtures/listings';
import { landlordWithListing } from '../fixtures/messaging';
import { submitApplication } from '../fixtures/rental-applications';
import { expect, storeSession, test, type NewUser } from '../fixtures/test';

/*
 * Issue 19, the built-in signing ceremony on /leases/<id>/sign: the tenant signs on a phone with a
 * drawn signature, resuming after a reload; the landlord counter-signs with a typed signature by
 * keyboard; both download the sealed PDF. A signer without a session signs from their link in
 * French, cannot sign twice, and sees the lease closed once the landlord voids it.
 */

const TENANT = 'Élise Tremblay';
const LANDLORD = 'Maple Court Holdings Inc.';
const SET_LOCALE = `mutation($data: UpdateUserInput!) { updateUser(data: $data) { id } }`;
const CREATE_LEASE = `mutation($data: JSON!, $name: String!) {
  createLease(data: $data, landlordLegalName: $name) {
    id lease { id subject expiresAt signers { id role email } } } }`;

interface Lease {
  id: string;
  subject: string;
  expiresAt: string;
  signers: { id: string; role: string; email: string }[];
}

/** A landlord's lease, sent for signature, for a renter whose application they approved. */
async function sentLease(
  request: APIRequestContext,
  createUser: (o?: { userType?: 'RENTER' | 'LANDLORD' }) => Promise<NewUser>,
  { tenantLocale = 'en' }: { tenantLocale?: 'en' | 'fr' } = {},
): Promise<{ landlord: AuthPayload; tenant: AuthPayload; lease: Lease }> {
  const { session: landlord, listing } = await landlordWithListing(request, createUser);
  const renter = await createUser();
  const tenant = await login(request, renter);
  if (tenantLocale !== 'en')
    await graphql(request, SET_LOCALE, { data: { locale: tenantLocale } }, tenant.token);
  const applicationId = await submitApplication(request, tenant.token, listing);
  await graphql(
    request,
    'query($id: ID!) { rentalApplication(id: $id) { id } }',
    { id: applicationId },
    landlord.token,
  );
  await graphql(
    request,
    'mutation($id: ID!) { updateRentalApplicationStatus(id: $id, action: APPROVE) { id } }',
    { id: applicationId },
    landlord.token,
  );
  const terms = sampleOntarioLeaseTerms(new Date(), [{ name: TENANT, email: renter.email }]);
  const { createLease } = await graphql<{ createLease: { lease: Lease } }>(
    request,
    CREATE_LEASE,
    { data: { listingId: listing.id, unitId: listing.unitId, applicationId, terms }, name: LANDLORD },
    landlord.token,
  );
  return { landlord, tenant, lease: createLease.lease };
}

/**
 * The signer's e-mailed link, made as the server makes it (adapters/esign/signer-token.ts) with the
 * link key the server keeps in its data directory.
 */
async function signingLink(
  request: APIRequestContext,
  lease: Lease,
  role: string,
  returnTo = '/',
): Promise<string> {
  // Any token check makes the server create its key on first use.
  await request.post('/graphql', {
    data: {
      query: 'mutation($id: ID!) { openLeaseSigning(leaseId: $id, token: "a.b") { isTurn } }',
      variables: { id: lease.id },
    },
  });
  const key = process.env.MAIL_TOKEN_SECRET
    ? Buffer.from(process.env.MAIL_TOKEN_SECRET)
    : Buffer.from(readFileSync(path.join(process.env.E2E_DATA_DIR!, 'mail-token.key'), 'utf8').trim());
  const signer = lease.signers.find((s) => s.role === role)!;
  const payload = Buffer.from(
    JSON.stringify([lease.id, signer.id, new Date(lease.expiresAt).getTime()]),
  ).toString('base64url');
  const token = `${payload}.${createHmac('sha256', key).update(`lease-signer:${payload}`).digest('base64url')}`;
  const query = new URLSearchParams({ signer: signer.id, token, return: returnTo });
  return `/leases/${lease.id}/sign?${query}`;
}

/** Draws a wavy signature across the pad with the mouse, as a finger would. */
async function drawSignature(page: Page, pad: Locator) {
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.1, y);
  await page.mouse.down();
  for (let i = 1; i <= 24; i += 1) {
    const x = box.x + box.width * (0.1 + (0.8 * i) / 24);
    await page.mouse.move(x, y + Math.sin(i / 2) * box.height * 0.3, { steps: 2 });
  }
  await page.mouse.up();
}

async function expectPdf(download: Download) {
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');
}

const noHorizontalScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);

test('the tenant signs on a phone with a drawn signature, the landlord by keyboard, both download it', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(90_000);
  const { landlord, tenant, lease } = await sentLease(request, createUser);

  // The tenant, on a 360 px phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await storeSession(page, tenant, `/leases/${lease.id}/sign`);
  await expect(page.getByRole('heading', { level: 1, name: lease.subject })).toBeVisible();
  await expect(page.getByText('0 of 2 signatures')).toBeVisible();
  await expect(page.getByRole('heading', { name: '5. Rent' })).toBeVisible();
  await expect(page.getByText('$2,335', { exact: true }).first()).toBeVisible();
  await noHorizontalScroll(page);
  await expectNoViolations(page);

  await page.getByRole('checkbox', { name: /^I agree to sign this lease electronically\./ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adopt your signature' });
  await expect(dialog.getByRole('tab', { name: 'Draw', selected: true })).toBeVisible();
  await expect(dialog.getByText('Prefer the keyboard? Choose Type to type your signature.')).toBeVisible();
  // Too little ink is refused.
  await dialog.getByRole('button', { name: 'Adopt and continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Draw your signature: this is too little to be one.');
  await drawSignature(page, dialog.getByRole('img', { name: /^Signature pad/ }));
  await expect(dialog.getByRole('textbox', { name: 'Initials' })).toHaveValue('ÉT');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Adopt and continue' }).click();
  await expect(dialog).toBeHidden();

  // The first place; the session drops and resumes there.
  const initialPages = page.getByRole('button', { name: 'Initial each page', exact: true });
  await expect(initialPages).toBeFocused();
  await initialPages.click();
  await expect(page.getByText('Each page initialled')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'of 3 places' })).toHaveText('1 of 3 places');
  await page.reload();
  await expect(page.getByText('Each page initialled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Initial each page', exact: true })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'of 3 places' })).toHaveText('1 of 3 places');

  // The sticky bar leads to each place left.
  await page.getByRole('button', { name: 'Next: Initial the additional terms' }).click();
  await expect(page.getByRole('button', { name: 'Initial the additional terms', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Initial the additional terms', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign here', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Sign here', exact: true }).click();
  await expect(page.getByRole('img', { name: `Drawn signature of ${TENANT}` }).first()).toBeVisible();
  await noHorizontalScroll(page);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Finish and sign' }).click();
  await expect(page.getByRole('heading', { name: 'You signed' })).toBeFocused();
  await expect(
    page.getByText("You signed. We'll e-mail you the signed lease when everyone has signed."),
  ).toBeVisible();
  await expect(page.getByText('1 of 2 signatures')).toBeVisible();

  // The landlord counter-signs with a typed signature, by keyboard only.
  await page.setViewportSize({ width: 1280, height: 800 });
  await storeSession(page, landlord, `/leases/${lease.id}/sign`);
  await expect(page.getByText('1 of 2 signatures')).toBeVisible();
  await page.getByRole('checkbox', { name: /^I agree to sign this lease electronically\./ }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  const adopt = page.getByRole('dialog', { name: 'Adopt your signature' });
  await expect(adopt.getByRole('tab', { name: 'Draw' })).toBeVisible();
  await adopt.getByRole('tab', { name: 'Draw' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(adopt.getByRole('tab', { name: 'Type', selected: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(adopt.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Jordan Park');
  await expect(adopt.getByRole('textbox', { name: 'Initials' })).toHaveValue('JP');
  await expect(adopt.getByRole('img', { name: 'Preview of your signature: Jordan Park' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(adopt.getByRole('button', { name: 'Adopt and continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(adopt).toBeHidden();
  for (const place of ['Initial each page', 'Initial the additional terms', 'Sign here']) {
    await expect(page.getByRole('button', { name: place, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('button', { name: 'Finish and sign' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Everyone signed' })).toBeVisible();
  await expect(page.getByText('2 of 2 signatures')).toBeVisible();
  let downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download signed lease' }).click();
  await expectPdf(await downloading);

  // The tenant finds the sealed lease on the same page.
  await storeSession(page, tenant, `/leases/${lease.id}/sign`);
  await expect(page.getByText('You have already signed this lease.')).toBeVisible();
  downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download signed lease' }).click();
  await expectPdf(await downloading);
});

test('a signer signs from their e-mailed link in French, once, and sees the voided lease closed', async ({
  page,
  request,
  createUser,
}) => {
  test.setTimeout(90_000);
  const { landlord, lease } = await sentLease(request, createUser, { tenantLocale: 'fr' });
  const link = await signingLink(request, lease, 'TENANT', '/search');

  // No session: the link alone opens the ceremony, in the signer's language.
  await page.goto(link);
  await expect(page.getByText('0 signature sur 2')).toBeVisible();
  await expect(page.getByRole('heading', { name: '5. Loyer' })).toBeVisible();
  await expect(page.getByText('Inclus', { exact: true }).first()).toBeVisible();
  await expectNoViolations(page);
  const reading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Lire le bail complet (PDF)' }).click();
  await expectPdf(await reading);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Cochez la case pour accepter avant de continuer.')).toBeVisible();
  await page.getByRole('checkbox', { name: /^J’accepte de signer ce bail électroniquement\./ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adoptez votre signature' });
  await dialog.getByRole('tab', { name: 'Taper' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Nom complet' })).toHaveValue(TENANT);
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Adopter et continuer' }).click();
  await page.getByRole('button', { name: 'Parapher chaque page', exact: true }).click();
  await page.getByRole('button', { name: 'Parapher les conditions supplémentaires', exact: true }).click();
  await page.getByRole('button', { name: 'Signer ici', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'endroits' })).toHaveText('3 endroits sur 3');
  await page.getByRole('button', { name: 'Terminer et signer' }).click();
  await expect(page.getByRole('heading', { name: 'Vous avez signé' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Revenir' })).toHaveAttribute('href', '/search');

  // A second attempt changes nothing and says why, in French.
  await page.goto(link);
  await expect(page.getByText('Vous avez déjà signé ce bail.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Terminer et signer' })).toHaveCount(0);
  const token = new URL(link, 'http://x').searchParams.get('token');
  const again = await request.post('/graphql', {
    data: {
      query: `mutation($id: ID!, $token: String) { signLease(leaseId: $id, token: $token,
        signature: { kind: "TYPED", text: "${TENANT}", initials: "ÉT" }) { isTurn } }`,
      variables: { id: lease.id, token },
    },
  });
  const body = (await again.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe('LEASE_ALREADY_SIGNED');

  // The landlord voids it: the link shows it closed, with the reason.
  await graphql(
    request,
    'mutation($id: ID!, $reason: String!) { voidLease(leaseId: $id, reason: $reason) { id } }',
    { id: lease.id, reason: 'Le logement n’est plus disponible.' },
    landlord.token,
  );
  await page.goto(link);
  await expect(page.getByText('Ce bail est clos', { exact: true })).toBeVisible();
  await expect(page.getByText('Le locateur a annulé ce bail.')).toBeVisible();
  await expect(page.getByText('Motif\u00a0: Le logement n’est plus disponible.')).toBeVisible();
  await expectNoViolations(page);
});
