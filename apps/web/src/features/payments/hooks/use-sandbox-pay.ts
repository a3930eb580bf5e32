import { useMutation } from '@apollo/client/react';
import type { CardFormValues, CardInput } from '@rentals/domain/billing/card-form';
import { ERROR_MESSAGES, isErrorCode } from '@rentals/domain/errors/codes';
import { translate } from '@rentals/domain/i18n/translate';
import { useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { errorText, toAppError } from '../../../lib/errors/graphql-error';
import {
  SandboxAuthenticateDocument,
  SandboxCancelDocument,
  SandboxPayDocument,
} from '../api/payment-operations';
import { useLocaleContext } from '../../../i18n/use-locale-context';

interface PayResult {
  outcome: string;
  code?: string | null;
  message?: string | null;
  redirectUrl?: string | null;
}

/** The card field a processor's code is about: shown under that field instead of above the form. */
const FIELD_OF_CODE: Record<string, keyof CardFormValues> = {
  CARD_NAME_REQUIRED: 'name',
  CARD_NUMBER_INVALID: 'number',
  CARD_EXPIRY_INVALID: 'expiry',
  CARD_CVC_INVALID: 'cvc',
};

/** Codes that say nothing the payer can act on: 'Something went wrong' for 3 seconds (spec/03 §8). */
const UNEXPECTED = new Set(['SOMETHING_WRONG', 'PAYMENT_PROVIDER_ERROR']);

/**
 * The test checkout's actions: pay, answer the authentication step, cancel. A success or a cancel
 * leaves for the merchant's page; a decline keeps the payer here with the processor's message.
 */
export function useSandboxPay(
  checkoutId: string,
  urls: { successUrl: string; cancelUrl: string } | undefined,
) {
  const { locale, context } = useLocaleContext();
  const [pay] = useMutation(SandboxPayDocument, { context });
  const [authenticate] = useMutation(SandboxAuthenticateDocument, { context });
  const [cancel] = useMutation(SandboxCancelDocument, { context });
  const [busy, setBusy] = useState<'pay' | 'authenticate' | 'cancel' | null>(null);
  const busyRef = useRef(false);
  // Set once the browser is leaving for the merchant's page: the buttons stay busy until it is gone.
  const leaving = useRef(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [somethingWrong, setSomethingWrong] = useState(false);
  const [authOpen, setAuthOpen] = useState(false);

  const leave = (url: string | null | undefined) => {
    if (!url) return;
    leaving.current = true;
    window.location.assign(url);
  };

  const messageOf = (result: PayResult) =>
    result.code && isErrorCode(result.code)
      ? translate(ERROR_MESSAGES[result.code], locale)
      : (result.message ?? null);

  /** Runs one action at a time: a second click while one is on its way does nothing. */
  const run = async (kind: 'pay' | 'authenticate' | 'cancel', work: () => Promise<void>) => {
    if (busyRef.current || leaving.current) return;
    busyRef.current = true;
    setBusy(kind);
    setDeclined(null);
    setRefused(null);
    try {
      await work();
    } catch (error) {
      const appError = toAppError(error);
      if (UNEXPECTED.has(appError.code)) setSomethingWrong(true);
      else setRefused(errorText(appError, locale));
    } finally {
      busyRef.current = false;
      if (!leaving.current) setBusy(null);
    }
  };

  const handle = (result: PayResult, setError?: UseFormSetError<CardFormValues>) => {
    if (result.outcome === 'SUCCEEDED') {
      leave(result.redirectUrl ?? urls?.successUrl);
      return;
    }
    if (result.outcome === 'REQUIRES_AUTHENTICATION') {
      setAuthOpen(true);
      return;
    }
    setAuthOpen(false);
    const field = result.code ? FIELD_OF_CODE[result.code] : undefined;
    if (field && setError) setError(field, { type: 'server', message: result.code! });
    else setDeclined(messageOf(result) ?? translate(ERROR_MESSAGES.CARD_DECLINED, locale));
  };

  return {
    busy,
    declined,
    refused,
    authOpen,
    somethingWrong,
    dismissSomethingWrong: () => setSomethingWrong(false),
    pay: (card: CardInput, setError: UseFormSetError<CardFormValues>) =>
      run('pay', async () => {
        const { data } = await pay({ variables: { id: checkoutId, card } });
        if (data) handle(data.sandboxPay, setError);
      }),
    authenticate: (approve: boolean) =>
      run('authenticate', async () => {
        const { data } = await authenticate({ variables: { id: checkoutId, approve } });
        if (data) handle(data.sandboxAuthenticate);
      }),
    cancel: () =>
      run('cancel', async () => {
        const { data } = await cancel({ variables: { id: checkoutId } });
        if (data) leave(data.sandboxCancel.redirectUrl ?? urls?.cancelUrl);
      }),
  };
}
