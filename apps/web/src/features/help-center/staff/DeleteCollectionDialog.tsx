import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import type { StaffHelpCollectionFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';
import { DeleteHelpCollectionDocument } from '../api/staff-collection-operations';
import { collectionTitle } from '../format/staff-labels';

/**
 * Deletes a collection after asking. One that holds articles first asks which other collection
 * they move to (appended there, in their order): nothing is deleted with it.
 */
export function DeleteCollectionDialog({
  collection,
  others,
  onClose,
  onDeleted,
}: {
  collection: StaffHelpCollectionFieldsFragment;
  /** The collections its articles may move to. */
  others: readonly StaffHelpCollectionFieldsFragment[];
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('helpCenterStaff');
  const locale = useLocale();
  const titleId = useId();
  const textId = useId();
  const [moveTo, setMoveTo] = useState('');
  const [missing, setMissing] = useState(false);
  const [running, setRunning] = useState(false);
  const formError = useFormError();
  const [remove] = useMutation(DeleteHelpCollectionDocument);
  const title = collectionTitle(collection, locale);
  const holdsArticles = collection.articleCount > 0;

  const run = async () => {
    formError.setError(null);
    if (holdsArticles && !moveTo) {
      setMissing(true);
      return;
    }
    setRunning(true);
    try {
      await remove({ variables: { id: collection.id, moveTo: holdsArticles ? moveTo : null } });
      onDeleted();
    } catch (failure) {
      formError.setError(toAppError(failure));
      setRunning(false);
    }
  };

  return (
    <Dialog
      open
      onClose={running ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('collections.deleteTitle', { title })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <FormAlert message={formError.message} />
          <DialogContentText id={textId}>
            {holdsArticles
              ? t('collections.deleteMoveText', { count: collection.articleCount })
              : t('collections.deleteText')}
          </DialogContentText>
          {holdsArticles &&
            (others.length ? (
              <TextField
                select
                required
                label={t('collections.moveTo')}
                value={moveTo}
                error={missing}
                helperText={missing ? t('collections.moveToMissing') : ' '}
                onChange={(event) => {
                  setMoveTo(event.target.value);
                  setMissing(false);
                }}
              >
                {others.map((other) => (
                  <MenuItem key={other.id} value={other.id}>
                    {collectionTitle(other, locale)}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <FormAlert message={t('collections.noOtherCollection')} severity="warning" />
            ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={running}>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={running}
          disabled={holdsArticles && !others.length}
          onClick={() => void run()}
        >
          {t('delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
