import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormAlert } from '../../../../components/FormAlert';
import { FormCard } from '../../../../components/FormCard';
import { availabilityConfirmedText } from '../../../../components/plain/listing-age-text';
import { isLocale } from '../../../../i18n/locale-storage';
import { useLocale } from '../../../../i18n/use-locale';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { useFormError } from '../../../../lib/forms/use-form-error';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { AnswerAvailabilityCheckDocument } from '../api/availability-operations';

/*
 * Where the links of a 'Still available?' e-mail land (`?token=&answer=yes|rented`), without
 * signing in. Either answer waits for a button press: mail scanners fetch and even render the
 * links of an e-mail, and must neither confirm a listing its owner never looked at nor take one
 * off the market.
 */
export function AvailabilityLinkPage() {
  const { t, i18n } = useTranslation('listings');
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const linkLocale = params.get('lang');
  const token = params.get('token') ?? '';
  const rented = params.get('answer') === 'rented';
  const [answer, { data, loading }] = useMutation(AnswerAvailabilityCheckDocument);
  const error = useFormError();
  useDocumentTitle(t('availabilityLink.title'));

  const send = () => {
    error.setError(null);
    const value = rented ? 'RENTED' : 'STILL_AVAILABLE';
    answer({ variables: { token, answer: value } }).catch((failure: unknown) =>
      error.setError(toAppError(failure)),
    );
  };

  useEffect(() => {
    // The e-mail names its reader's language (`lang`): this page is not rendered on the server, so
    // it switches itself, as the lease signing page does for its signer.
    if (isLocale(linkLocale) && linkLocale !== i18n.language) void i18n.changeLanguage(linkLocale);
  }, [linkLocale, i18n]);

  const result = data?.answerAvailabilityCheck;
  return (
    <FormCard title={t('availabilityLink.title')}>
      <Stack spacing={2}>
        {!token && <FormAlert message={t('availabilityLink.noToken')} severity="warning" />}
        <FormAlert message={error.message} severity="warning" />
        {result?.answer === 'STILL_AVAILABLE' && (
          <Alert severity="success" role="status">
            <Typography sx={{ fontWeight: 700 }}>
              {t('availabilityLink.confirmed', { title: result.title })}
            </Typography>
            {result.availabilityConfirmedAt &&
              availabilityConfirmedText(result.availabilityConfirmedAt, new Date(), locale, tCommon)}
          </Alert>
        )}
        {result?.answer === 'RENTED' && (
          <Alert severity="success" role="status">
            {t('availabilityLink.rented', { title: result.title })}
          </Alert>
        )}
        {token && !result && (
          <>
            <Typography>
              {rented ? t('availabilityLink.rentedQuestion') : t('availabilityLink.availableQuestion')}
            </Typography>
            <Button variant="contained" loading={loading} onClick={send} sx={{ alignSelf: 'flex-start' }}>
              {rented ? t('availabilityLink.rentedConfirm') : t('availabilityLink.availableConfirm')}
            </Button>
          </>
        )}
        <Link component={RouterLink} to="/building">
          {t('availabilityLink.manage')}
        </Link>
      </Stack>
    </FormCard>
  );
}
