import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The consent to sign electronically, asked before any place can be tapped. Submitting without the
 * box ticked says it is required rather than disabling the button, so the reason is read out.
 */
export function ConsentSection({
  agreed,
  missing,
  busy,
  failure,
  onAgree,
  onSubmit,
}: {
  agreed: boolean;
  missing: boolean;
  busy: boolean;
  /** The last step's failure, shown here while the consent is the step at hand. */
  failure: ReactNode;
  onAgree: (checked: boolean) => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('leaseSigning');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="lease-consent-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="lease-consent-title" variant="h6" component="h2" gutterBottom>
        {t('consent.title')}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            checked={agreed}
            onChange={(event) => onAgree(event.target.checked)}
            sx={{ alignSelf: 'flex-start', p: 1.5 }}
          />
        }
        label={t('consent.label')}
        sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: 1.25 } }}
      />
      {missing && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('consent.required')}
        </Alert>
      )}
      {failure && <Box sx={{ mt: 2 }}>{failure}</Box>}
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" onClick={onSubmit} disabled={busy} sx={{ minHeight: 48 }}>
          {t('consent.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
