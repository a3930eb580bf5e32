import RocketLaunch from '@mui/icons-material/RocketLaunch';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/StatusChip';
import { BoostConfirmDialog } from './BoostConfirmDialog';
import { BoostNotices } from './BoostNotices';

export interface BoostableListing {
  id: string;
  title: string;
  isHidden: boolean;
  activate: boolean;
  isPremium: boolean;
  premiumDaysLeft: number;
}

/**
 * A listing's boost on /building (spec/03 §4.5): the premium badge and days left of a running
 * boost, and 'Boost' ('Boost again' adds days to a running one). A rented or deactivated listing
 * is not offered a boost.
 */
export function BoostAction({ listing, onChanged }: { listing: BoostableListing; onChanged: () => void }) {
  const { t } = useTranslation('boosts');
  const [open, setOpen] = useState(false);
  const [boostedDays, setBoostedDays] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const boosted = listing.isPremium && listing.premiumDaysLeft > 0;
  const offered = !listing.isHidden && listing.activate;
  if (!boosted && !offered) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {boosted && (
        <>
          <StatusChip label={t('landlord.badge')} tone="highlight" />
          <StatusChip label={t('landlord.daysLeft', { count: listing.premiumDaysLeft })} tone="progress" />
        </>
      )}
      {offered && (
        <Button
          size="small"
          variant="contained"
          startIcon={<RocketLaunch />}
          aria-label={t(boosted ? 'landlord.boostAgainLabel' : 'landlord.boostLabel', {
            title: listing.title,
          })}
          onClick={() => setOpen(true)}
        >
          {t(boosted ? 'landlord.boostAgain' : 'landlord.boost')}
        </Button>
      )}
      {open && (
        <BoostConfirmDialog
          listing={listing}
          onClose={() => setOpen(false)}
          onBoosted={(days) => {
            setOpen(false);
            setBoostedDays(days);
            onChanged();
          }}
          onFailed={() => {
            setOpen(false);
            setFailed(true);
          }}
        />
      )}
      <BoostNotices
        boostedDays={boostedDays}
        failed={failed}
        onClose={() => {
          setBoostedDays(null);
          setFailed(false);
        }}
      />
    </Stack>
  );
}
