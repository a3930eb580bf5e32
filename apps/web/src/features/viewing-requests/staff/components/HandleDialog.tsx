import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VIEWING_REQUEST_NOTE_MAX_LENGTH } from '@rentals/domain/viewings/limits';
import {
  updateViewingRequestSchema,
  VIEWING_REQUEST_STATUSES,
  type UpdateViewingRequestInput,
} from '@rentals/domain/viewings/viewing-requests';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '../../../../components/FormAlert';
import type { StaffViewingRequestFieldsFragment } from '../../../../gql/graphql';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../../lib/forms/use-domain-form';
import { UpdateViewingRequestDocument } from '../api/staff-viewing-request-operations';
import { nameOrEmail, type StaffListedPerson } from '../../../../lib/format/person-name';

interface HandleValues {
  status: string;
  /** A staff member's id, or '' for nobody. */
  assignedTo: string;
  note: string;
}
const FIELDS = ['status', 'assignedTo', 'note'] as const;

/** The shared update schema fed from the dialog's inputs, for one request. */
const handleSchema = (id: string) =>
  z.preprocess((input) => {
    const v = input as HandleValues;
    return { id, status: v.status, assignedTo: v.assignedTo || null, note: v.note };
  }, updateViewingRequestSchema);

/** Handling one request: its status, who handles it and the team's note, saved together. */
export function HandleDialog({
  request,
  staff,
  onClose,
  onSaved,
}: {
  request: StaffViewingRequestFieldsFragment;
  staff: readonly StaffListedPerson[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('viewingRequests');
  const titleId = useId();
  const [update] = useMutation(UpdateViewingRequestDocument);
  const { textField, handleSubmit, setError, formError, formState } = useDomainForm<
    UpdateViewingRequestInput,
    HandleValues
  >(handleSchema(request.id), {
    status: request.status,
    assignedTo: request.assignedTo?.id ?? '',
    note: request.staffNote,
  });
  // The assignee may have lost inbox access since: they stay a choice until changed.
  const people =
    request.assignedTo && !staff.some((s) => s.id === request.assignedTo!.id)
      ? [...staff, request.assignedTo]
      : staff;
  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      await update({
        variables: {
          id: request.id,
          data: { status: data.status, assignedTo: data.assignedTo ?? null, note: data.note },
        },
      });
      onSaved();
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, FIELDS)) formError.setError(appError);
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {t('staff.dialogTitle', { name: nameOrEmail(request.requester) })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormAlert message={formError.message} />
            <div>
              <Typography variant="subtitle2" component="h3">
                {t('staff.message')}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {request.message || t('staff.noMessage')}
              </Typography>
            </div>
            <TextField {...textField('status')} select slotProps={select}>
              {VIEWING_REQUEST_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </TextField>
            <TextField {...textField('assignedTo')} select slotProps={select}>
              <option value="">{t('staff.nobody')}</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {nameOrEmail(person)}
                </option>
              ))}
            </TextField>
            <TextField
              {...textField('note')}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: VIEWING_REQUEST_NOTE_MAX_LENGTH } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('staff.cancel')}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('staff.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
