import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SAVED_HOME_NOTE_MAX_LENGTH } from '@rentals/domain/saved-homes/limits';
import { savedHomeNoteFormSchema, type SavedHomeNoteForm } from '@rentals/domain/saved-homes/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { UpdateSavedHomeNoteDocument } from '../api/saved-home-operations';

/**
 * A renter's note on a saved home, saved when the field loses focus or with its button; says when
 * it is saved. A refusal shows under it and the text typed stays in the field.
 */
export function SavedHomeNote({ listingId, note }: { listingId: string; note: string | null }) {
  const { t } = useTranslation('savedHomes');
  const [update, { loading }] = useMutation(UpdateSavedHomeNoteDocument);
  const form = useDomainForm<{ note: string | null }, SavedHomeNoteForm>(savedHomeNoteFormSchema, {
    note: note ?? '',
  });
  // What the server holds: a blur with nothing changed sends nothing.
  const [kept, setKept] = useState(note ?? '');
  const [justSaved, setJustSaved] = useState(false);

  const save = form.handleSubmit(async (values) => {
    const text = values.note ?? '';
    if (text === kept.trim()) return;
    try {
      const result = await update({ variables: { listingId, note: text } });
      setKept(result.data?.updateSavedHomeNote.note ?? '');
      setJustSaved(true);
      form.formError.setError(null);
    } catch (error) {
      const failure = toAppError(error);
      if (!applyServerErrors(failure, form.setError, ['note'])) form.formError.setError(failure);
    }
  });

  const field = form.textField('note');
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={(e) => void save(e)}>
      <TextField
        {...field}
        label={t('note.label')}
        multiline
        minRows={2}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: SAVED_HOME_NOTE_MAX_LENGTH } }}
        helperText={field.helperText || t('note.hint')}
        onChange={(event) => {
          setJustSaved(false);
          void field.onChange(event);
        }}
        onBlur={(event) => {
          void field.onBlur(event);
          void save();
        }}
      />
      <FormAlert message={form.formError.message} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button type="submit" variant="outlined" size="small" disabled={loading}>
          {loading ? t('note.saving') : t('note.save')}
        </Button>
        <Typography role="status" variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
          {justSaved && !loading ? t('note.saved') : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}
