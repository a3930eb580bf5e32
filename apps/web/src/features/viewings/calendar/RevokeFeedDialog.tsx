import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';
import { MyCalendarFeedDocument, RevokeCalendarFeedDocument } from './calendar-feed-operations';

/** Asks before revoking the feed's link, saying that subscribed calendars stop updating. */
export function RevokeFeedDialog({ onClose, onRevoked }: { onClose: () => void; onRevoked: () => void }) {
  const { t } = useTranslation('viewingCalendar');
  const titleId = useId();
  const textId = useId();
  const formError = useFormError();
  const [revoke, { loading }] = useMutation(RevokeCalendarFeedDocument, {
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({
          query: MyCalendarFeedDocument,
          data: { myCalendarFeed: data.revokeCalendarFeed },
        });
    },
  });

  const close = () => {
    if (!loading) onClose();
  };

  const confirm = async () => {
    formError.setError(null);
    try {
      await revoke();
      onRevoked();
    } catch (error) {
      formError.setError(toAppError(error));
    }
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('revokeTitle')}</DialogTitle>
      <DialogContent>
        <FormAlert message={formError.message} />
        <DialogContentText id={textId}>{t('revokeText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={loading}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} loading={loading}>
          {t('revokeConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
