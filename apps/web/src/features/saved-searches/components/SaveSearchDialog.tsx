import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { defaultSearchName } from '@rentals/domain/saved-searches/default-name';
import { saveSearchFormSchema, type SaveSearchFormInput } from '@rentals/domain/saved-searches/schemas';
import type { SearchFilters } from '@rentals/domain/search/schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { SaveSearchDocument, SavedSearchesDocument } from '../api/saved-search-operations';
import { FrequencyField } from './FrequencyField';

const FIELDS = ['name', 'alertFrequency'] as const;

/** The save dialog: a name (offered from the filters) and how to hear of new homes. */
export function SaveSearchDialog({ filters, onClose }: { filters: SearchFilters; onClose: () => void }) {
  const { t } = useTranslation('savedSearches');
  const locale = useLocale();
  const titleId = useId();
  const formId = `${titleId}-form`;
  const { textField, control, handleSubmit, setError, formError, formState } =
    useDomainForm<SaveSearchFormInput>(saveSearchFormSchema, {
      name: defaultSearchName(filters, locale),
      alertFrequency: 'INSTANT',
    });
  const [save] = useMutation(SaveSearchDocument, { refetchQueries: [SavedSearchesDocument] });
  const [saved, setSaved] = useState(false);

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      await save({ variables: { data: { ...data, filters } } });
      setSaved(true);
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, FIELDS)) formError.setError(appError);
    }
  });

  return (
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('save.title')}</DialogTitle>
      <DialogContent>
        {saved ? (
          <Alert severity="success" role="status">
            {t('save.saved')}{' '}
            <Link component={RouterLink} to="/saved-searches">
              {t('save.openList')}
            </Link>
          </Alert>
        ) : (
          <Stack component="form" id={formId} noValidate spacing={2} onSubmit={(e) => void submit(e)}>
            <DialogContentText>{t('save.intro')}</DialogContentText>
            <FormAlert message={formError.message} />
            <TextField {...textField('name')} required fullWidth />
            <FrequencyField control={control} name="alertFrequency" />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {saved ? (
          <Button variant="contained" onClick={onClose}>
            {t('save.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} color="inherit" disabled={formState.isSubmitting}>
              {t('save.cancel')}
            </Button>
            <Button type="submit" form={formId} variant="contained" loading={formState.isSubmitting}>
              {t('save.submit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
