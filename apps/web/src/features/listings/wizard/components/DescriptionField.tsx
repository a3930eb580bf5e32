import { useMutation } from '@apollo/client/react';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DESCRIPTION_FAILED_TEXT } from '@rentals/domain/descriptions/limits';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import type { ListingDescriptionFactsInput } from '../../../../gql/graphql';
import { GenerateListingDescriptionDocument } from '../api/listing-wizard-operations';
import { descriptionLength } from '../form/description-length';
import { useTimedProgress } from '../hooks/use-timed-progress';

/**
 * The AI description (spec/03 §4.4): Generate (Regenerate in edit mode) writes it from the facts
 * with a progress bar; the text stays editable. A failure puts 'Failed to create Description' in
 * the text, as the API does when its provider fails (spec/03 §8). It counts the characters against
 * the limit and, once over, says how many to remove; nothing is ever cut.
 */
export function DescriptionField({
  value,
  onChange,
  onBlur,
  inputRef,
  facts,
  editMode,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  facts: () => ListingDescriptionFactsInput;
  editMode: boolean;
  error?: string;
}) {
  const { t } = useTranslation('listingWizard');
  const locale = useLocale();
  const [generate] = useMutation(GenerateListingDescriptionDocument);
  const [running, setRunning] = useState(false);
  const progress = useTimedProgress(running);
  const length = descriptionLength(value, locale);
  // Over the limit, saying how much to remove helps more than the schema's 'too long'.
  const message = length.over
    ? t('description.overLimit', { max: length.max, excess: length.excess })
    : error;

  const run = async () => {
    setRunning(true);
    try {
      const { data } = await generate({ variables: { data: facts(), locale } });
      onChange(data?.generateListingDescription ?? DESCRIPTION_FAILED_TEXT[locale]);
    } catch (failure) {
      console.error('Description generation failed', failure);
      onChange(DESCRIPTION_FAILED_TEXT[locale]);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Box>
      <Button variant="outlined" startIcon={<AutoAwesome />} onClick={run} loading={running}>
        {editMode || value ? t('description.regenerate') : t('description.generate')}
      </Button>
      {progress !== null && (
        <Box sx={{ mt: 1.5 }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('description.generating', { percent: progress })}
          />
          <Typography variant="body2" aria-live="polite" sx={{ mt: 0.5 }}>
            {t('description.generating', { percent: progress })}
          </Typography>
        </Box>
      )}
      <TextField
        label={t('fields.description')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        multiline
        minRows={5}
        fullWidth
        disabled={running}
        error={!!message}
        helperText={
          <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
            <span>{message ?? t('description.hint')}</span>
            <Box component="span" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
              {length.counter}
            </Box>
          </Box>
        }
        sx={{ mt: 2 }}
      />
    </Box>
  );
}
