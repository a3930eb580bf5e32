import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { VIEWING_REASON_MAX_LENGTH } from '@rentals/domain/viewings/limits';
import { formatViewingTime, zoneLongName } from '@rentals/domain/viewings/time-zones';
import { useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import type { ViewingFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { ViewingActionDocument } from '../api/viewing-operations';
import {
  actionFormDefaults,
  actionFormSchema,
  type ActionFormValues,
  type ActionInput,
  type DialogAction,
} from '../format/action-form';

interface Props {
  viewing: ViewingFieldsFragment;
  action: DialogAction;
  onClose: () => void;
  onDone: () => void;
}

/**
 * What an action needs before it is sent: a reason to cancel (optional to decline), a new time in
 * the listing's zone, or which proposed time to confirm. A refusal shows the server's reason in the
 * dialog and keeps what was typed.
 */
export function ViewingActionDialog({ viewing, action, onClose, onDone }: Props) {
  const { t } = useTranslation('viewings');
  const locale = useLocale();
  const titleId = useId();
  const textId = useId();
  const schema = useMemo(() => actionFormSchema(action, viewing), [action, viewing]);
  const [run] = useMutation(ViewingActionDocument);
  const {
    control,
    textField,
    formError,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useDomainForm<ActionInput, ActionFormValues>(schema, actionFormDefaults(viewing));

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      await run({ variables: { data } });
      onDone();
    } catch (error) {
      const appError = toAppError(error);
      // The API names the new time startsAt; the dialog types it as a time of day.
      const fields = appError.fields.map((f) => (f.path === 'startsAt' ? { ...f, path: 'time' } : f));
      if (!applyServerErrors({ ...appError, fields }, setError, ['reason', 'time']))
        formError.setError(appError);
    }
  });

  const reason = textField('reason');
  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t(`dialog.${action}.title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {t(`dialog.${action}.text`, { zone: zoneLongName(viewing.zone, locale) })}
          </DialogContentText>
          <FormAlert message={formError.message} />
          {action === 'PROPOSE_RESCHEDULE' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...textField('date')}
                type="date"
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                {...textField('time')}
                type="time"
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
              />
            </Stack>
          )}
          {action === 'CONFIRM' && (
            <Controller
              name="choice"
              control={control}
              render={({ field }) => (
                <RadioGroup
                  aria-labelledby={textId}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  {viewing.proposedTimes.map((time) => (
                    <FormControlLabel
                      key={time}
                      value={time}
                      control={<Radio />}
                      label={formatViewingTime(new Date(time), viewing.zone, locale)}
                    />
                  ))}
                </RadioGroup>
              )}
            />
          )}
          {(action === 'CANCEL' || action === 'DECLINE') && (
            <TextField
              {...reason}
              required={action === 'CANCEL'}
              multiline
              minRows={3}
              maxRows={8}
              fullWidth
              slotProps={{ htmlInput: { maxLength: VIEWING_REASON_MAX_LENGTH + 100 } }}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('dialog.keep')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t(`dialog.${action}.submit`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
