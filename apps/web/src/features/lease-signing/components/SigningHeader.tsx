import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SIGNER_ROLE_LABELS, SIGNER_STATUS_LABELS } from '@rentals/domain/leases/statuses';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { formatSigningDate } from '../format/dates';
import type { SigningSession } from '../hooks/use-lease-signing';

/** The lease's subject, how many have signed ('2 of 4 signatures'), the signers in order and the deadline. */
export function SigningHeader({ session }: { session: SigningSession }) {
  const { t } = useTranslation('leaseSigning');
  const locale = useLocale();
  const { lease } = session;
  const progressId = useId();
  const signers = [...lease.signers].sort((a, b) => a.order - b.order);
  const share = lease.signerCount > 0 ? (lease.signedCount / lease.signerCount) * 100 : 0;
  return (
    <Stack component="header" spacing={2}>
      <Box>
        <Typography variant="overline" component="p" color="text.secondary">
          {t('title')}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {lease.subject}
        </Typography>
      </Box>
      <Box>
        <Typography id={progressId} sx={{ fontWeight: 600 }}>
          {t('progress', { count: lease.signedCount, total: lease.signerCount })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={share}
          aria-labelledby={progressId}
          sx={{ mt: 1, height: 8, borderRadius: 4 }}
        />
      </Box>
      <Box component="ol" aria-label={t('signersLabel')} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {signers.map((signer, index) => (
          <Stack
            component="li"
            key={signer.id}
            direction="row"
            spacing={1}
            sx={{ py: 0.75, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
          >
            <Typography component="span" color="text.secondary" sx={{ minWidth: '1.5em' }}>
              {index + 1}.
            </Typography>
            <Typography
              component="span"
              sx={{ fontWeight: signer.isYou ? 600 : 400, overflowWrap: 'anywhere' }}
            >
              {signer.name} {signer.isYou && t('you')}
            </Typography>
            <Typography component="span" color="text.secondary">
              · {SIGNER_ROLE_LABELS[signer.role][locale]}
            </Typography>
            <Chip
              size="small"
              label={
                signer.status === 'SIGNED' && signer.signedAt
                  ? t('signedOn', { date: formatSigningDate(signer.signedAt, locale) })
                  : SIGNER_STATUS_LABELS[signer.status][locale]
              }
              color={
                signer.status === 'SIGNED' ? 'success' : signer.status === 'DECLINED' ? 'error' : 'default'
              }
              variant={signer.status === 'SIGNED' ? 'filled' : 'outlined'}
            />
          </Stack>
        ))}
      </Box>
      {lease.expiresAt && lease.status === 'SENT' && (
        <Typography color="text.secondary">
          {t('deadline', { date: formatSigningDate(lease.expiresAt, locale) })}
        </Typography>
      )}
    </Stack>
  );
}
