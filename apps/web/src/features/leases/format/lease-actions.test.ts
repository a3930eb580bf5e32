import { describe, expect, it } from 'vitest';
import { leaseActions, type ActionLease } from './lease-actions';

const lease = (change: Partial<ActionLease>): ActionLease => ({
  status: 'SENT',
  canManage: false,
  signedDocumentPath: null,
  signers: [],
  nextSigners: [],
  ...change,
});

describe('leaseActions', () => {
  it('offers Review and sign only on the viewer’s turn', () => {
    expect(leaseActions(lease({ nextSigners: [{ id: 's1', isYou: true }] })).sign).toBe(true);
    expect(leaseActions(lease({ nextSigners: [{ id: 's1', isYou: false }] })).sign).toBe(false);
    expect(leaseActions(lease({ status: 'DRAFT', nextSigners: [{ id: 's1', isYou: true }] })).sign).toBe(
      false,
    );
  });

  it('gives the manager remind and void while it is out, send on a draft, and the signed copy once complete', () => {
    expect(leaseActions(lease({ canManage: true }))).toMatchObject({ remind: true, void: true, send: false });
    expect(leaseActions(lease({ canManage: true, status: 'DRAFT' }))).toMatchObject({
      remind: false,
      void: true,
      send: true,
    });
    expect(
      leaseActions(lease({ canManage: true, status: 'COMPLETED', signedDocumentPath: '/x' })),
    ).toMatchObject({
      remind: false,
      void: false,
      downloadSigned: true,
    });
  });
});
