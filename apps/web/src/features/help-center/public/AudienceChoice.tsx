import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { READER_AUDIENCES, type ReaderAudience } from '../format/remembered-audience';

/**
 * 'I am a renter' / 'I am a landlord' (and Everyone): narrows the collections, the popular
 * articles and the search to what that reader needs. Separate pressed buttons rather than a joined
 * toggle group, so they wrap cleanly on a phone.
 */
export function AudienceChoice({
  value,
  onChange,
}: {
  value: ReaderAudience | null;
  onChange: (audience: ReaderAudience | null) => void;
}) {
  const { t } = useTranslation('helpCenter');
  const choices: { value: ReaderAudience | null; label: string }[] = [
    ...READER_AUDIENCES.map((audience) => ({ value: audience, label: t(`audience.${audience}`) })),
    { value: null, label: t('audience.all') },
  ];
  return (
    <Stack role="group" aria-label={t('audience.label')} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {choices.map((choice) => {
        const pressed = choice.value === value;
        return (
          <Button
            key={choice.value ?? 'ALL'}
            variant={pressed ? 'contained' : 'outlined'}
            aria-pressed={pressed}
            onClick={() => onChange(choice.value)}
            sx={{ textTransform: 'none' }}
          >
            {choice.label}
          </Button>
        );
      })}
    </Stack>
  );
}
