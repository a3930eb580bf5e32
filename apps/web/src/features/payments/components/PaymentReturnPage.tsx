import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { boostSuccessText } from '@rentals/domain/billing/boost';
import { DEPOSIT_TERMS } from '@rentals/domain/billing/payments';
import { translate } from '@rentals/domain/i18n/translate';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useLocale } from '../../../i18n/use-locale';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BoostedListingEndDocument } from '../api/payment-operations';
import { boostDaysShown, cardBrandName, tryAgainPath } from '../format/return-view';
import { useReturnedPayment } from '../hooks/use-returned-payment';
import { QuoteSummary } from './QuoteSummary';

/** 'Something went wrong' on payment stays for 3 seconds (spec/03 §8). */
const SOMETHING_WRONG_MS = 3_000;

/**
 * /redirect/premium (boost), /redirect/landlord/premium (deposit) and /redirect/report: where the
 * processor sends the payer back with ?payment=<id>. It shows what the server knows of the payment
 * and waits briefly while the confirmation is on its way; it never marks anything paid.
 */
export function PaymentReturnPage() {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('return.pageTitle'));
  const [params] = useSearchParams();
  const id = params.get('payment');
  const returned = useReturnedPayment(id);

  let body;
  if (!id) body = <Alert severity="warning">{t('return.missing')}</Alert>;
  else if (returned.loading) body = <Confirming />;
  else if (returned.error)
    body = <LoadError error={returned.error} message={t('return.loadFailed')} onRetry={returned.retry} />;
  else if (!returned.payment) body = <Alert severity="warning">{t('return.notFound')}</Alert>;
  else
    body = <PaymentOutcome payment={returned.payment} view={returned.view!} onRefresh={returned.refresh} />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
        {t('return.pageTitle')}
      </Typography>
      {body}
      <Snackbar
        open={returned.askFailed}
        autoHideDuration={SOMETHING_WRONG_MS}
        onClose={returned.dismissAskFailed}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" role="alert" variant="filled" onClose={returned.dismissAskFailed}>
          {t('somethingWrong')}
        </Alert>
      </Snackbar>
    </Container>
  );
}

function Confirming() {
  const { t } = useTranslation('payments');
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 4 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography>{t('return.confirming')}</Typography>
    </Stack>
  );
}

type Returned = ReturnType<typeof useReturnedPayment>;

function PaymentOutcome({
  payment,
  view,
  onRefresh,
}: {
  payment: NonNullable<Returned['payment']>;
  view: NonNullable<Returned['view']>;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('payments');
  const again = tryAgainPath(payment.purpose, payment.listingId);
  if (view === 'CONFIRMING') return <Confirming />;
  if (view === 'NOT_YET')
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info" role="status">
          {t('return.notYet')}. {t('return.notYetDetail')}
        </Alert>
        <Button variant="contained" onClick={onRefresh}>
          {t('return.refresh')}
        </Button>
      </Stack>
    );
  if (view === 'PAID') return <PaidPayment payment={payment} />;
  const [severity, text, action] =
    view === 'FAILED'
      ? (['error', payment.failureMessage ?? t('return.failed'), t('return.tryAgain')] as const)
      : view === 'CANCELED'
        ? (['info', `${t('return.canceled')}. ${t('return.canceledDetail')}`, t('return.payAgain')] as const)
        : (['info', t('return.refunded'), t('return.toListings')] as const);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
        {view === 'FAILED' && <strong>{t('return.failed')}. </strong>}
        {text}
      </Alert>
      <Button component={RouterLink} to={view === 'REFUNDED' ? '/building' : again} variant="contained">
        {action}
      </Button>
    </Stack>
  );
}

function PaidPayment({ payment }: { payment: NonNullable<Returned['payment']> }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const boost = payment.purpose === 'BOOST';
  // The listing's premium end, read once, for the days left of an extended boost.
  const [now] = useState(() => new Date());
  const listing = useQuery(BoostedListingEndDocument, {
    variables: { id: payment.listingId ?? '' },
    skip: !boost || !payment.listingId,
  });
  if (boost && listing.loading) return <CircularProgress aria-label={t('return.confirming')} />;
  const days = boostDaysShown(listing.data?.getSingleBuilding.premiumEnd, payment.boostDays, now);
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="success" role="status" sx={{ width: '100%' }}>
        {boost ? translate(boostSuccessText(days), locale) : t('return.paidDeposit')}
      </Alert>
      <Paper variant="outlined" sx={{ p: 2, width: '100%' }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {payment.listingTitle ?? t('return.paidTitle')}
        </Typography>
        <QuoteSummary {...payment} terms={boost ? null : translate(DEPOSIT_TERMS, locale)} />
        {payment.cardLast4 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('return.card', { brand: cardBrandName(payment.cardBrand), last4: payment.cardLast4 })}
          </Typography>
        )}
      </Paper>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/building" variant="contained">
          {t('return.toListings')}
        </Button>
        <Button component={RouterLink} to={`/building/billing/${payment.id}`} variant="outlined">
          {t('return.receipt')}
        </Button>
      </Stack>
    </Stack>
  );
}
