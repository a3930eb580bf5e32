import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConsentSection, type Consent } from '../ConsentSection';
import { SignaturePad } from '../SignaturePad';
import { useDraftField } from '../fields/use-draft-field';

interface Props {
  consent: Consent;
  onConsent: (consent: Consent) => void;
  consentError: boolean;
}

/** Page 7: the signature (saved as a PNG) and the consent before Submit!. */
export function SignaturePage({ consent, onConsent, consentError }: Props) {
  const { t } = useTranslation('rentalApplication');
  const { control, setValue, clearErrors } = useFormContext<RentalApplicationDraft>();
  const signature = useWatch({ control, name: 'signature.signature' });
  const flagged = useWatch({ control, name: 'signature.error' });
  const field = useDraftField('signature.signature');
  const message = field.error ?? (flagged && !signature ? t('signature.required') : undefined);
  return (
    <Stack spacing={3}>
      <Stack spacing={2}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('signature.heading')}
        </Typography>
        {signature ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography role="status">{t('signature.saved')}</Typography>
            <Box
              component="img"
              src={signature}
              alt={t('signature.savedImage')}
              sx={{ width: '100%', maxWidth: 600, border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
            <Button variant="outlined" onClick={() => setValue('signature.signature', null)}>
              {t('signature.redo')}
            </Button>
          </Stack>
        ) : (
          <SignaturePad
            onSave={(png) => {
              setValue('signature.signature', png, { shouldDirty: true });
              setValue('signature.error', false);
              clearErrors('signature.signature');
            }}
          />
        )}
        {message && (
          <FormHelperText error role="alert">
            {message}
          </FormHelperText>
        )}
      </Stack>
      <ConsentSection consent={consent} onChange={onConsent} showError={consentError} />
    </Stack>
  );
}
