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
import { BlockConversationDocument, UnblockConversationDocument } from '../api/safety-operations';

interface Props {
  roomId: string;
  /** The other participant's name, as the conversation's header shows it. */
  name: string;
  /** Lift the viewer's block instead of setting one. */
  unblock: boolean;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Asks before blocking (or unblocking) a conversation, saying what it does: neither side can send
 * messages while it is blocked, and the messages stay readable. The answer updates the room in the
 * cache, so the typing area gives way to the notice at once.
 */
export function BlockDialog({ roomId, name, unblock, onClose, onDone }: Props) {
  const { t } = useTranslation('messaging');
  const titleId = useId();
  const textId = useId();
  const formError = useFormError();
  const [block, blocking] = useMutation(BlockConversationDocument);
  const [lift, lifting] = useMutation(UnblockConversationDocument);
  const loading = blocking.loading || lifting.loading;

  const confirm = async () => {
    formError.setError(null);
    try {
      await (unblock ? lift : block)({ variables: { roomId } });
      onDone();
    } catch (error) {
      formError.setError(toAppError(error));
    }
  };

  return (
    <Dialog
      open
      onClose={loading ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t(unblock ? 'block.unblockTitle' : 'block.title', { name })}
      </DialogTitle>
      <DialogContent>
        <FormAlert message={formError.message} />
        <DialogContentText id={textId}>
          {t(unblock ? 'block.unblockText' : 'block.text', { name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={loading}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button
          variant="contained"
          color={unblock ? 'primary' : 'error'}
          loading={loading}
          onClick={() => void confirm()}
        >
          {t(unblock ? 'block.unblockConfirm' : 'block.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
