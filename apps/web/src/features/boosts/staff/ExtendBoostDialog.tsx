import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { NUMBER_INPUT_MODE } from '../../../lib/forms/number-text';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { ExtendBoostDocument } from '../api/staff-boost-operations';
import { extendBoostFormSchema, type ExtendBoostFormValues } from '../format/boost-forms';

/** Adds days to a running boost (extendBoost, staff with boostListings edit). */
export function ExtendBoostDialog({
  listing,
  onClose,
  onDone,
}: {
  listing: { id: string; title: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('boosts');
  const titleId = useId();
  const formId = `${titleId}-form`;
  const { textField, handleSubmit, setError, formError, formState } = useDomainForm<
    ReturnType<typeof extendBoostFormSchema.parse>,
    ExtendBoostFormValues
  >(extendBoostFormSchema, { days: '7' });
  const [extend] = useMutation(ExtendBoostDocument);

  const submit = handleSubmit(async ({ days }) => {
    formError.setError(null);
    try {
      await extend({ variables: { id: listing.id, days } });
      onDone();
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, ['days'])) formError.setError(appError);
    }
  });

  const busy = formState.isSubmitting;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('staff.extendTitle', { title: listing.title })}
      </DialogTitle>
      <DialogContent>
        <Stack component="form" id={formId} noValidate spacing={2} onSubmit={(e) => void submit(e)}>
          <FormAlert message={formError.message} />
          <DialogContentText>{t('staff.extendText')}</DialogContentText>
          <TextField
            {...textField('days')}
            required
            autoFocus
            slotProps={{ htmlInput: { inputMode: NUMBER_INPUT_MODE.integer } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {t('staff.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={busy}>
          {t('staff.extend')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
