import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { AdminListingCountsDocument, PendingListingCountDocument } from '../api/admin-listing-operations';
import { formatNumber } from './admin-listing-format';

/** One figure; a dash when it could not be loaded. */
function Figure({
  label,
  value,
  loading,
  extra,
}: {
  label: string;
  value: number | null;
  loading: boolean;
  extra?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, flex: '1 1 150px', listStyle: 'none' }}>
      <Typography color="text.secondary" variant="body2">
        {label}
      </Typography>
      {value == null && loading ? (
        <Skeleton width={64} height={42} />
      ) : (
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 800 }}>
          {value == null ? '—' : formatNumber(value, locale)}
        </Typography>
      )}
      {extra}
    </Paper>
  );
}

/**
 * Total, active (what the public sees) and pending listings. The pending figure needs the
 * requested listings view permission, so it is asked for only with it.
 */
export function CountsStrip({ showPending }: { showPending: boolean }) {
  const { t } = useTranslation('adminListings');
  const counts = useQuery(AdminListingCountsDocument, { fetchPolicy: 'cache-and-network' });
  const pending = useQuery(PendingListingCountDocument, {
    skip: !showPending,
    fetchPolicy: 'cache-and-network',
  });
  const failed = (counts.error && !counts.data) || (pending.error && !pending.data);
  return (
    <Stack spacing={1}>
      <Stack
        component="ul"
        aria-label={t('counts.label')}
        aria-busy={counts.loading || pending.loading}
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 2, m: 0, p: 0 }}
      >
        <Figure
          label={t('counts.total')}
          value={counts.data?.adminTotalListing ?? null}
          loading={counts.loading}
        />
        <Figure
          label={t('counts.active')}
          value={counts.data?.adminActiveListingCount ?? null}
          loading={counts.loading}
        />
        {showPending && (
          <Figure
            label={t('counts.pending')}
            value={pending.data?.requestLisitngCount.count ?? null}
            loading={pending.loading}
            extra={
              <Link component={RouterLink} to="/requestedListing" variant="body2">
                {t('counts.review')}
              </Link>
            }
          />
        )}
      </Stack>
      {failed && (
        <Typography role="alert" variant="body2" color="error">
          {t('counts.error')}{' '}
          <Button
            size="small"
            onClick={() => {
              void counts.refetch();
              if (showPending) void pending.refetch();
            }}
          >
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </Typography>
      )}
    </Stack>
  );
}
