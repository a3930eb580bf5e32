import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { LeaseRowFieldsFragment } from '../../../../gql/graphql';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { leasePath } from '../../format/lease-actions';
import { addressLine, type LooseTerms } from '../../format/terms-view';
import { LeaseStatusChip } from '../LeaseStatusChip';

/** One page of every lease: where, the parties, the status and the dates; the address opens it. */
export function StaffLeaseTable({ rows, busy }: { rows: readonly LeaseRowFieldsFragment[]; busy: boolean }) {
  const { t } = useTranslation('leases');
  const names = (lease: LeaseRowFieldsFragment, role: string) =>
    lease.signers
      .filter((s) => s.role === role)
      .map((s) => s.name)
      .join(', ');
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t('staff.table')} aria-busy={busy}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('staff.address')}</TableCell>
            <TableCell>{t('list.status')}</TableCell>
            <TableCell>{t('staff.province')}</TableCell>
            <TableCell>{t('staff.landlord')}</TableCell>
            <TableCell>{t('staff.tenants')}</TableCell>
            <TableCell>{t('staff.signatures')}</TableCell>
            <TableCell>{t('staff.created')}</TableCell>
            <TableCell>{t('staff.sent')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((lease) => {
            const terms = (lease.terms ?? {}) as LooseTerms;
            return (
              <TableRow key={lease.id}>
                <TableCell sx={{ minWidth: 200 }}>
                  <Link component={RouterLink} to={leasePath(lease.id)}>
                    {addressLine(terms.unitAddress) || lease.subject}
                  </Link>
                </TableCell>
                <TableCell>
                  <LeaseStatusChip status={lease.status} />
                </TableCell>
                <TableCell>{lease.province}</TableCell>
                <TableCell>{terms.landlordLegalName ?? names(lease, 'LANDLORD')}</TableCell>
                <TableCell>{names(lease, 'TENANT')}</TableCell>
                <TableCell>{`${lease.signedCount}/${lease.signerCount}`}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(lease.createdAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {lease.sentAt ? formatTimestamp(lease.sentAt) : '—'}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
