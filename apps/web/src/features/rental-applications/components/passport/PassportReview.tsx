import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import type { RentalApplicationPage } from '@rentals/domain/rental-applications/enums';
import { rentalApplicationOfferSchema } from '@rentals/domain/rental-applications/validation';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '../../../../i18n/use-locale';
import { formatPublicDate } from '../../../../lib/format/date';
import { useDomainForm } from '../../../../lib/forms/use-domain-form';
import { passportDraft, passportReviewDraft } from '../../format/passport-offer';
import type { RentalPassport } from '../../format/passport-record';
import type { ApplicationTarget } from '../../format/prefill';
import { usePassportReuse } from '../../hooks/use-passport-reuse';
import type { RefusedField } from '../../hooks/use-submit-application';
import { ConsentSection, NO_CONSENT, type Consent } from '../ConsentSection';
import { OfferPage } from '../pages/OfferPage';
import { SubmitDialogs } from '../SubmitDialogs';
import { PassportSummary } from './PassportSummary';

interface Props {
  passport: RentalPassport;
  target: ApplicationTarget;
  onBack: () => void;
  /** Opens the full wizard with these answers on this page. */
  onFullForm: (draft: RentalApplicationDraft, page: RentalApplicationPage) => void;
}

/**
 * Applying with the passport in one step: the offer page for the new home (checked by the wizard's
 * own page schema), what else is shared, the consents as Submit! asks them, and Submit!. The rest
 * of the application is the passport's; when the API finds it needs more than the offer, the full
 * wizard opens with the passport's answers and the offer as typed here.
 */
export function PassportReview({ passport, target, onBack, onFullForm }: Props) {
  const { t } = useTranslation('rentalApplication');
  const locale = useLocale();
  const navigate = useNavigate();
  const [initial] = useState(() => passportReviewDraft(passport.details, target, new Date()));
  const form = useDomainForm<RentalApplicationDraft>(rentalApplicationOfferSchema, initial);
  const { getValues, handleSubmit, setError } = form;
  const [consent, setConsent] = useState<Consent>(NO_CONSENT);
  const [consentError, setConsentError] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // The step replaces the intro: the heading takes the focus so a screen reader starts there.
  useEffect(() => heading.current?.focus(), []);

  const showRefused = ({ path, message, params }: RefusedField) => {
    const types = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    setError(path as Path<RentalApplicationDraft>, { type: 'server', message, types }, { shouldFocus: true });
  };
  const reuse = usePassportReuse(passport.id, target.listingId, showRefused);

  const submit = () =>
    void handleSubmit(() => {
      if (!consent.share) {
        setConsentError(true);
        return;
      }
      void reuse.submit(getValues().offer, consent.creditCheck);
    })();
  const fullForm = (page: RentalApplicationPage) =>
    onFullForm(passportDraft(passport.details, getValues().offer), page);

  return (
    <FormProvider {...form}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <form noValidate onSubmit={(event) => event.preventDefault()}>
          <Stack spacing={3}>
            <Stack spacing={1}>
              <Typography ref={heading} tabIndex={-1} component="h2" variant="h5" sx={{ outline: 'none' }}>
                {t('passport.reviewHeading')}
              </Typography>
              <Typography>
                {t('passport.reviewText', { date: formatPublicDate(passport.submittedAt, locale) })}
              </Typography>
            </Stack>
            <OfferPage />
            <PassportSummary passport={passport} />
            {reuse.refusal && (
              <Alert severity="warning">
                <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <span>{reuse.refusal.message}</span>
                  <span>{t('passport.otherPage')}</span>
                  <Button
                    variant="outlined"
                    color="inherit"
                    size="small"
                    onClick={() => fullForm(reuse.refusal!.page)}
                  >
                    {t('passport.fullForm')}
                  </Button>
                </Stack>
              </Alert>
            )}
            <ConsentSection
              consent={consent}
              onChange={(next) => {
                setConsent(next);
                if (next.share) setConsentError(false);
              }}
              showError={consentError}
            />
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              spacing={1.5}
              sx={{ justifyContent: 'space-between', pt: 2, borderTop: 1, borderColor: 'divider' }}
            >
              <Button variant="outlined" startIcon={<ArrowBack />} onClick={onBack}>
                {t('nav.back')}
              </Button>
              <Button variant="contained" onClick={submit}>
                {t('nav.submit')}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Paper>
      <SubmitDialogs phase={reuse.phase} onSuccessOk={() => void navigate('/')} onDismiss={reuse.dismiss} />
    </FormProvider>
  );
}
