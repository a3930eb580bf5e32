import { addressLine, type LooseTerms } from './terms-view';

/*
 * The staff export of /lease-details-table/leases: every lease of the current filters as CSV,
 * built in the browser from the pages of `leases` (RFC 4180: fields quoted when they hold a
 * comma, a quote or a line break; a leading = + - @ is prefixed with ' so a spreadsheet does not
 * run it as a formula).
 */

export interface CsvLease {
  id: string;
  status: string;
  province: string;
  terms: unknown;
  createdAt: string;
  sentAt?: string | null;
  completedAt?: string | null;
  sealedSha256?: string | null;
  signers: readonly { role: string; name: string }[];
}

export const LEASE_CSV_COLUMNS = [
  'id',
  'status',
  'province',
  'address',
  'landlord',
  'tenants',
  'created',
  'sent',
  'completed',
  'sealed_sha256',
] as const;

export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function leaseCsvRow(lease: CsvLease): string[] {
  const terms = (lease.terms ?? {}) as LooseTerms;
  const names = (role: string) =>
    lease.signers
      .filter((s) => s.role === role)
      .map((s) => s.name)
      .join('; ');
  return [
    lease.id,
    lease.status,
    lease.province,
    addressLine(terms.unitAddress),
    terms.landlordLegalName ?? names('LANDLORD'),
    names('TENANT'),
    lease.createdAt,
    lease.sentAt ?? '',
    lease.completedAt ?? '',
    lease.sealedSha256 ?? '',
  ];
}

/** The CSV text: a header line, then one line per lease, CRLF as RFC 4180 has it. */
export function leasesCsv(leases: readonly CsvLease[]): string {
  const lines = [[...LEASE_CSV_COLUMNS], ...leases.map(leaseCsvRow)];
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}
