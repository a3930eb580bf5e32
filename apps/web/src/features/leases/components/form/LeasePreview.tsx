import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toTermsInput, type LeaseFormValues } from '../../format/lease-form';
import type { LooseTerms } from '../../format/terms-view';
import type { LeaseFormKit } from '../../hooks/lease-form-kit';
import { TermsView } from '../TermsView';

/** From this width the preview sits beside the form. */
export const PREVIEW_BESIDE = '(min-width:1024px)';

/**
 * The lease as it will read, from what is typed so far, updated as the landlord types (deferred,
 * so typing stays quick). Beside the form from 1024 px, where it stays in view; on narrower
 * screens behind a 'Show the preview' toggle under the form.
 */
export function LeasePreview({ kit }: { kit: LeaseFormKit }) {
  const { t } = useTranslation('leaseForm');
  const wide = useMediaQuery(PREVIEW_BESIDE, { noSsr: true });
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const values = useWatch({ control: kit.control }) as LeaseFormValues;
  const deferred = useDeferredValue(values);
  const terms = useMemo(() => toTermsInput(deferred) as LooseTerms, [deferred]);
  const shown = wide || open;
  return (
    <Box sx={{ [`@media ${PREVIEW_BESIDE}`]: { position: 'sticky', top: 88 } }}>
      {!wide && (
        <Button
          variant="outlined"
          fullWidth
          startIcon={open ? <VisibilityOff /> : <Visibility />}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((o) => !o)}
          sx={{ mb: 2 }}
        >
          {open ? t('preview.hide') : t('preview.show')}
        </Button>
      )}
      {shown && (
        <Paper
          id={regionId}
          variant="outlined"
          component="section"
          aria-label={t('preview.title')}
          sx={{
            p: { xs: 2, sm: 3 },
            [`@media ${PREVIEW_BESIDE}`]: { maxHeight: 'calc(100vh - 120px)', overflowY: 'auto' },
          }}
          tabIndex={wide ? 0 : undefined}
        >
          <Typography component="h2" variant="h6">
            {t('preview.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('preview.subtitle')}
          </Typography>
          <TermsView terms={terms} />
        </Paper>
      )}
    </Box>
  );
}
