import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { expectNoViolations } from '../fixtures/axe';
import { graphql } from '../fixtures/graphql';
import { login } from '../fixtures/listings';
import { lookAt } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/test';

/*
 * Issue 23, rental laws: a visitor reads Quebec's entries for landlords in French and opens an
 * official source; staff edit an entry, mark it reviewed and publish it. The entries read are the
 * shipped ones (apps/api modules/rental-laws/seed); staff work on an entry of their own.
 */

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a visitor reads Quebec’s rules for landlords in French and opens the official source', async ({
  page,
  context,
}) => {
  // The official site is not reached from the test machine: the new tab gets a stand-in page.
  await context.route('https://www.tal.gouv.qc.ca/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>TAL</title>' }),
  );
  await page.goto('/rental-laws');
  await expect(page.getByRole('heading', { level: 1, name: 'Rental laws by province' })).toBeVisible();
  // Ontario for renters until the visitor chooses.
  await expect(
    page.getByRole('heading', { name: /How much and how often your rent can go up/ }),
  ).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await page.getByRole('combobox', { name: 'Province ou territoire' }).selectOption('QC');
  await page.getByRole('button', { name: 'Je suis locateur' }).click();
  await expect(page).toHaveURL(/province=QC&audience=landlord/);
  await expect(page.getByRole('button', { name: 'Je suis locateur' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText(/Tribunal administratif du logement/).first()).toBeVisible();
  await expect(page.getByText('Information générale, pas un avis juridique')).toBeVisible();

  const entry = page.getByRole('button', { name: /Augmenter le loyer au renouvellement du bail/ });
  await entry.click();
  await expect(entry).toHaveAttribute('aria-expanded', 'true');
  const body = page.getByRole('region', { name: /Augmenter le loyer au renouvellement du bail/ });
  await expect(body.getByText(/avis de modification du bail/).first()).toBeVisible();
  await expect(body.getByText(/Dernière révision le/)).toBeVisible();
  const source = body.getByRole('link', { name: /Source officielle : Tribunal administratif du logement/ });
  await expect(source).toHaveAttribute('href', 'https://www.tal.gouv.qc.ca/fr');
  await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  // Entries for renters only are not shown to a landlord.
  await expect(
    page.getByRole('button', { name: /Vous recevez un avis d’augmentation de loyer/ }),
  ).toHaveCount(0);
  await expectNoViolations(page);

  const counted = page.waitForRequest(
    (r) => r.url().endsWith('/graphql') && !!r.postData()?.includes('openRentalLawSource'),
  );
  const popup = context.waitForEvent('page');
  await source.click();
  await counted;
  await expect(await popup).toHaveURL('https://www.tal.gouv.qc.ca/fr');

  // The choice is remembered: the bare address opens on it again.
  await page.goto('/rental-laws');
  await expect(page).toHaveURL(/province=QC&audience=landlord/);
  await expect(page.getByRole('combobox', { name: 'Province ou territoire' })).toHaveValue('QC');

  // A province without entries points to its tribunal.
  await page.getByRole('combobox', { name: 'Province ou territoire' }).selectOption('YT');
  await expect(
    page.getByRole('heading', { name: 'Aucune fiche n’est encore rédigée pour : Yukon' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Bureau de la location résidentielle/ }).first()).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('combobox', { name: 'Province ou territoire' }).selectOption('QC');
  await page.setViewportSize({ width: 360, height: 800 });
  await noHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(page, 'rental-laws-fr');
});

test('the page is rendered on the server with its head', async ({ request }) => {
  const response = await request.get('/rental-laws?province=BC&audience=renter&lang=fr');
  const html = await response.text();
  expect(html).toContain('Hausses de loyer : la limite annuelle et trois mois de préavis');
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toMatch(
    /<link rel="canonical" href="[^"]*\/rental-laws\?province=BC&amp;audience=renter&amp;lang=fr"/,
  );
  expect(html).toMatch(/hreflang="en"/);
});

test('staff edit an entry, mark it reviewed and publish it', async ({ page, request, signInAs }) => {
  const admin = await login(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  const title = unique('Deposits in Nova Scotia');
  await graphql(
    request,
    'mutation($d: RentalLawInput!) { createRentalLaw(data: $d) { id } }',
    {
      d: {
        title,
        description: 'What a landlord may ask for.',
        province: 'NS',
        audience: 'BOTH',
        topic: 'deposits',
        locale: 'en',
        body: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'At most half a month.' }] }],
        },
        sourceUrl: 'https://novascotia.ca/',
        lastReviewedOn: '2024-05-01',
        isPublished: false,
      },
    },
    admin.token,
  );

  await signInAs('admin', '/admin-rental-laws?province=NS');
  await expect(page.getByRole('heading', { level: 1, name: 'Rental laws' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Needs review')).toBeVisible();
  await expectNoViolations(page);

  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit rental law entry' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Rental law entry' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} (edited)`);
  await form.getByRole('textbox', { name: 'Official source link' }).fill('http://novascotia.ca/');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('textbox', { name: 'Official source link' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(
    form.getByText('Official source link must be a secure link starting with https://'),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'Official source link' }).fill('https://novascotia.ca/');
  await form.getByRole('button', { name: 'Mark reviewed today' }).click();
  await expect(form.getByText('Marked reviewed today. Save to keep it.')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The entry is saved.')).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('link', { name: 'Back to the rental laws' }).click();
  const edited = page.getByRole('row').filter({ hasText: `${title} (edited)` });
  await expect(edited).toBeVisible();
  await expect(edited.getByText('Needs review')).toHaveCount(0);
  const publish = edited.getByRole('switch', { name: `Published: ${title} (edited)` });
  await publish.click();
  await expect(page.getByText('The entry is published.')).toBeVisible();
  await expect(publish).toBeChecked();

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Rental laws' })).toBeVisible();
  await lookAt(page, 'admin-rental-laws', { phone: false });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Deleting asks first.
  await edited.getByRole('button', { name: `Delete ${title} (edited)` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this entry?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The entry is deleted.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});
