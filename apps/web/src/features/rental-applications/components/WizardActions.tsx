import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ApplyingAs, RentalApplicationPage } from '@rentals/domain/rental-applications/enums';
import { nextPage, previousPage } from '@rentals/domain/rental-applications/navigation';
import { useTranslation } from 'react-i18next';

interface Props {
  page: RentalApplicationPage;
  applyingAs: ApplyingAs | '';
  onBack: () => void;
  onNext: () => void;
  onSubmit: () => void;
  onSaveDraft: () => void;
  onCancel: () => void;
}

/**
 * Back and Next (none back on pages -1 and 0, Submit! instead of Next on page 7), Save as Draft
 * and Cancel. The intro has its own Start.
 */
export function WizardActions({ page, applyingAs, onBack, onNext, onSubmit, onSaveDraft, onCancel }: Props) {
  const { t } = useTranslation('rentalApplication');
  const hasBack = previousPage(page, applyingAs) !== null;
  const hasNext = page >= 0 && nextPage(page, applyingAs) !== null;
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: 'space-between', pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="text" onClick={onSaveDraft}>
          {t('nav.saveDraft')}
        </Button>
        <Button variant="text" color="inherit" onClick={onCancel}>
          {t('nav.cancel')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        {hasBack && (
          <Button variant="outlined" startIcon={<ArrowBack />} onClick={onBack}>
            {t('nav.back')}
          </Button>
        )}
        {hasNext && (
          <Button variant="contained" endIcon={<ArrowForward />} onClick={onNext}>
            {t('nav.next')}
          </Button>
        )}
        {page === 7 && (
          <Button variant="contained" onClick={onSubmit}>
            {t('nav.submit')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
