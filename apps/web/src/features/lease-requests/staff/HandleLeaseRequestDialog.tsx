import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { translate } from '@rentals/domain/i18n/translate';
import { LEASE_REQUEST_NOTE_MAX, updateLeaseRequestSchema } from '@rentals/domain/lease-requests/schemas';
import {
  LEASE_REQUEST_STATUS_LABELS,
  leaseRequestStatusChoices,
  type LeaseRequestStatus,
} from '@rentals/domain/lease-requests/statuses';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import type { StaffLeaseRequestFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { fieldLabel } from '../../../i18n/validation';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';
import { UpdateLeaseRequestDocument } from '../api/staff-lease-request-operations';

/**
 * Staff with leases edit move a request along and write the note the landlord reads. The status
 * offers only the moves the domain allows; on an error the dialog stays open with what was typed.
 */
export function HandleLeaseRequestDialog({
  request,
  onClose,
  onSaved,
}: {
  request: StaffLeaseRequestFieldsFragment;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('leaseRequests');
  const locale = useLocale();
  const titleId = useId();
  const [status, setStatus] = useState<LeaseRequestStatus>(request.status);
  const [note, setNote] = useState(request.staffNote ?? '');
  const [update, { loading }] = useMutation(UpdateLeaseRequestDocument);
  const formError = useFormError();
  const label = (name: string) => fieldLabel(updateLeaseRequestSchema, name, locale);

  const save = async () => {
    formError.setError(null);
    try {
      await update({ variables: { id: request.id, status, staffNote: note } });
      onSaved();
    } catch (error) {
      formError.setError(toAppError(error));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('staff.handleTitle', { address: request.propertyAddress })}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <FormAlert message={formError.message} />
          <TextField
            select
            label={label('status')}
            value={status}
            onChange={(event) => setStatus(event.target.value as LeaseRequestStatus)}
            helperText={t('staff.emailHint')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {leaseRequestStatusChoices(request.status).map((s) => (
              <option key={s} value={s}>
                {translate(LEASE_REQUEST_STATUS_LABELS[s], locale)}
              </option>
            ))}
          </TextField>
          <TextField
            label={label('staffNote')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={3}
            helperText={t('staff.noteHint')}
            slotProps={{ htmlInput: { maxLength: LEASE_REQUEST_NOTE_MAX } }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('staff.contact', { email: request.contactEmail })}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('staff.cancel')}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={loading}>
          {t('staff.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
