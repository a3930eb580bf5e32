import { describe, expect, it } from 'vitest';
import { isClosed, signerBefore } from './lease-state';

const signer = (name: string, order: number, status: string, isYou = false) => ({
  name,
  order,
  status,
  isYou,
});

describe('lease state', () => {
  it('knows the statuses that close a lease to signing', () => {
    for (const status of ['DECLINED', 'VOIDED', 'EXPIRED', 'DRAFT']) expect(isClosed(status)).toBe(true);
    for (const status of ['SENT', 'COMPLETED']) expect(isClosed(status)).toBe(false);
  });

  it('names the first earlier signer who has not signed', () => {
    const signers = [
      signer('Cam', 3, 'PENDING', true),
      signer('Ana', 1, 'SIGNED'),
      signer('Bo', 2, 'PENDING'),
    ];
    expect(signerBefore(signers)?.name).toBe('Bo');
    expect(signerBefore([signer('Ana', 1, 'SIGNED'), signer('Cam', 2, 'PENDING', true)])).toBeUndefined();
  });
});
