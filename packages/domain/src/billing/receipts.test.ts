import { describe, expect, it } from 'vitest';
import { boostLines } from './boost';
import { depositLine, quote } from './payments';
import { PLAN_IDS } from './plans';
import {
  buildReceipt,
  cardText,
  formatRate,
  receiptNumber,
  refundedText,
  type ReceiptSource,
} from './receipts';

const paidAt = new Date('2026-11-26T15:00:00Z');
const deposit = quote([depositLine([PLAN_IDS.VIEWINGS_MANAGEMENT])], 'ON', paidAt);

const source = (over: Partial<ReceiptSource['payment']> = {}): ReceiptSource => ({
  payment: {
    id: '3f2a9c1d-0000-4000-8000-000000000001',
    purpose: 'DEPOSIT',
    status: 'PAID',
    lines: deposit.lines,
    subtotalCents: deposit.subtotalCents,
    taxes: deposit.taxes,
    taxCents: deposit.taxCents,
    totalCents: deposit.totalCents,
    currency: 'cad',
    province: 'ON',
    cardBrand: 'visa',
    cardLast4: '4242',
    paidAt,
    refundedAt: null,
    ...over,
  },
  payer: { name: 'Élise Côté', email: 'elise@example.ca' },
  listing: { title: 'Maple Court', address: '12 King St W, Toronto' },
  business: { name: 'Rentals Inc.', address: '1 Front St, Toronto ON', taxNumber: '123456789 RT0001' },
});

describe('receipt', () => {
  it('carries the payment as charged: lines, HST by component, subtotal, total, card and terms', () => {
    const r = buildReceipt(source(), 'en')!;
    expect(r).toMatchObject({
      number: 'R-2026-3F2A9C1D',
      lines: [{ kind: 'DEPOSIT', name: 'Onboarding deposit: Viewings Management', amountCents: 30_000 }],
      taxes: [{ component: 'HST', label: 'HST (13%)', ratePer: 13, amountCents: 3_900 }],
      subtotalCents: 30_000,
      taxCents: 3_900,
      totalCents: 33_900,
      currency: 'CAD',
      payerName: 'Élise Côté',
      listingAddress: '12 King St W, Toronto',
      terms: 'The deposit is non-refundable and is deducted from the final service fee.',
      business: { name: 'Rentals Inc.', address: '1 Front St, Toronto ON', taxNumber: '123456789 RT0001' },
      refundedAt: null,
    });
    expect(cardText(r)).toBe('Visa ending in 4242');
  });

  it('speaks French: line names, TVH, the deposit terms', () => {
    const r = buildReceipt(source(), 'fr')!;
    expect(r.lines[0]!.name).toBe('Dépôt d’intégration : gestion des visites');
    expect(r.taxes[0]!.label).toBe('TVH (13\u00a0%)');
    expect(r.terms).toBe('Le dépôt n’est pas remboursable et est déduit des frais de service finaux.');
    expect(cardText(r)).toBe('Visa se terminant par 4242');
  });

  it('names GST as TPS in French, and shows no deposit terms on a boost', () => {
    const boost = quote(boostLines(2_500, 7), 'QC', paidAt);
    const r = buildReceipt(
      source({ purpose: 'BOOST', lines: boost.lines, taxes: boost.taxes, province: 'QC' }),
      'fr',
    )!;
    expect(r.taxes[0]!.label).toBe('TPS (5\u00a0%)');
    expect(r.lines.map((l) => l.name)).toEqual(['Mise en avant de l’annonce', 'Placement premium : 7 jours']);
    expect(r.terms).toBeNull();
  });

  it('marks a refunded payment with the refund date', () => {
    const r = buildReceipt(
      source({ status: 'REFUNDED', refundedAt: new Date('2026-11-27T15:00:00Z') }),
      'en',
    )!;
    expect(refundedText(r)).toBe('REFUNDED on November 27, 2026');
    expect(refundedText({ ...r, locale: 'fr' })).toBe('REMBOURSÉ le 27 novembre 2026');
  });

  it('has none for a payment never paid', () => {
    for (const status of ['PENDING', 'FAILED', 'CANCELED'] as const)
      expect(buildReceipt(source({ status, paidAt: null }), 'en')).toBeNull();
  });

  it('leaves out an empty business address and tax number', () => {
    const s = source();
    s.business = { name: ' ', address: '  ', taxNumber: '' };
    expect(buildReceipt(s, 'en')!.business).toEqual({ name: 'Rentals', address: null, taxNumber: null });
  });

  it('numbers by the year paid in Toronto, the same every time', () => {
    const id = 'abcdef12-3456-4789-8abc-def012345678';
    expect(receiptNumber(id, new Date('2027-01-01T03:00:00Z'))).toBe('R-2026-ABCDEF12');
    expect(receiptNumber(id, new Date('2027-01-01T06:00:00Z'))).toBe('R-2027-ABCDEF12');
  });

  it('prints rates with their decimals', () => {
    expect(formatRate(14.975, 'en')).toBe('14.975%');
    expect(formatRate(14.975, 'fr').replace(/\s/g, ' ')).toBe('14,975 %');
  });
});
