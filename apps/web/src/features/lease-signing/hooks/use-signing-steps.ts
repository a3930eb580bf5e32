import { useEffect, useState } from 'react';
import type { LeaseSigningPlace } from '../../../gql/graphql';
import { toAppError, type AppError } from '../../../lib/errors/graphql-error';
import {
  forgetAdoptedSignature,
  loadAdoptedSignature,
  storeAdoptedSignature,
  type AdoptedSignature,
} from '../format/adopted-signature';
import { nextPlace, placeElementId, withPlaceDone } from '../format/places';
import type { SigningSession, useLeaseSigning } from './use-lease-signing';
import { focusSoon } from './focus-soon';

/** Where the focus goes once every place is done: the button that signs. */
export const FINISH_ID = 'lease-finish';

/**
 * The steps of the ceremony for a signer whose turn it is: consent, adopt a signature, tap each
 * place, then sign or decline. One step runs at a time (`busy`), its failure is kept to show, and
 * after each step the focus moves on to what the signer does next, so a keyboard or screen reader
 * user is walked through the lease as a tapping finger is.
 */
export function useSigningSteps({
  session,
  signing,
  onSigned,
  onDeclined,
}: {
  session: SigningSession;
  signing: ReturnType<typeof useLeaseSigning>;
  onSigned: () => void;
  onDeclined: () => void;
}) {
  const { lease, signer, places } = session;
  const { done } = signing;
  const [agreed, setAgreed] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AppError | null>(null);
  // The adopted signature is kept in the browser, so a dropped session resumes with it.
  const [signature, setSignature] = useState<AdoptedSignature | null>(() =>
    typeof window === 'undefined' ? null : loadAdoptedSignature(lease.id, signer.id),
  );
  const [adopting, setAdopting] = useState(false);
  const [declining, setDeclining] = useState(false);
  // A place tapped before a signature was adopted: the focus returns to it once one is.
  const [pendingPlace, setPendingPlace] = useState<LeaseSigningPlace | null>(null);
  // Where the focus goes once the step's answer is shown (the next place is enabled again).
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!focusTarget || busy) return;
    focusSoon(focusTarget);
    setFocusTarget(null);
  }, [focusTarget, busy]);

  const next = nextPlace(places, done);
  const focusPlace = (place: LeaseSigningPlace | null) =>
    setFocusTarget(place ? placeElementId(place) : FINISH_ID);

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

  const agree = (checked: boolean) => {
    setAgreed(checked);
    setConsentMissing(false);
  };

  const consent = async () => {
    if (!agreed) return setConsentMissing(true);
    if (await run(() => signing.consent())) {
      if (!signature) setAdopting(true);
      else focusPlace(next);
    }
  };

  const tap = async (place: LeaseSigningPlace) => {
    if (!signature) {
      setPendingPlace(place);
      setAdopting(true);
      return;
    }
    if (await run(() => signing.tap(place)))
      focusPlace(nextPlace(places, withPlaceDone(places, done, place)));
  };

  const adopt = (adopted: AdoptedSignature) => {
    setSignature(adopted);
    storeAdoptedSignature(lease.id, signer.id, adopted);
    setAdopting(false);
    const target = pendingPlace ?? next;
    setPendingPlace(null);
    focusPlace(target);
  };

  const cancelAdopting = () => {
    setAdopting(false);
    setPendingPlace(null);
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

  return {
    done,
    next,
    agreed,
    consentMissing,
    busy,
    failure,
    signature,
    adopting,
    declining,
    agree,
    consent,
    tap,
    adopt,
    cancelAdopting,
    finish,
    decline,
    startAdopting: () => setAdopting(true),
    setDeclining,
    dismissFailure: () => setFailure(null),
  };
}

export type SigningSteps = ReturnType<typeof useSigningSteps>;
