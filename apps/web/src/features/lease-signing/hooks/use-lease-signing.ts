import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LeaseSigningPlace, LeaseSigningSessionFieldsFragment } from '../../../gql/graphql';
import { toAppError, type AppError } from '../../../lib/errors/graphql-error';
import {
  ConsentToLeaseSigningDocument,
  DeclineLeaseDocument,
  OpenLeaseSigningDocument,
  SaveLeaseSigningProgressDocument,
  SignLeaseDocument,
} from '../api/signing-operations';
import type { AdoptedSignature } from '../format/adopted-signature';
import { placesDone, withPlaceDone } from '../format/places';

export type SigningSession = LeaseSigningSessionFieldsFragment;

export type OpenState =
  { kind: 'opening' } | { kind: 'failed'; error: AppError } | { kind: 'open'; session: SigningSession };

/**
 * The ceremony's state as the server holds it: opened once per visit (which marks the signer as
 * having viewed it), then replaced by what each step answers. A tap is shown at once and saved;
 * a refused save puts the place back.
 */
export function useLeaseSigning(leaseId: string, token: string | null, redirectUrl: string | null) {
  const [state, setState] = useState<OpenState>({ kind: 'opening' });
  const [done, setDone] = useState<LeaseSigningPlace[]>([]);
  const [open] = useMutation(OpenLeaseSigningDocument);
  const [consent] = useMutation(ConsentToLeaseSigningDocument);
  const [saveProgress] = useMutation(SaveLeaseSigningProgressDocument);
  const [sign] = useMutation(SignLeaseDocument);
  const [decline] = useMutation(DeclineLeaseDocument);
  const variables = { leaseId, token };

  const show = useCallback((session: SigningSession) => {
    setState({ kind: 'open', session });
    setDone(placesDone(session.places, session.placesLeft));
  }, []);

  const load = useCallback(async () => {
    setState({ kind: 'opening' });
    try {
      const { data } = await open({ variables: { leaseId, token, redirectUrl } });
      if (data) show(data.openLeaseSigning);
    } catch (error) {
      setState({ kind: 'failed', error: toAppError(error) });
    }
  }, [open, leaseId, token, redirectUrl, show]);

  // One opening per visit, even when a development render runs the effect twice.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    const key = `${leaseId}:${token ?? ''}`;
    if (opened.current === key) return;
    opened.current = key;
    void load();
  }, [leaseId, token, load]);

  const session = state.kind === 'open' ? state.session : null;

  return {
    state,
    done,
    reload: load,
    async consent() {
      const { data } = await consent({ variables });
      if (data) show(data.consentToLeaseSigning);
    },
    async tap(place: LeaseSigningPlace) {
      if (!session) return;
      const before = done;
      const next = withPlaceDone(session.places, done, place);
      setDone(next);
      try {
        const { data } = await saveProgress({ variables: { ...variables, placesDone: next } });
        if (data) show(data.saveLeaseSigningProgress);
      } catch (error) {
        setDone(before);
        throw error;
      }
    },
    async sign(signature: AdoptedSignature) {
      const { data } = await sign({
        variables: {
          ...variables,
          signature: {
            kind: signature.kind,
            text: signature.text,
            initials: signature.initials,
            image: signature.kind === 'DRAWN' ? signature.image : null,
          },
        },
      });
      if (data) show(data.signLease);
      return data?.signLease ?? null;
    },
    async decline(reason: string) {
      const { data } = await decline({ variables: { ...variables, reason } });
      if (data) show(data.declineLease);
    },
  };
}
