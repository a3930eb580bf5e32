import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { ReturnedPaymentDocument } from '../api/payment-operations';
import { keepPolling, RETURN_POLL_INTERVAL_MS, returnView } from '../format/return-view';
import { useLocaleContext, useRefetchOnLocale } from '../../../i18n/use-locale-context';

/**
 * The payment a return page names, asked again every second while it is pending, for up to 20
 * seconds (the processor's webhook is usually there by then); Refresh waits once more. A failed
 * ask is reported for the 'Something went wrong' notice and the next one tries again.
 */
export function useReturnedPayment(id: string | null) {
  const { locale, context } = useLocaleContext();
  const [since, setSince] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [askFailed, setAskFailed] = useState(false);
  const { data, error, loading, refetch } = useQuery(ReturnedPaymentDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    context,
    fetchPolicy: 'network-only',
  });
  useRefetchOnLocale(locale, refetch);
  const payment = data?.payment;
  const waited = now - since;
  const polling = !!id && payment !== null && keepPolling(payment?.status, waited);

  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => {
      setNow(Date.now());
      refetch().catch(() => setAskFailed(true));
    }, RETURN_POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [polling, now, refetch]);

  const refresh = useCallback(() => {
    const start = Date.now();
    setSince(start);
    setNow(start);
    refetch().catch(() => setAskFailed(true));
  }, [refetch]);

  return {
    payment,
    view: payment ? returnView(payment.status, waited) : null,
    loading: loading && !data,
    error: data ? undefined : error,
    refresh,
    retry: () => void refetch(),
    askFailed,
    dismissAskFailed: () => setAskFailed(false),
  };
}
