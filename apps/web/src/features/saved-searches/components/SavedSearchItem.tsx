import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { defaultSearchName } from '@rentals/domain/saved-searches/default-name';
import { ALERT_FREQUENCIES, type AlertFrequency } from '@rentals/domain/saved-searches/enums';
import type { SearchFilters } from '@rentals/domain/search/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { FormAlert } from '../../../components/FormAlert';
import type { SavedSearchFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { formatPublicDate } from '../../../lib/format/date';
import { useFormError } from '../../../lib/forms/use-form-error';
import {
  DeleteSavedSearchDocument,
  SavedSearchesDocument,
  UpdateSavedSearchAlertsDocument,
} from '../api/saved-search-operations';
import { RenameSearchForm } from './RenameSearchForm';

/** One saved search: its name and filters, a link to run it, and its alerts and name changed in place. */
export function SavedSearchItem({
  search,
  onDone,
}: {
  search: SavedSearchFieldsFragment;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('savedSearches');
  const locale = useLocale();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const formError = useFormError();
  const [updateAlerts, { loading: updating }] = useMutation(UpdateSavedSearchAlertsDocument);
  const [remove] = useMutation(DeleteSavedSearchDocument, { refetchQueries: [SavedSearchesDocument] });
  // What the search looks for, unless its name already says it (the name it was offered).
  const summary = defaultSearchName(search.filters as SearchFilters, locale);

  const setAlerts = async (alertFrequency: AlertFrequency, paused: boolean) => {
    formError.setError(null);
    try {
      await updateAlerts({ variables: { id: search.id, alertFrequency, paused } });
      onDone(t('item.updated'));
    } catch (error) {
      formError.setError(toAppError(error));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%' }}>
      <FormAlert message={formError.message} />
      {renaming ? (
        <RenameSearchForm
          search={search}
          onCancel={() => setRenaming(false)}
          onSaved={() => {
            setRenaming(false);
            onDone(t('item.renamed'));
          }}
        />
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {search.name}
          </Typography>
          {search.paused && <Chip size="small" color="warning" label={t('item.paused')} />}
        </Stack>
      )}
      {summary !== search.name && (
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {summary}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('item.savedOn', { date: formatPublicDate(search.createdAt as string, locale) })}
      </Typography>
      <Box
        sx={{
          mt: 2,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          flexWrap: 'wrap',
          alignItems: { sm: 'center' },
          gap: 1,
        }}
      >
        <Button component={RouterLink} to={search.searchPath} variant="contained">
          {t('item.open')}
        </Button>
        <TextField
          select
          size="small"
          label={t('frequency.label')}
          value={search.alertFrequency}
          disabled={updating}
          onChange={(e) => void setAlerts(e.target.value as AlertFrequency, search.paused)}
          slotProps={{ htmlInput: { 'aria-label': t('item.frequencyLabel', { name: search.name }) } }}
          sx={{ width: { sm: 180 } }}
        >
          {ALERT_FREQUENCIES.map((f) => (
            <MenuItem key={f} value={f}>
              {t(`frequencyShort.${f}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={updating || search.alertFrequency === 'NONE'}
          onClick={() => void setAlerts(search.alertFrequency, !search.paused)}
        >
          {search.paused ? t('item.resume') : t('item.pause')}
        </Button>
        {!renaming && (
          <Button variant="outlined" onClick={() => setRenaming(true)}>
            {t('item.rename')}
          </Button>
        )}
        <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
          {t('item.delete')}
        </Button>
      </Box>
      {deleting && (
        <ConfirmActionDialog
          title={t('item.confirmTitle', { name: search.name })}
          text={t('item.confirmText')}
          confirm={t('item.delete')}
          destructive
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await remove({ variables: { id: search.id } });
            onDone(t('item.deleted'));
          }}
        />
      )}
    </Paper>
  );
}
