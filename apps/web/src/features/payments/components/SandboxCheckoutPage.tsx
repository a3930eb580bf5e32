import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents } from '@rentals/domain/billing/payments';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { LoadError } from '../../../components/LoadError';
import { PageSpinner } from '../../../components/PageSpinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SandboxCheckoutDocument } from '../api/payment-operations';
import { useLocaleContext, useRefetchOnLocale } from '../../../i18n/use-locale-context';
import { useSandboxPay } from '../hooks/use-sandbox-pay';
import { AuthenticateDialog } from './AuthenticateDialog';
import { CardForm } from './CardForm';
import { QuoteSummary } from './QuoteSummary';
import { TestCardsHint } from './TestCardsHint';

/** 'Something went wrong' on payment stays for 3 seconds (spec/03 §8). */
const SOMETHING_WRONG_MS = 3_000;

/**
 * /sandbox/checkout/:id, the built-in test checkout: a card processor's hosted page as its test
 * mode behaves, marked as a test on every state. It takes the test cards, asks for the
 * authentication step when the card wants it, and sends the payer back to the merchant's page.
 */
export function SandboxCheckoutPage() {
  const { t } = useTranslation('payments');
  const { id = '' } = useParams();
  const { locale, context } = useLocaleContext();
  useDocumentTitle(t('sandbox.pageTitle'));
  const { data, error, loading, refetch } = useQuery(SandboxCheckoutDocument, {
    variables: { id },
    context,
    fetchPolicy: 'network-only',
  });
  useRefetchOnLocale(locale, refetch);
  const checkout = data?.sandboxCheckout;
  const actions = useSandboxPay(id, checkout ?? undefined);
  const total = checkout ? formatCents(checkout.totalCents, locale) : '';

  let body;
  if (loading && !checkout) body = <PageSpinner />;
  else if (error && !checkout)
    body = <LoadError error={error} message={t('sandbox.loadFailed')} onRetry={() => void refetch()} />;
  else if (!checkout) body = <Alert severity="warning">{t('sandbox.notFound')}</Alert>;
  else if (checkout.status !== 'PENDING' && checkout.status !== 'FAILED')
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">{t('sandbox.closed')}</Alert>
        <Button
          variant="outlined"
          href={checkout.status === 'PAID' ? checkout.successUrl : checkout.cancelUrl}
        >
          {t('sandbox.backToSite')}
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, flex: 1, width: '100%' }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('summary.title')}
          </Typography>
          <QuoteSummary {...checkout} />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, flex: 1, width: '100%' }}>
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('sandbox.payTitle')}
          </Typography>
          <FormAlert message={actions.declined ?? actions.refused} />
          <CardForm
            email={checkout.email ?? null}
            payLabel={t('sandbox.pay', { amount: total })}
            paying={actions.busy === 'pay'}
            onPay={actions.pay}
          />
          <Button
            fullWidth
            onClick={() => void actions.cancel()}
            loading={actions.busy === 'cancel'}
            disabled={actions.busy !== null && actions.busy !== 'cancel'}
            sx={{ mt: 1, mb: 2 }}
          >
            {t('sandbox.cancel')}
          </Button>
          <TestCardsHint />
        </Paper>
        <AuthenticateDialog
          open={actions.authOpen}
          amount={total}
          busy={actions.busy === 'authenticate'}
          onAnswer={(approve) => void actions.authenticate(approve)}
        />
      </Stack>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Alert severity="warning" sx={{ mb: 3, border: 2, borderColor: 'warning.main' }}>
        <AlertTitle>{t('sandbox.banner')}</AlertTitle>
        {t('sandbox.bannerDetail')}
      </Alert>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
        {t('sandbox.pageTitle')}
      </Typography>
      {body}
      <Snackbar
        open={actions.somethingWrong}
        autoHideDuration={SOMETHING_WRONG_MS}
        onClose={actions.dismissSomethingWrong}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" role="alert" variant="filled" onClose={actions.dismissSomethingWrong}>
          {t('somethingWrong')}
        </Alert>
      </Snackbar>
    </Container>
  );
}
