import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate } from '@rentals/domain/i18n/translate';
import { SIGNER_ROLE_LABELS, SIGNER_STATUS_LABELS } from '@rentals/domain/leases/statuses';
import { useTranslation } from 'react-i18next';
import type { LeaseSignerFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';

/** The signers in signing order, each with their role, where they stand and when. */
export function SignerList({
  signers,
  signed,
  total,
}: {
  signers: readonly LeaseSignerFieldsFragment[];
  signed: number;
  total: number;
}) {
  const { t } = useTranslation('leases');
  const locale = useLocale();
  const progress = t('row.signatures', { count: total, signed, total });
  const when = (s: LeaseSignerFieldsFragment) => {
    const at = s.signedAt ?? s.declinedAt ?? s.viewedAt;
    return at ? formatPublicDate(at, locale, { withTime: true }) : null;
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="lease-signers"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={1.5}>
        <Typography id="lease-signers" component="h2" variant="h6">
          {t('detail.signers')}
        </Typography>
        <Typography>{progress}</Typography>
        <LinearProgress
          variant="determinate"
          value={total ? (100 * signed) / total : 0}
          aria-label={progress}
        />
        <Stack component="ol" spacing={1} sx={{ pl: 3, m: 0 }}>
          {signers.map((s) => (
            <li key={s.id}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {s.name} {s.isYou && `(${t('row.you')})`}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {[
                  translate(SIGNER_ROLE_LABELS[s.role], locale),
                  s.email,
                  translate(SIGNER_STATUS_LABELS[s.status], locale),
                  when(s),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {s.declineReason && (
                <Typography variant="body2">
                  {t('detail.declineReason', { reason: s.declineReason })}
                </Typography>
              )}
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
