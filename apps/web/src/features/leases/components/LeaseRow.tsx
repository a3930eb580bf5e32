import Draw from '@mui/icons-material/Draw';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { LeaseRowFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { leaseActions, leasePath, signPath } from '../format/lease-actions';
import { addressLine, type LooseTerms } from '../format/terms-view';
import { LeasePdfButton } from './LeasePdfButton';
import { LeaseStatusChip } from './LeaseStatusChip';
import { RemindButton } from './RemindButton';
import { VoidLeaseButton } from './VoidLeaseButton';

/** One lease of /leases: where, where it stands, who signs next, and what the viewer can do. */
export function LeaseRow({ lease }: { lease: LeaseRowFieldsFragment }) {
  const { t } = useTranslation('leases');
  const locale = useLocale();
  const address = addressLine((lease.terms as LooseTerms | null)?.unitAddress) || lease.subject;
  const actions = leaseActions(lease);
  const next = lease.status === 'SENT' ? lease.nextSigners : [];
  const dated = lease.sentAt
    ? t('row.sent', { date: formatPublicDate(lease.sentAt, locale) })
    : t('row.created', { date: formatPublicDate(lease.createdAt, locale) });
  return (
    <Paper component="article" variant="outlined" aria-label={address} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <div style={{ minWidth: 0 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {address}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {dated}
            </Typography>
          </div>
          <LeaseStatusChip status={lease.status} />
        </Stack>
        <Typography variant="body2">
          {t('row.signatures', {
            count: lease.signerCount,
            signed: lease.signedCount,
            total: lease.signerCount,
          })}
          {next.length > 0 &&
            ` · ${t('row.next', {
              names: next.map((s) => (s.isYou ? t('row.you') : s.name)).join(', '),
            })}`}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          {actions.sign && (
            <Button
              component={RouterLink}
              to={signPath(lease.id)}
              variant="contained"
              size="small"
              startIcon={<Draw />}
              aria-label={t('actions.signNamed', { address })}
            >
              {t('actions.sign')}
            </Button>
          )}
          {actions.downloadSigned && lease.signedDocumentPath && (
            <LeasePdfButton id={lease.id} path={lease.signedDocumentPath} kind="signed" address={address} />
          )}
          {actions.remind && <RemindButton leaseId={lease.id} address={address} />}
          {actions.void && <VoidLeaseButton leaseId={lease.id} address={address} />}
          <Button
            component={RouterLink}
            to={leasePath(lease.id)}
            variant="outlined"
            size="small"
            aria-label={t('actions.openNamed', { address })}
          >
            {t('actions.open')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
