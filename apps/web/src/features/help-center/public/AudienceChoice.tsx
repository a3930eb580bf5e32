import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { READER_AUDIENCES, type ReaderAudience } from '../format/remembered-audience';

/**
 * 'I am a renter' / 'I am a landlord' (and Everyone): narrows the collections, the popular
 * articles and the search to what that reader needs.
 */
export function AudienceChoice({
  value,
  onChange,
}: {
  value: ReaderAudience | null;
  onChange: (audience: ReaderAudience | null) => void;
}) {
  const { t } = useTranslation('helpCenter');
  return (
    <ToggleButtonGroup
      exclusive
      value={value ?? 'ALL'}
      onChange={(_, next: ReaderAudience | 'ALL' | null) => {
        // Pressing the chosen button again keeps it chosen (a toggle group would clear it).
        if (next !== null) onChange(next === 'ALL' ? null : next);
      }}
      aria-label={t('audience.label')}
      sx={{
        flexWrap: 'wrap',
        '& .MuiToggleButton-root': { textTransform: 'none', px: 2 },
        // The default selected look (dark text on grey) keeps its contrast; the primary green would not.
        '& .Mui-selected': { fontWeight: 700 },
      }}
    >
      {READER_AUDIENCES.map((audience) => (
        <ToggleButton key={audience} value={audience}>
          {t(`audience.${audience}`)}
        </ToggleButton>
      ))}
      <ToggleButton value="ALL">{t('audience.all')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
