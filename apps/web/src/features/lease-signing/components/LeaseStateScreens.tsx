import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEASE_ERRORS } from '@rentals/domain/leases/errors';
import { translate } from '@rentals/domain/i18n/translate';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PrivateDownloadButton } from '../../../components/PrivateDownloadButton';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, type AppError } from '../../../lib/errors/graphql-error';
import { isClosed, signerBefore } from '../format/lease-state';
import { loginPath, withToken } from '../format/links';
import type { SigningSession } from '../hooks/use-lease-signing';

/*
 * The screens a signer sees instead of the ceremony: before the lease opens (sign in, a failure,
 * the hand-over to an outside service) and once it is no longer theirs to sign (closed, signed,
 * someone else's turn). The outcome headings carry id="lease-outcome" so the page can move the
 * focus to them right after a signer signs or declines.
 */

/** Asks a signer with neither a session nor an e-mailed link to sign in, then come back here. */
export function SignInPrompt({ error }: { error?: AppError }) {
  const { t } = useTranslation('leaseSigning');
  const locale = useLocale();
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {errorText(error ?? { code: 'UNAUTHENTICATED', params: {}, fields: [] }, locale)}
      </Alert>
      <Button
        variant="contained"
        component={RouterLink}
        to={loginPath(`${window.location.pathname}${window.location.search}`)}
        sx={{ minHeight: 44 }}
      >
        {t('states.signIn')}
      </Button>
    </Container>
  );
}

/** The lease could not be opened: why, and a way to try again. */
export function OpenFailed({ error, onRetry }: { error: AppError; onRetry: () => void }) {
  const { t } = useTranslation('leaseSigning');
  const locale = useLocale();
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Alert severity="error" role="alert">
        <AlertTitle>{t('states.errorTitle')}</AlertTitle>
        {errorText(error, locale)}
      </Alert>
      <Button onClick={onRetry} sx={{ mt: 2, minHeight: 44 }}>
        {t('states.retry')}
      </Button>
    </Container>
  );
}

/** Shown while the browser leaves for an outside signing service's ceremony. */
export function Redirecting() {
  const { t } = useTranslation('leaseSigning');
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography role="status">{t('redirecting')}</Typography>
    </Container>
  );
}

/** A link back to where the signer came from (?return=), when they came from this site. */
function BackLink({ returnPath }: { returnPath: string | null }) {
  const { t } = useTranslation('leaseSigning');
  if (!returnPath) return null;
  return (
    <Box>
      <Button component={RouterLink} to={returnPath} sx={{ minHeight: 44 }}>
        {t('finish.back')}
      </Button>
    </Box>
  );
}

/** The signed PDF, once every signer has signed. */
function SignedDownload({ session, token }: { session: SigningSession; token: string | null }) {
  const { t } = useTranslation('leaseSigning');
  const path = session.lease.signedDocumentPath;
  if (session.lease.status !== 'COMPLETED' || !path) return null;
  return (
    <PrivateDownloadButton
      url={withToken(path, token)}
      filename={`lease-${session.lease.id}-signed.pdf`}
      labels={{
        button: t('download.signed'),
        running: t('download.signedRunning'),
        done: t('download.signedDone'),
      }}
      buttonProps={{ size: 'large' }}
      sx={{ '& .MuiButton-root': { minHeight: 48 } }}
    />
  );
}

/** A lease that can no longer be signed, or the word that this signer has just declined it. */
export function ClosedLease({
  session,
  justDeclined,
  returnPath,
}: {
  session: SigningSession;
  justDeclined: boolean;
  returnPath: string | null;
}) {
  const { t } = useTranslation('leaseSigning');
  const { lease } = session;
  return (
    <Alert severity={justDeclined ? 'info' : 'warning'}>
      <AlertTitle id="lease-outcome" tabIndex={-1} component="h2" sx={{ outline: 'none' }}>
        {justDeclined ? t('decline.done') : t('states.closedTitle')}
      </AlertTitle>
      {!justDeclined && isClosed(lease.status) && (
        <Typography>{t(`states.closed.${lease.status}`)}</Typography>
      )}
      {lease.endedReason && (
        <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t('states.reason', { reason: lease.endedReason })}
        </Typography>
      )}
      {justDeclined && <BackLink returnPath={returnPath} />}
    </Alert>
  );
}

/** This signer has signed: just now (a success), or in an earlier visit (already signed). */
export function SignedLease({
  session,
  justSigned,
  token,
  returnPath,
}: {
  session: SigningSession;
  justSigned: boolean;
  token: string | null;
  returnPath: string | null;
}) {
  const { t } = useTranslation('leaseSigning');
  const locale = useLocale();
  const completed = session.lease.status === 'COMPLETED';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="lease-outcome" tabIndex={-1} variant="h5" component="h2" sx={{ outline: 'none' }}>
          {justSigned
            ? t(completed ? 'finish.completedTitle' : 'finish.signedTitle')
            : t('states.alreadySigned')}
        </Typography>
        {justSigned ? (
          <Alert severity="success">{t(completed ? 'finish.completed' : 'finish.signed')}</Alert>
        ) : (
          <Alert severity="info" data-code="LEASE_ALREADY_SIGNED">
            {translate(LEASE_ERRORS.LEASE_ALREADY_SIGNED, locale)}{' '}
            {completed ? t('states.completed') : t('states.waitingOthers')}
          </Alert>
        )}
        <SignedDownload session={session} token={token} />
        <BackLink returnPath={returnPath} />
      </Stack>
    </Paper>
  );
}

/** Someone earlier in the signing order has still to sign. */
export function NotYourTurn({ session }: { session: SigningSession }) {
  const { t } = useTranslation('leaseSigning');
  const before = signerBefore(session.lease.signers);
  return (
    <Alert severity="info">
      {before ? t('states.notYourTurn', { name: before.name }) : t('states.notYourTurnNoName')}
    </Alert>
  );
}
