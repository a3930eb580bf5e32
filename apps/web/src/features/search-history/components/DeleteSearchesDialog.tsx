import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError, type AppError } from '../../../lib/errors/graphql-error';
import { DeleteSearchHistoryEntriesDocument } from '../api/search-history-operations';

/** Asks before deleting saved searches of a user, then deletes them; `ids` empty closes it. */
export function DeleteSearchesDialog({
  ids,
  userName,
  onClose,
  onDeleted,
}: {
  ids: readonly string[];
  userName: string;
  onClose: () => void;
  onDeleted: (deleted: number) => void;
}) {
  const { t } = useTranslation('searchHistory');
  const locale = useLocale();
  const titleId = useId();
  const textId = useId();
  const [failure, setFailure] = useState<AppError | null>(null);
  const [remove, { loading }] = useMutation(DeleteSearchHistoryEntriesDocument);
  const count = ids.length;
  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    setFailure(null);
    try {
      const { data } = await remove({ variables: { ids: [...ids] } });
      onDeleted(data?.deleteSearchHistoryEntries.length ?? 0);
    } catch (error) {
      setFailure(toAppError(error));
    }
  };

  return (
    <Dialog
      open={count > 0}
      onClose={loading ? undefined : close}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{t('userHistory.confirmTitle', { count })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('userHistory.confirmText', { name: userName })}</DialogContentText>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorText(failure, locale)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={loading}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button color="error" variant="contained" loading={loading} onClick={() => void confirm()}>
          {t('userHistory.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
