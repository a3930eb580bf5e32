import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APPLICATION_EXPIRY_DAYS, SHARE_EXPIRY_DAYS } from '@rentals/domain/rental-applications/limits';
import { useTranslation } from 'react-i18next';

export interface Consent {
  share: boolean;
  creditCheck: boolean;
}

/** Nothing is agreed to until ticked. */
export const NO_CONSENT: Consent = { share: false, creditCheck: false };

/**
 * What submitting shares, with whom and for how long, with the consent to share (needed to
 * submit) and the consent to a credit check as a separate, optional tick box.
 */
export function ConsentSection({
  consent,
  onChange,
  showError,
}: {
  consent: Consent;
  onChange: (consent: Consent) => void;
  showError: boolean;
}) {
  const { t } = useTranslation('rentalApplication');
  const missing = showError && !consent.share;
  return (
    <Stack component="section" spacing={1} aria-labelledby="rental-application-consent">
      <Typography id="rental-application-consent" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('consent.heading')}
      </Typography>
      <Typography variant="body2">{t('consent.sharedWith')}</Typography>
      <Typography variant="body2">
        {t('consent.expiry', { applicationDays: APPLICATION_EXPIRY_DAYS, shareDays: SHARE_EXPIRY_DAYS })}
      </Typography>
      <FormControlLabel
        label={t('consent.share')}
        control={
          <Checkbox
            checked={consent.share}
            onChange={(_, share) => onChange({ ...consent, share })}
            slotProps={{ input: { 'aria-invalid': missing || undefined } }}
          />
        }
      />
      {missing && <FormHelperText error>{t('consent.shareRequired')}</FormHelperText>}
      <FormControlLabel
        label={t('consent.creditCheck')}
        control={
          <Checkbox
            checked={consent.creditCheck}
            onChange={(_, creditCheck) => onChange({ ...consent, creditCheck })}
          />
        }
      />
    </Stack>
  );
}
