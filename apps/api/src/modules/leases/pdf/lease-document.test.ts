import { describe, expect, it } from 'vitest';
import { sha256Hex } from './hash';
import { renderLeasePdf } from './lease-document';
import { ONTARIO_WORDING } from './ontario-lease';
import { extractPages, extractText } from './test-extract';
import { leaseInput } from './test-fixtures';

/** Where each of the seventeen section headings appears, in document order. */
function headingPositions(text: string, locale: 'en' | 'fr'): number[] {
  const w = ONTARIO_WORDING[locale];
  const headings = [
    w.parties,
    w.unit,
    w.contact,
    w.term,
    w.rent,
    w.services,
    w.discounts,
    w.rentDeposit,
    w.keyDeposit,
    w.smoking,
    w.insurance,
    w.changes,
    w.maintenance,
    w.assignment,
    w.additionalTerms,
    w.changesToAgreement,
    w.signatures,
  ].map((s) => s.heading);
  return headings.map((h) => text.indexOf(h));
}

describe('the Ontario standard lease', () => {
  it('fills the English form from the terms', async () => {
    const text = await extractText(await renderLeasePdf(leaseInput('ON', 'en')));
    await expect(text).toMatchFileSnapshot('__snapshots__/ontario-en.txt');
    expect(text).toContain('Residential Tenancy Agreement (Standard Form of Lease)');
    expect(text).toContain('047-2229E (2020/12)');
    expect(text).toContain('Maple Leaf Rentals Inc.');
    expect(text).toContain('Émilie Tremblay');
    expect(text).toContain('Jordan O’Neil');
    expect(text).toContain('Françoise Côté');
    expect(text).toContain('$2,150.00');
    expect(text).toContain('$2,325.00');
    expect(text).toContain('December 15, 2026');
    const positions = headingPositions(text, 'en');
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('fills the French form from the terms', async () => {
    const text = await extractText(await renderLeasePdf(leaseInput('ON', 'fr')));
    await expect(text).toMatchFileSnapshot('__snapshots__/ontario-fr.txt');
    expect(text).toContain('Convention de location à usage d’habitation (Bail standard)');
    expect(text).toContain('047-2229F (2020/12)');
    expect(text).toContain('Maple Leaf Rentals Inc.');
    expect(text).toContain('2 150,00 $');
    expect(text).toContain('15 décembre 2026');
    expect(text).toContain('« ni dans le logement »');
    const positions = headingPositions(text, 'fr');
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('has extractable text and the footer on every page', async () => {
    const pages = await extractPages(await renderLeasePdf(leaseInput('ON', 'en')));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page.length).toBeGreaterThan(100);
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain('lease-on-0001');
    });
  });
});

describe('the provincial lease', () => {
  it.each([
    ['BC', 'en', 'Residential Tenancy Agreement (RTB-1)', 'sign the official form too'],
    ['QC', 'fr', 'Bail de logement (formulaire obligatoire du TAL)', 'signez aussi le formulaire officiel'],
    ['QC', 'en', 'Lease of a dwelling (TAL mandatory form)', 'sign the official form too'],
  ] as const)('in %s (%s) says the official form must be used', async (province, locale, form, sign) => {
    const pages = await extractPages(await renderLeasePdf(leaseInput(province, locale)));
    const first = pages[0]!.replace(/\s+/g, ' ');
    expect(first).toContain(form);
    expect(first).toContain(sign);
  });

  it('in Alberta has no mandatory-form notice, and shows the deposit limits', async () => {
    const text = await extractText(await renderLeasePdf(leaseInput('AB', 'en')));
    await expect(text).toMatchFileSnapshot('__snapshots__/alberta-en.txt');
    expect(text).toContain('Residential Lease');
    expect(text).not.toContain('official');
    expect(text).toContain('Allowed in Alberta, at most 1 period(s) of rent');
    expect(text).toContain('Residential Tenancy Dispute Resolution Service');
  });
});

describe('names beyond French letters', () => {
  it('draws them with the latin-ext faces, extractable as written', async () => {
    const input = leaseInput('AB', 'en');
    input.terms.tenants[1] = { name: 'Łukasz Dvořák-Şahin', email: 'lukasz@example.com' };
    input.signers = input.signers.map((s) =>
      s.id === 'signer-tenant-2' ? { ...s, name: 'Łukasz Dvořák-Şahin' } : s,
    );
    const text = await extractText(await renderLeasePdf(input));
    expect(text).toContain('Tenant 2 Łukasz Dvořák-Şahin <lukasz@example.com>');
    expect(text).toContain('Tenant: Łukasz Dvořák-Şahin');
  });
});

describe('determinism', () => {
  it.each(['ON', 'BC'] as const)('renders the same %s lease to the same bytes', async (province) => {
    const [a, b] = [
      await renderLeasePdf(leaseInput(province, 'en')),
      await renderLeasePdf(leaseInput(province, 'en')),
    ];
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(sha256Hex(a)).toBe(sha256Hex(b));
  });
});
