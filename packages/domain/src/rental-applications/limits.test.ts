import { describe, expect, it } from 'vitest';
import { RENTAL_DOCUMENT_KEYS } from './enums';
import { RENTAL_DOCUMENT_LIMITS, RENTAL_DOCUMENT_MAX_BYTES } from './limits';

const SCANS = ['jpg', 'jpeg', 'png', 'pdf'];
const INCOME = [...SCANS, 'xlsx', 'csv', 'xls'];

describe('document limits of spec/02 §9', () => {
  it.each([
    ['leaseAgreementFile', 10, SCANS],
    ['bankStatementFiles', 5, INCOME],
    ['taxReturnsFiles', 5, INCOME],
    ['invoicesFiles', 5, INCOME],
    ['proofOfIncomeFile', 5, INCOME],
    ['creditScoreFile', 5, SCANS],
    ['govIdsFile', 5, SCANS],
    ['petFiles', 10, ['jpg', 'jpeg', 'png', 'webp']],
    ['supplementaryDocFile', 10, SCANS],
  ] as const)('%s: up to %i files of %j', (key, maxFiles, extensions) => {
    expect(RENTAL_DOCUMENT_LIMITS[key]).toMatchObject({ maxFiles, extensions });
  });

  it('accept images only as pet pictures, and one content type per extension', () => {
    expect(RENTAL_DOCUMENT_LIMITS.petFiles.mimeTypes.every((t) => t.startsWith('image/'))).toBe(true);
    expect(RENTAL_DOCUMENT_LIMITS.leaseAgreementFile.mimeTypes).toEqual([
      'image/jpeg',
      'image/png',
      'application/pdf',
    ]);
    expect(Object.keys(RENTAL_DOCUMENT_LIMITS).sort()).toEqual([...RENTAL_DOCUMENT_KEYS].sort());
    expect(RENTAL_DOCUMENT_MAX_BYTES).toBe(10 * 1024 * 1024);
  });
});
