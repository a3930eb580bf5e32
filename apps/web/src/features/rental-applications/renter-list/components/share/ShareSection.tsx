import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../../i18n/use-locale';
import { formatPublicDate } from '../../../../../lib/format/date';
import { DefinitionGrid } from '../../../review/components/DefinitionGrid';
import { ShareStateChip } from '../../../review/components/ShareStateChip';
import { shareStateText, type ApplicationShare } from '../../format/share-text';
import { RevokeShareButton } from './RevokeShareButton';
import { ViewLog } from './ViewLog';

/**
 * 'Your share with {landlord}' on the renter's application: the share's state and when it ends
 * by itself (or why it ended), every opening by the landlord, and 'Revoke access' while active.
 */
export function ShareSection({ id, share }: { id: string; share: ApplicationShare }) {
  const { t } = useTranslation('myApplications');
  const locale = useLocale();
  const titleId = useId();
  const landlord = share.landlordName;
  const day = (iso: string) => formatPublicDate(iso, locale);
  const items = [
    {
      key: 'state',
      label: t('share.state'),
      value: (
        <Stack component="span" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <ShareStateChip state={share.state} />
          <span>{shareStateText(share, t, locale)}</span>
        </Stack>
      ),
    },
  ];
  if (share.state === 'ACTIVE')
    items.push({ key: 'expires', label: t('share.expires'), value: <>{day(share.expiresAt)}</> });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <div>
          <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {t('share.title', { landlord })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('share.intro', { landlord })}
          </Typography>
        </div>
        <DefinitionGrid items={items} />
        <ViewLog share={share} />
        <RevokeShareButton id={id} landlord={landlord} active={share.state === 'ACTIVE'} />
      </Stack>
    </Paper>
  );
}
