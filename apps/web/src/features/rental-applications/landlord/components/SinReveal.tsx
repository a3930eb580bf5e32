import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { formatPublicDate } from '../../../../lib/format/date';
import { SinForCreditCheckDocument } from '../api/landlord-application-operations';
import { ConfirmActionDialog } from '../../../../components/ConfirmActionDialog';

/**
 * The SIN as the landlord sees it: masked, and read in full once for a credit check when the
 * applicant consented to one. The whole number lives in this component's state only: it is not
 * cached, logged, or shown again after the page is left; the API records the reading.
 */
export function SinReveal({
  id,
  sin,
  consent,
  revealedAt,
}: {
  id: string;
  sin: string | null | undefined;
  consent: boolean;
  revealedAt: string | null | undefined;
}) {
  const { t } = useTranslation('applicationReview');
  const locale = useLocale();
  const [asking, setAsking] = useState(false);
  const [whole, setWhole] = useState<string | null>(null);
  const [reveal] = useMutation(SinForCreditCheckDocument, {
    // The page reads sinRevealedAt again, so it says the reading is spent.
    refetchQueries: ['RentalApplication'],
  });
  if (!sin) return null;

  return (
    <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {t('sin.label')}
      </Typography>
      <Typography sx={{ fontFamily: 'monospace', fontSize: '1.1rem' }}>{whole ?? sin}</Typography>
      {whole ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('sin.shownOnce')}
        </Alert>
      ) : revealedAt ? (
        <Typography variant="body2" color="text.secondary">
          {t('sin.revealedAt', { date: formatPublicDate(revealedAt, locale, { withTime: true }) })}
        </Typography>
      ) : consent ? (
        <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => setAsking(true)}>
          {t('sin.reveal')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('sin.noConsent')}
        </Typography>
      )}
      {asking && (
        <ConfirmActionDialog
          title={t('sin.confirmTitle')}
          text={t('sin.confirmText')}
          confirm={t('sin.confirm')}
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            const { data } = await reveal({ variables: { id } });
            setWhole(data?.sinForCreditCheck ?? null);
            setAsking(false);
          }}
        />
      )}
    </Box>
  );
}
