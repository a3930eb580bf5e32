import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../../i18n/use-locale';
import { ShareStateChip } from '../../../review/components/ShareStateChip';
import { openingsText, shareStateText, type ApplicationShare } from '../../format/share-text';

/**
 * A card's word on the landlord's share of the renter's passport: its state, who holds it until
 * when (or why it ended), and how often they opened it.
 */
export function ShareLines({ share }: { share: ApplicationShare }) {
  const { t } = useTranslation('myApplications');
  const locale = useLocale();
  const openings = openingsText(share, t, locale);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <ShareStateChip state={share.state} />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {shareStateText(share, t, locale)}
        </Typography>
      </Stack>
      {openings && share.state !== 'ERASED' && (
        <Typography variant="body2" color="text.secondary">
          {openings}
        </Typography>
      )}
    </Stack>
  );
}
