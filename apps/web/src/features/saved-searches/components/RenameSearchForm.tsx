import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { renameSavedSearchSchema, type RenameSavedSearchInput } from '@rentals/domain/saved-searches/schemas';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import type { SavedSearchFieldsFragment } from '../../../gql/graphql';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { RenameSavedSearchDocument } from '../api/saved-search-operations';

/** Renames a saved search in place; the typed name stays in the field on any error. */
export function RenameSearchForm({
  search,
  onCancel,
  onSaved,
}: {
  search: SavedSearchFieldsFragment;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('savedSearches');
  const { textField, handleSubmit, setError, formError, formState } = useDomainForm<RenameSavedSearchInput>(
    renameSavedSearchSchema,
    { name: search.name },
  );
  const [rename] = useMutation(RenameSavedSearchDocument);

  const submit = handleSubmit(async ({ name }) => {
    formError.setError(null);
    try {
      await rename({ variables: { id: search.id, name } });
      onSaved();
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, ['name'])) formError.setError(appError);
    }
  });

  return (
    <Stack component="form" noValidate spacing={1} onSubmit={(e) => void submit(e)}>
      <FormAlert message={formError.message} />
      <TextField
        {...textField('name')}
        label={t('item.renameLabel', { name: search.name })}
        required
        fullWidth
        autoFocus
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {t('item.saveName')}
        </Button>
        <Button onClick={onCancel} color="inherit" disabled={formState.isSubmitting}>
          {t('item.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
