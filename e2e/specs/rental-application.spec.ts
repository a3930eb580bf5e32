import type { Page } from '@playwright/test';
import { expectNoViolations } from '../fixtures/axe';
import { landlordWithListing } from '../fixtures/messaging';
import { pdf } from '../fixtures/rental-applications';
import { expect, test } from '../fixtures/test';

/*
 * Issue 18, the rental application wizard (spec/02): a tenant is refused on each page with the
 * spec's messages first, fills every page with documents and a drawn signature, saves a draft,
 * reloads, submits and sees the success dialog; a guarantor's shorter path; French on a phone.
 */

const REQUIRED = '*This field is required';

const wizard = (page: Page) => page.getByRole('main');
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const heading = (page: Page, name: string) =>
  expect(wizard(page).getByRole('heading', { name, exact: true, level: 2 })).toBeVisible();
const textbox = (page: Page, name: string) => wizard(page).getByRole('textbox', { name, exact: true });
const radio = (page: Page, group: string, name: string) =>
  wizard(page).getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true });

/** Chooses one file for a document field (its fieldset is named by its label) and waits for it to upload. */
async function upload(page: Page, label: string, fileName: string) {
  const field = wizard(page).getByRole('group', { name: label });
  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(pdf(fileName));
  await expect(field.getByRole('button', { name: `Remove ${fileName}` })).toBeVisible();
}

async function drawSignature(page: Page) {
  const pad = wizard(page).getByRole('img', { name: /^Signature pad/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(box.x + 20 + i * 15, box.y + box.height / 2 + (i % 2) * 20);
  await page.mouse.up();
  await page.getByRole('button', { name: 'Save signature' }).click();
  await expect(page.getByText('Your signature is saved.')).toBeVisible();
}

test('a tenant is refused page by page, saves a draft, reloads, and submits with documents', async ({
  page,
  request,
  createUser,
  signInAsNewUser,
}) => {
  test.setTimeout(180_000);
  const { listing } = await landlordWithListing(request, createUser);
  await signInAsNewUser({ path: `/listing/${listing.id}` });
  await page.getByRole('link', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/rental-application\\?listing=${listing.id}`));
  await page.getByRole('button', { name: 'Start' }).click();

  // Page 0: the offer. The listing's address comes with the Apply link.
  await heading(page, 'Rental Offer');
  await expect(textbox(page, 'Rental property address')).not.toHaveValue('');
  await next(page);
  await expect(wizard(page).getByText(REQUIRED).first()).toBeVisible();
  await radio(page, 'Applying as', 'Tenant').check();
  await textbox(page, 'Your offer (monthly rent)').fill('2100');
  await textbox(page, 'Lease term (months)').fill('200');
  await next(page);
  await expect(wizard(page).getByText('Use numbers between 0.1 and 100.')).toBeVisible();
  await textbox(page, 'Lease term (months)').fill('12');
  await next(page);

  // Page 1: the applicant.
  await heading(page, 'Applicant');
  await next(page);
  await expect(wizard(page).getByText(REQUIRED).first()).toBeVisible();
  await textbox(page, 'First name').fill('Élise');
  await textbox(page, 'Last name').fill('Tremblay');
  await textbox(page, 'Phone').fill('416 555 0100');
  await textbox(page, 'Email').fill('elise@example.test');
  await textbox(page, 'Confirm email').fill('elise@example.tset');
  await next(page);
  await expect(wizard(page).getByText('Please enter a valid phone number')).toBeVisible();
  await expect(wizard(page).getByText('Email addresses do not match')).toBeVisible();
  await textbox(page, 'Phone').fill('1 416 555 0100');
  await textbox(page, 'Confirm email').fill('elise@example.test');
  await textbox(page, 'Street').fill('12 King Street West');
  await textbox(page, 'City').fill('Toronto');
  await textbox(page, 'Province').fill('ON');
  await textbox(page, 'Postal code').fill('M5H 1A1');
  await textbox(page, 'Reason for leaving').fill('Closer to work.');

  // A draft saved here comes back after a reload, word for word.
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await page.reload();
  await expect(textbox(page, 'Reason for leaving')).toHaveValue('Closer to work.');
  await expect(textbox(page, 'Street')).toHaveValue('12 King Street West');
  await next(page);

  // Page 2: income.
  await heading(page, 'Income');
  await next(page);
  await expect(wizard(page).getByText(REQUIRED).first()).toBeVisible();
  await textbox(page, 'Gross monthly income').fill('7200');
  await next(page);

  // Page 3: obligations, reference and pets.
  await heading(page, 'Financial Obligations');
  await next(page);
  await expect(wizard(page).getByText(REQUIRED).first()).toBeVisible();
  await wizard(page).getByRole('checkbox', { name: 'None', exact: true }).check();
  await textbox(page, 'Personal reference name').fill('Marc Gagnon');
  await textbox(page, 'Personal reference email').fill('marc@example.test');
  await next(page);

  // Pages 4 and 5: no vehicle, no co-occupant (the defaults).
  await heading(page, 'Vehicles');
  await next(page);
  await heading(page, 'Co-occupants');
  await next(page);

  // Page 6: the three required documents.
  await heading(page, 'Supplementary Documents');
  await next(page);
  await expect(wizard(page).getByText(REQUIRED).first()).toBeVisible();
  await upload(page, 'Credit score', 'credit-score.pdf');
  await upload(page, 'Proof of income', 'pay-stub.pdf');
  await upload(page, 'Government ID', 'passport.pdf');
  await next(page);

  // Page 7: no submission without a saved signature, then the consent and Submit!
  await heading(page, 'Signature');
  await page.getByRole('button', { name: 'Submit!' }).click();
  await expect(wizard(page).getByText('Please save your signature before proceeding')).toBeVisible();
  await drawSignature(page);
  await expect(wizard(page).getByRole('checkbox', { name: /I consent to a credit check/ })).not.toBeChecked();
  await wizard(page)
    .getByRole('checkbox', { name: /I agree to share my application/ })
    .check();
  await page.getByRole('button', { name: 'Submit!' }).click();
  const done = page.getByRole('dialog');
  await expect(
    done.getByText(
      'We have received your rental application. You will be contacted if any additional information is required. Thank you for your interest!',
    ),
  ).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/');
  // The draft went with the submission.
  expect(await page.evaluate(() => localStorage.getItem('rental-application-draft'))).toBeNull();
});

test("a guarantor's path leaves out the vehicles and co-occupants", async ({ page, signInAsNewUser }) => {
  await signInAsNewUser({ path: '/rental-application-form' });
  await expect(page).toHaveURL('/rental-application');
  await page.getByRole('button', { name: 'Start' }).click();
  await radio(page, 'Applying as', 'Guarantor').check();
  await textbox(page, 'Rental property address').fill('88 Queen Street East, Toronto');
  await textbox(page, 'Full name of the person you guarantee').fill('Léa Roy');
  const tabs = page.getByRole('tablist', { name: 'Pages of the application' });
  await expect(tabs.getByRole('tab', { name: 'Vehicles' })).toHaveCount(0);
  await expect(tabs.getByRole('tab', { name: 'Co-occupants' })).toHaveCount(0);
  await next(page);
  await heading(page, 'Applicant');
});

test('in French on a 360 px phone, the wizard names its errors in French and is axe clean', async ({
  page,
  signInAsNewUser,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsNewUser({ path: '/rental-application?lang=fr' });
  await page.getByRole('button', { name: 'FR', exact: true }).click();
  await page.getByRole('button', { name: 'Commencer' }).click();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(wizard(page).getByText('*Ce champ est obligatoire').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);
});
