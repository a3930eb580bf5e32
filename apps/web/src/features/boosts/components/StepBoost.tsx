import { boostSuccessText } from '@rentals/domain/billing/boost';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { BoostConfirmDialog } from './BoostConfirmDialog';

export interface StepBoostProps {
  /** The listing the plan step just created. */
  listingId: string;
  /** Goes on as after Basic (the listing stays created whatever the boost's outcome). */
  onDone: () => void;
}

/**
 * The Boost offer of the Add Property dialog's plan step (spec/03 §4.2), once the listing is
 * created: the boost's confirm dialog, then the checkout, or the boosted notice when boosts are
 * free. Cancel, or a failure, goes on with the listing created as Basic.
 */
export function StepBoost({ listingId, onDone }: StepBoostProps) {
  const { t } = useTranslation('boosts');
  const locale = useLocale();
  const noticeId = useId();
  const [outcome, setOutcome] = useState<{ days: number } | { failed: true } | null>(null);
  if (!outcome)
    return (
      <BoostConfirmDialog
        listing={{ id: listingId, title: '' }}
        onClose={onDone}
        onBoosted={(days) => setOutcome({ days })}
        onFailed={() => setOutcome({ failed: true })}
      />
    );
  return (
    <Dialog open onClose={onDone} aria-labelledby={noticeId} fullWidth maxWidth="xs">
      <DialogContent>
        {'days' in outcome ? (
          <Alert id={noticeId} severity="success" role="status">
            {boostSuccessText(outcome.days)[locale]}
          </Alert>
        ) : (
          <Alert id={noticeId} severity="error" role="alert">
            {t('landlord.failed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone} autoFocus>
          {t('landlord.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
