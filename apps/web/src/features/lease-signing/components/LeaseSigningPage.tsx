import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEASE_ERRORS } from '@rentals/domain/leases/errors';
import { leaseTermsSchema, type LeaseTerms } from '@rentals/domain/leases/terms';
import { translate } from '@rentals/domain/i18n/translate';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { PrivateDownloadButton } from '../../../components/PrivateDownloadButton';
import type { LeaseSigningPlace } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError, type AppError } from '../../../lib/errors/graphql-error';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  forgetAdoptedSignature,
  loadAdoptedSignature,
  storeAdoptedSignature,
  type AdoptedSignature,
} from '../format/adopted-signature';
import { nextPlace, placeElementId } from '../format/places';
import { sameOriginPath } from '../format/return-path';
import { useLeaseSigning, type SigningSession } from '../hooks/use-lease-signing';
import { AdoptSignatureDialog } from './AdoptSignatureDialog';
import { DeclineDialog } from './DeclineDialog';
import { PlaceButton } from './PlaceButton';
import { SigningHeader } from './SigningHeader';
import { TermsReview } from './TermsReview';

const CLOSED = ['DECLINED', 'VOIDED', 'EXPIRED', 'DRAFT'] as const;
type ClosedStatus = (typeof CLOSED)[number];
const isClosed = (status: string): status is ClosedStatus => (CLOSED as readonly string[]).includes(status);

/** Moves the focus to an element once it is on screen (after a step changes what is shown). */
function focusSoon(id: string, scroll = true) {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    if (!element) return;
    if (scroll) element.scrollIntoView({ block: 'center', behavior: 'smooth' });
    element.focus({ preventScroll: scroll });
  });
}

/** The path with its query, for a link back here after signing in. */
function loginPath(): string {
  return `/login?next=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`;
}

/** A document link that carries the signer's token when they came by their e-mailed link. */
function withToken(path: string, token: string | null, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  if (token) query.set('token', token);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The signing page of a lease (issue 19), for a signed-in signer or one who opened their e-mailed
 * link (?signer=&token=&return=): the signers and progress, the lease to read, the consent to sign
 * electronically, a signature to adopt, each place to tap (saved, so a dropped session resumes),
 * then signing or declining. A signer who came by their link reads it in their own language until
 * they switch.
 */
export function LeaseSigningPage() {
  const { t, i18n } = useTranslation('leaseSigning');
  const locale = useLocale();
  const { id: leaseId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  const returnPath =
    typeof window === 'undefined' ? null : sameOriginPath(search.get('return'), window.location.origin);
  const { user, checking } = useSession();
  useDocumentTitle(t('title'));

  if (!token && checking) return <PageSpinner />;
  if (!token && !user) return <SignInPrompt />;
  return (
    <SigningCeremony
      key={`${leaseId}:${token ?? ''}`}
      leaseId={leaseId}
      token={token}
      returnPath={returnPath}
      followSignerLocale={!!token && !user}
      t={t}
      i18nLanguage={i18n.language}
      changeLanguage={(next) => void i18n.changeLanguage(next)}
      locale={locale}
    />
  );
}

function SignInPrompt({ error }: { error?: AppError }) {
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
      <Button variant="contained" component={RouterLink} to={loginPath()} sx={{ minHeight: 44 }}>
        {t('states.signIn')}
      </Button>
    </Container>
  );
}

type T = ReturnType<typeof useTranslation<'leaseSigning'>>['t'];

function SigningCeremony({
  leaseId,
  token,
  returnPath,
  followSignerLocale,
  t,
  i18nLanguage,
  changeLanguage,
  locale,
}: {
  leaseId: string;
  token: string | null;
  returnPath: string | null;
  followSignerLocale: boolean;
  t: T;
  i18nLanguage: string;
  changeLanguage: (language: string) => void;
  locale: 'en' | 'fr';
}) {
  const redirectUrl =
    returnPath && typeof window !== 'undefined' ? `${window.location.origin}${returnPath}` : null;
  const signing = useLeaseSigning(leaseId, token, redirectUrl);
  const { state } = signing;
  const session = state.kind === 'open' ? state.session : null;

  // A signer who came by their link reads in their own language, once; a switch of theirs then holds.
  const followed = useRef(false);
  useEffect(() => {
    if (!session || followed.current || !followSignerLocale) return;
    followed.current = true;
    if (session.signer.locale !== i18nLanguage) changeLanguage(session.signer.locale);
  }, [session, followSignerLocale, i18nLanguage, changeLanguage]);

  // An outside signing service holds the envelope: its ceremony opens at once.
  const viewUrl = session?.viewUrl;
  useEffect(() => {
    if (viewUrl) window.location.assign(viewUrl);
  }, [viewUrl]);

  if (state.kind === 'opening') return <PageSpinner />;
  if (state.kind === 'failed') {
    if (state.error.code === 'UNAUTHENTICATED') return <SignInPrompt error={state.error} />;
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Alert severity="error" role="alert">
          <AlertTitle>{t('states.errorTitle')}</AlertTitle>
          {errorText(state.error, locale)}
        </Alert>
        <Button onClick={() => void signing.reload()} sx={{ mt: 2, minHeight: 44 }}>
          {t('states.retry')}
        </Button>
      </Container>
    );
  }
  if (viewUrl)
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Typography role="status">{t('redirecting')}</Typography>
      </Container>
    );
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <SigningHeader session={state.session} />
        <SigningBody
          session={state.session}
          signing={signing}
          token={token}
          returnPath={returnPath}
          t={t}
          locale={locale}
        />
      </Stack>
    </Container>
  );
}

function SignedDownload({ session, token, t }: { session: SigningSession; token: string | null; t: T }) {
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

function BackLink({ returnPath, t }: { returnPath: string | null; t: T }) {
  if (!returnPath) return null;
  return (
    <Box>
      <Button component={RouterLink} to={returnPath} sx={{ minHeight: 44 }}>
        {t('finish.back')}
      </Button>
    </Box>
  );
}

function SigningBody({
  session,
  signing,
  token,
  returnPath,
  t,
  locale,
}: {
  session: SigningSession;
  signing: ReturnType<typeof useLeaseSigning>;
  token: string | null;
  returnPath: string | null;
  t: T;
  locale: 'en' | 'fr';
}) {
  const { lease, signer } = session;
  const [justSigned, setJustSigned] = useState(false);
  const [justDeclined, setJustDeclined] = useState(false);

  useEffect(() => {
    if (justSigned || justDeclined) focusSoon('lease-outcome', false);
  }, [justSigned, justDeclined]);

  if (isClosed(lease.status)) {
    return (
      <Alert severity={justDeclined ? 'info' : 'warning'}>
        <AlertTitle id="lease-outcome" tabIndex={-1} component="h2" sx={{ outline: 'none' }}>
          {justDeclined ? t('decline.done') : t('states.closedTitle')}
        </AlertTitle>
        {!justDeclined && <Typography>{t(`states.closed.${lease.status}`)}</Typography>}
        {lease.endedReason && (
          <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {t('states.reason', { reason: lease.endedReason })}
          </Typography>
        )}
        {justDeclined && <BackLink returnPath={returnPath} t={t} />}
      </Alert>
    );
  }

  if (signer.status === 'SIGNED') {
    const completed = lease.status === 'COMPLETED';
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
          <SignedDownload session={session} token={token} t={t} />
          <BackLink returnPath={returnPath} t={t} />
        </Stack>
      </Paper>
    );
  }

  if (!session.isTurn) {
    const mine = lease.signers.find((s) => s.isYou)?.order ?? Infinity;
    const before = [...lease.signers]
      .sort((a, b) => a.order - b.order)
      .find((s) => s.order < mine && s.status !== 'SIGNED');
    return (
      <Alert severity="info">
        {before ? t('states.notYourTurn', { name: before.name }) : t('states.notYourTurnNoName')}
      </Alert>
    );
  }

  return (
    <Ceremony
      session={session}
      signing={signing}
      token={token}
      t={t}
      locale={locale}
      onSigned={() => setJustSigned(true)}
      onDeclined={() => setJustDeclined(true)}
    />
  );
}

function Ceremony({
  session,
  signing,
  token,
  t,
  locale,
  onSigned,
  onDeclined,
}: {
  session: SigningSession;
  signing: ReturnType<typeof useLeaseSigning>;
  token: string | null;
  t: T;
  locale: 'en' | 'fr';
  onSigned: () => void;
  onDeclined: () => void;
}) {
  const { lease, signer, places } = session;
  const { done } = signing;
  const terms = leaseTermsSchema.safeParse(lease.terms);
  const [agreed, setAgreed] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AppError | null>(null);
  const [signature, setSignature] = useState<AdoptedSignature | null>(() =>
    typeof window === 'undefined' ? null : loadAdoptedSignature(lease.id, signer.id),
  );
  const [adopting, setAdopting] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [pendingPlace, setPendingPlace] = useState<LeaseSigningPlace | null>(null);
  // Where the focus goes once the step's answer is shown (the next place is enabled again).
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!focusTarget || busy) return;
    focusSoon(focusTarget);
    setFocusTarget(null);
  }, [focusTarget, busy]);

  const next = nextPlace(places, done);
  const run = async (step: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await step();
      return true;
    } catch (error) {
      setFailure(toAppError(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const consent = async () => {
    if (!agreed) return setConsentMissing(true);
    if (await run(() => signing.consent())) {
      if (!signature) setAdopting(true);
      else setFocusTarget(next ? placeElementId(next) : 'lease-finish');
    }
  };

  const tap = async (place: LeaseSigningPlace) => {
    if (!signature) {
      setPendingPlace(place);
      setAdopting(true);
      return;
    }
    if (await run(() => signing.tap(place))) {
      const after = nextPlace(
        places,
        places.filter((p) => p === place || done.includes(p)),
      );
      setFocusTarget(after ? placeElementId(after) : 'lease-finish');
    }
  };

  const adopt = (adopted: AdoptedSignature) => {
    setSignature(adopted);
    storeAdoptedSignature(lease.id, signer.id, adopted);
    setAdopting(false);
    const target = pendingPlace ?? next;
    setPendingPlace(null);
    setFocusTarget(target ? placeElementId(target) : 'lease-finish');
  };

  const finish = async () => {
    if (!signature) return setAdopting(true);
    if (next) return setFailure({ code: 'LEASE_PLACES_MISSING', params: {}, fields: [] });
    if (
      await run(async () => {
        await signing.sign(signature);
      })
    ) {
      forgetAdoptedSignature(lease.id, signer.id);
      onSigned();
    }
  };

  const decline = async (reason: string) => {
    await signing.decline(reason);
    setDeclining(false);
    onDeclined();
  };

  const place = (p: LeaseSigningPlace) =>
    places.includes(p) ? (
      <PlaceButton
        place={p}
        done={done.includes(p)}
        signature={signature}
        disabled={busy || !session.consented}
        onTap={(tapped) => void tap(tapped)}
      />
    ) : null;

  const pdf = (
    <PrivateDownloadButton
      url={withToken(lease.documentPath, token, { locale })}
      filename={`lease-${lease.id}-${locale}.pdf`}
      labels={{ button: t('download.pdf'), running: t('download.pdfRunning'), done: t('download.pdfDone') }}
      sx={{ mb: 2, '& .MuiButton-root': { minHeight: 44 } }}
    />
  );

  const failureAlert = failure && (
    <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
      {errorText(failure, locale)}
    </Alert>
  );

  return (
    <Stack spacing={3}>
      {session.consented && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={1.5}>
            <Typography variant="h6" component="h2">
              {t('adopt.adopted')}
            </Typography>
            {signature ? (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <PlacePreview signature={signature} t={t} />
              </Stack>
            ) : (
              <Typography color="text.secondary">{t('places.adoptFirst')}</Typography>
            )}
            <Box>
              <Button
                id="lease-adopt"
                variant={signature ? 'outlined' : 'contained'}
                onClick={() => setAdopting(true)}
                sx={{ minHeight: 44 }}
              >
                {signature ? t('adopt.change') : t('adopt.open')}
              </Button>
            </Box>
          </Stack>
        </Paper>
      )}

      {terms.success ? (
        <TermsReview
          terms={terms.data as LeaseTerms}
          province={lease.province}
          before={
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('review.intro')}
              </Typography>
              {pdf}
              {place('PAGE_INITIALS')}
            </>
          }
          additional={place('ADDITIONAL_TERMS_INITIALS')}
          signatures={place('SIGNATURE')}
        />
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          {pdf}
          {place('PAGE_INITIALS')}
          {place('ADDITIONAL_TERMS_INITIALS')}
          {place('SIGNATURE')}
        </Paper>
      )}

      {!session.consented && (
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
                onChange={(event) => {
                  setAgreed(event.target.checked);
                  setConsentMissing(false);
                }}
                sx={{ alignSelf: 'flex-start', p: 1.5 }}
              />
            }
            label={t('consent.label')}
            sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: 1.25 } }}
          />
          {consentMissing && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {t('consent.required')}
            </Alert>
          )}
          {failureAlert && <Box sx={{ mt: 2 }}>{failureAlert}</Box>}
          <Box sx={{ mt: 2 }}>
            <Button variant="contained" onClick={() => void consent()} disabled={busy} sx={{ minHeight: 48 }}>
              {t('consent.submit')}
            </Button>
          </Box>
        </Paper>
      )}

      <Box>
        <Button color="error" onClick={() => setDeclining(true)} sx={{ minHeight: 44 }}>
          {t('decline.open')}
        </Button>
      </Box>

      {session.consented && (
        <Paper
          elevation={6}
          component="section"
          aria-label={t('places.barLabel')}
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            p: 1.5,
            borderRadius: { xs: 0, sm: 1 },
          }}
        >
          {failureAlert && <Box sx={{ mb: 1 }}>{failureAlert}</Box>}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography
              role="status"
              sx={{ fontWeight: 600, flexShrink: 0, textAlign: { xs: 'center', sm: 'start' } }}
            >
              {t('places.count', { count: done.length, total: places.length })}
            </Typography>
            {!signature ? (
              <Button variant="contained" onClick={() => setAdopting(true)} sx={{ minHeight: 48 }}>
                {t('adopt.open')}
              </Button>
            ) : next ? (
              <Button
                variant="contained"
                onClick={() => focusSoon(placeElementId(next))}
                sx={{ minHeight: 48 }}
              >
                {t('places.next', { place: t(`places.${next}`) })}
              </Button>
            ) : (
              <Button
                id="lease-finish"
                variant="contained"
                color="success"
                onClick={() => void finish()}
                disabled={busy}
                sx={{ minHeight: 48 }}
              >
                {t('finish.submit')}
              </Button>
            )}
          </Stack>
        </Paper>
      )}

      {adopting && (
        <AdoptSignatureDialog
          open
          name={signer.name}
          current={signature}
          onClose={() => {
            setAdopting(false);
            setPendingPlace(null);
          }}
          onAdopt={adopt}
        />
      )}
      <DeclineDialog open={declining} onClose={() => setDeclining(false)} onDecline={decline} />
    </Stack>
  );
}

function PlacePreview({ signature, t }: { signature: AdoptedSignature; t: T }) {
  return signature.kind === 'DRAWN' && signature.image ? (
    <Box
      component="img"
      src={signature.image}
      alt={t('adopt.drawnAlt', { name: signature.text })}
      sx={{ height: 56, maxWidth: '100%', border: 1, borderColor: 'divider', bgcolor: '#fff' }}
    />
  ) : (
    <Typography
      component="span"
      sx={{
        fontFamily: '"Segoe Script", "Brush Script MT", cursive',
        fontStyle: 'italic',
        fontSize: '1.9rem',
        color: '#1a237e',
      }}
    >
      {signature.text}
    </Typography>
  );
}
