import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isClosed } from '../format/lease-state';
import { sameOriginPath } from '../format/return-path';
import { focusSoon } from '../hooks/focus-soon';
import { useLeaseSigning, type SigningSession } from '../hooks/use-lease-signing';
import {
  ClosedLease,
  NotYourTurn,
  OpenFailed,
  Redirecting,
  SignedLease,
  SignInPrompt,
} from './LeaseStateScreens';
import { SigningHeader } from './SigningHeader';
import { SigningSteps } from './SigningSteps';

/**
 * The signing page of a lease (issue 19), for a signed-in signer or one who opened their e-mailed
 * link (?signer=&token=&return=): the signers and progress, the lease to read, the consent to sign
 * electronically, a signature to adopt, each place to tap (saved, so a dropped session resumes),
 * then signing or declining. A signer who came by their link reads it in their own language until
 * they switch.
 */
export function LeaseSigningPage() {
  const { t, i18n } = useTranslation('leaseSigning');
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
      i18nLanguage={i18n.language}
      changeLanguage={(next) => void i18n.changeLanguage(next)}
    />
  );
}

/** Opens the lease for this signer (keyed by lease and token, so a new link starts afresh). */
function SigningCeremony({
  leaseId,
  token,
  returnPath,
  followSignerLocale,
  i18nLanguage,
  changeLanguage,
}: {
  leaseId: string;
  token: string | null;
  returnPath: string | null;
  followSignerLocale: boolean;
  i18nLanguage: string;
  changeLanguage: (language: string) => void;
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
    return <OpenFailed error={state.error} onRetry={() => void signing.reload()} />;
  }
  if (viewUrl) return <Redirecting />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <SigningHeader session={state.session} />
        <SigningBody session={state.session} signing={signing} token={token} returnPath={returnPath} />
      </Stack>
    </Container>
  );
}

/**
 * Which screen the open lease shows: closed, signed, someone else's turn, or the ceremony. After a
 * signer signs or declines, the focus moves to the outcome's heading so it is read out at once.
 */
function SigningBody({
  session,
  signing,
  token,
  returnPath,
}: {
  session: SigningSession;
  signing: ReturnType<typeof useLeaseSigning>;
  token: string | null;
  returnPath: string | null;
}) {
  const [justSigned, setJustSigned] = useState(false);
  const [justDeclined, setJustDeclined] = useState(false);

  useEffect(() => {
    if (justSigned || justDeclined) focusSoon('lease-outcome', false);
  }, [justSigned, justDeclined]);

  if (isClosed(session.lease.status))
    return <ClosedLease session={session} justDeclined={justDeclined} returnPath={returnPath} />;
  if (session.signer.status === 'SIGNED')
    return <SignedLease session={session} justSigned={justSigned} token={token} returnPath={returnPath} />;
  if (!session.isTurn) return <NotYourTurn session={session} />;
  return (
    <SigningSteps
      session={session}
      signing={signing}
      token={token}
      onSigned={() => setJustSigned(true)}
      onDeclined={() => setJustDeclined(true)}
    />
  );
}
