import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RentalApplicationShareFieldsFragment } from '../../../../gql/graphql';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { DefinitionGrid } from '../../review/components/DefinitionGrid';
import { ShareStateChip } from '../../review/components/ShareStateChip';

/**
 * The landlord's share of the applicant's renter passport as staff read it: its state, who holds
 * it, when it ends or ended, and how many times the landlord opened the application (the renter's
 * view log, counted). Lines without a value are left out, as in the summary.
 */
export function StaffShareSection({ share }: { share: RentalApplicationShareFieldsFragment['share'] }) {
  const { t } = useTranslation('applicationStaff');
  const when = (iso: string | null | undefined) => (iso ? formatTimestamp(iso) : null);
  const last = share.openings?.[0];
  const count = share.openingCount == null ? null : t('share.openingCount', { count: share.openingCount });
  const lines: [string, ReactNode][] = [
    [t('share.state'), <ShareStateChip key="state" state={share.state} />],
    [t('share.landlord'), share.landlordName],
    [t('share.expiresAt'), when(share.expiresAt)],
    // Deleting the passport also ends the share: only a revocation of its own is told as one.
    [t('share.revokedAt'), share.state === 'REVOKED' ? when(share.revokedAt) : null],
    [t('share.erasedAt'), when(share.erasedAt)],
    [
      t('share.openings'),
      count && last ? t('share.lastOpened', { count, date: formatTimestamp(last) }) : count,
    ],
  ];
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('share.title')}
      </Typography>
      <DefinitionGrid
        items={lines
          .filter(([, value]) => value != null && value !== '')
          .map(([label, value]) => ({ key: label, label, value }))}
      />
    </Paper>
  );
}
