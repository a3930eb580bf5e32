import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { FormAlert } from '../../../components/FormAlert';
import type { StaffHelpCollectionFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
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
  const [moveTo, setMoveTo] = useState('');
  const [missing, setMissing] = useState(false);
  const [remove] = useMutation(DeleteHelpCollectionDocument);
  const title = collectionTitle(collection, locale);
  const holdsArticles = collection.articleCount > 0;

  const run = async () => {
    if (holdsArticles && !moveTo) {
      setMissing(true);
      return false;
    }
    await remove({ variables: { id: collection.id, moveTo: holdsArticles ? moveTo : null } });
    onDeleted();
    return true;
  };

  return (
    <ConfirmActionDialog
      title={t('collections.deleteTitle', { title })}
      text={
        holdsArticles
          ? t('collections.deleteMoveText', { count: collection.articleCount })
          : t('collections.deleteText')
      }
      confirm={t('delete')}
      destructive
      confirmDisabled={holdsArticles && !others.length}
      onConfirm={run}
      onClose={onClose}
    >
      {holdsArticles &&
        (others.length ? (
          <TextField
            select
            required
            fullWidth
            label={t('collections.moveTo')}
            value={moveTo}
            error={missing}
            helperText={missing ? t('collections.moveToMissing') : ' '}
            onChange={(event) => {
              setMoveTo(event.target.value);
              setMissing(false);
            }}
            sx={{ mt: 2 }}
          >
            {others.map((other) => (
              <MenuItem key={other.id} value={other.id}>
                {collectionTitle(other, locale)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Box sx={{ mt: 2 }}>
            <FormAlert message={t('collections.noOtherCollection')} severity="warning" />
          </Box>
        ))}
    </ConfirmActionDialog>
  );
}
