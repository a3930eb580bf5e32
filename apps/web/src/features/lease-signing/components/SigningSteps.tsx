import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { LeaseSigningPlace } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { errorText } from '../../../lib/errors/graphql-error';
import type { SigningSession, useLeaseSigning } from '../hooks/use-lease-signing';
import { useSigningSteps } from '../hooks/use-signing-steps';
import { AdoptedSignatureCard } from './AdoptedSignatureCard';
import { AdoptSignatureDialog } from './AdoptSignatureDialog';
import { ConsentSection } from './ConsentSection';
import { DeclineDialog } from './DeclineDialog';
import { LeaseToSign } from './LeaseToSign';
import { NextPlaceBar } from './NextPlaceBar';
import { PlaceButton } from './PlaceButton';

/**
 * The ceremony for a signer whose turn it is: their adopted signature, the lease with its places,
 * the consent until given, a way to decline, and the sticky bar that leads to the next place and
 * to signing. The steps themselves live in useSigningSteps.
 */
export function SigningSteps({
  session,
  signing,
  token,
  onSigned,
  onDeclined,
}: {
  session: SigningSession;
  signing: ReturnType<typeof useLeaseSigning>;
  token: string | null;
  onSigned: () => void;
  onDeclined: () => void;
}) {
  const { t } = useTranslation('leaseSigning');
  const locale = useLocale();
  const { signer, places } = session;
  const steps = useSigningSteps({ session, signing, onSigned, onDeclined });

  const place = (p: LeaseSigningPlace) =>
    places.includes(p) ? (
      <PlaceButton
        place={p}
        done={steps.done.includes(p)}
        signature={steps.signature}
        disabled={steps.busy || !session.consented}
        onTap={(tapped) => void steps.tap(tapped)}
      />
    ) : null;

  // One failure alert, shown by the step at hand: the consent until given, then the bar.
  const failureAlert = steps.failure && (
    <Alert severity="error" role="alert" onClose={steps.dismissFailure}>
      {errorText(steps.failure, locale)}
    </Alert>
  );

  return (
    <Stack spacing={3}>
      {session.consented && (
        <AdoptedSignatureCard signature={steps.signature} onAdopt={steps.startAdopting} />
      )}

      <LeaseToSign session={session} token={token} place={place} />

      {!session.consented && (
        <ConsentSection
          agreed={steps.agreed}
          missing={steps.consentMissing}
          busy={steps.busy}
          failure={failureAlert}
          onAgree={steps.agree}
          onSubmit={() => void steps.consent()}
        />
      )}

      <Box>
        <Button color="error" onClick={() => steps.setDeclining(true)} sx={{ minHeight: 44 }}>
          {t('decline.open')}
        </Button>
      </Box>

      {session.consented && (
        <NextPlaceBar
          doneCount={steps.done.length}
          total={places.length}
          signature={steps.signature}
          next={steps.next}
          busy={steps.busy}
          failure={failureAlert}
          onAdopt={steps.startAdopting}
          onFinish={() => void steps.finish()}
        />
      )}

      {steps.adopting && (
        <AdoptSignatureDialog
          open
          name={signer.name}
          current={steps.signature}
          onClose={steps.cancelAdopting}
          onAdopt={steps.adopt}
        />
      )}
      <DeclineDialog
        open={steps.declining}
        onClose={() => steps.setDeclining(false)}
        onDecline={steps.decline}
      />
    </Stack>
  );
}
