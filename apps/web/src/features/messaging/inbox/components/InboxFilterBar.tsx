import Close from '@mui/icons-material/Close';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../../components/SearchField';
import type { Either, InboxFilters } from '../format/inbox-filters';

interface Props {
  typed: string;
  onType: (text: string) => void;
  filters: InboxFilters;
  onFilters: (change: Partial<InboxFilters>) => void;
  /** The name of the user filtered on, when a row of the list names them. */
  userName: string | null;
}

const eitherOf = (value: string): Either => (value === 'yes' || value === 'no' ? value : null);

/** The inbox's search box and filters: unread only, flagged, handled, and the user picked on a row. */
export function InboxFilterBar({ typed, onType, filters, onFilters, userName }: Props) {
  const { t } = useTranslation('adminInbox');
  return (
    <Stack role="search" aria-label={t('filters.label')} spacing={1.5}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <SearchField
          label={t('filters.search')}
          helperText={t('filters.searchHint')}
          value={typed}
          onChange={onType}
          sx={{ flexGrow: 1, maxWidth: { md: 420 } }}
        />
        <TextField
          select
          label={t('filters.flagged')}
          value={filters.flagged ?? ''}
          onChange={(event) => onFilters({ flagged: eitherOf(event.target.value) })}
          sx={{ minWidth: { md: 200 } }}
        >
          <MenuItem value="">{t('filters.flaggedAll')}</MenuItem>
          <MenuItem value="yes">{t('filters.flaggedYes')}</MenuItem>
          <MenuItem value="no">{t('filters.flaggedNo')}</MenuItem>
        </TextField>
        <TextField
          select
          label={t('filters.handled')}
          value={filters.handled ?? ''}
          onChange={(event) => onFilters({ handled: eitherOf(event.target.value) })}
          sx={{ minWidth: { md: 180 } }}
        >
          <MenuItem value="">{t('filters.handledAll')}</MenuItem>
          <MenuItem value="no">{t('filters.handledNo')}</MenuItem>
          <MenuItem value="yes">{t('filters.handledYes')}</MenuItem>
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={filters.unreadOnly}
              onChange={(event) => onFilters({ unreadOnly: event.target.checked })}
            />
          }
          label={t('filters.unread')}
          sx={{ flexShrink: 0, mt: { md: 1 } }}
        />
      </Stack>
      {filters.userId && (
        <Stack direction="row">
          <Chip
            label={t('filters.user', { name: userName ?? t('filters.someone') })}
            onDelete={() => onFilters({ userId: null })}
            deleteIcon={<Close aria-label={t('filters.removeUser')} />}
            sx={{ maxWidth: '100%' }}
          />
        </Stack>
      )}
    </Stack>
  );
}
