import { describe, expect, it } from 'vitest';
import { csvField, leasesCsv } from './lease-csv';

describe('the lease export', () => {
  it('quotes fields with commas, quotes or line breaks, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes a header and one line per lease', () => {
    const csv = leasesCsv([
      {
        id: 'l1',
        status: 'COMPLETED',
        province: 'ON',
        terms: {
          landlordLegalName: 'Maple Court Holdings Inc.',
          unitAddress: { street: '1 Main St', city: 'Toronto', province: 'ON', postalCode: 'M5G 1C3' },
        },
        createdAt: '2026-11-01T10:00:00.000Z',
        sentAt: '2026-11-01T10:01:00.000Z',
        completedAt: null,
        sealedSha256: 'ab12',
        signers: [
          { role: 'TENANT', name: 'Amira Haddad' },
          { role: 'TENANT', name: 'Jon Roe' },
          { role: 'LANDLORD', name: 'Maple Court Holdings Inc.' },
        ],
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'id,status,province,address,landlord,tenants,created,sent,completed,sealed_sha256',
      'l1,COMPLETED,ON,"1 Main St, Toronto ON M5G 1C3",Maple Court Holdings Inc.,Amira Haddad; Jon Roe,2026-11-01T10:00:00.000Z,2026-11-01T10:01:00.000Z,,ab12',
      '',
    ]);
  });
});
