import { useMutation, useQuery } from '@apollo/client/react';
import { needsPayment } from '@rentals/domain/billing/plans';
import { useRef, useState } from 'react';
import { useLocaleContext } from '../../../../i18n/use-locale-context';
import { toAppError, type AppError } from '../../../../lib/errors/graphql-error';
import {
  CreateCheckoutSessionDocument,
  DepositQuoteDocument,
  DepositQuoteForPlansDocument,
} from '../api/deposit-operations';
import { checkoutKeys, payAgainPath } from '../form/checkout-key';

export interface DepositCheckoutOptions {
  /** Whether the pay steps are shown: the quote is asked for only then. */
  enabled: boolean;
  /** The listing, once it exists (edit mode's, or the one step 9 created). */
  listingId: string | null;
  planIds: readonly number[];
  /** The address's province, for the quote before the listing exists. */
  province: string | null;
  email: string | null;
  /** Creates the listing through the wizard's submit: its id, or null when submit stopped (and said why). */
  createListing: () => Promise<string | null>;
}

/**
 * Steps 8 and 9 (spec/03 §2.1, §4.1): the deposit and its tax for the province, then Continue,
 * which creates the listing if it does not exist yet and opens the card checkout for the total
 * shown. The server's price wins: when it differs, the new total is shown and the payer confirms
 * again. Nothing typed is lost on a failure: the listing, once created, is kept and paid later.
 */
export function useDepositCheckout({
  enabled,
  listingId,
  planIds,
  province,
  email,
  createListing,
}: DepositCheckoutOptions) {
  // Item names and terms in the language on screen.
  const { context } = useLocaleContext();
  const byListing = useQuery(DepositQuoteDocument, {
    variables: { listingId: listingId ?? '' },
    skip: !enabled || !listingId,
    context,
    fetchPolicy: 'network-only',
  });
  const byPlans = useQuery(DepositQuoteForPlansDocument, {
    variables: { planIds: [...planIds], province: province ?? '' },
    skip: !enabled || !!listingId || !province || !needsPayment(planIds),
    context,
  });
  const current = listingId ? byListing : byPlans;
  const quote = listingId ? byListing.data?.depositQuote : byPlans.data?.depositQuoteForPlans;
  const [create] = useMutation(CreateCheckoutSessionDocument, { context });
  // One key per total confirmed, kept when that click is tried again.
  const [keys] = useState(checkoutKeys);
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AppError | null>(null);
  const [priceChanged, setPriceChanged] = useState(false);

  const continueToCheckout = async () => {
    if (!quote || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFailure(null);
    setPriceChanged(false);
    const price = quote.totalCents;
    let leaving = false;
    try {
      const id = listingId ?? (await createListing());
      if (!id) return;
      const { data } = await create({
        variables: { listingId: id, price, email, idempotencyKey: keys.keyFor(price) },
      });
      if (!data) throw new Error('createCheckoutSession answered nothing');
      // Back (or the checkout's cancel) reopens the form at this step for the listing now stored.
      window.history.replaceState(null, '', payAgainPath(id));
      leaving = true;
      window.location.assign(data.createCheckoutSession.url);
    } catch (error) {
      const appError = toAppError(error);
      if (appError.code === 'PAYMENT_PRICE_CHANGED') {
        // The server's price wins: its quote is shown, and Continue confirms it (with a new key).
        setPriceChanged(true);
        void byListing.refetch().catch(() => undefined);
      } else setFailure(appError);
    } finally {
      busyRef.current = false;
      if (!leaving) setBusy(false);
    }
  };

  return {
    quote: quote ?? null,
    quoteLoading: enabled && current.loading && !quote,
    quoteError: quote ? null : (current.error ?? null),
    retryQuote: () => void current.refetch(),
    busy,
    failure,
    priceChanged,
    continueToCheckout,
  };
}
