import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { formatCents } from '@rentals/domain/billing/payments';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { LoadError } from '../../../components/LoadError';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError, type AppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';
import { BoostListingDocument, BoostQuoteDocument } from '../api/boost-operations';
import { BoostQuoteTable } from './BoostQuoteTable';

const newKey = () => crypto.randomUUID();

export interface BoostConfirmDialogProps {
  listing: { id: string; title: string };
  onClose: () => void;
  /** A free boost started at once: the days it has left. */
  onBoosted: (daysLeft: number) => void;
  /** Anything but a coded refusal (spec/03 §8: the 'Something went wrong' toast). */
  onFailed: (error: AppError) => void;
}

/**
 * 'Do you want to boost this listing?' (spec/03 §4.5): the boost's price, tax and total from the
 * server's quote and its days. Confirm sends the total shown with one key per Confirm click; the
 * browser then goes to the checkout, or, when boosts are free, the boost has started. A price that
 * changed meanwhile shows the new total and waits for a second Confirm.
 */
export function BoostConfirmDialog({ listing, onClose, onBoosted, onFailed }: BoostConfirmDialogProps) {
  const { t } = useTranslation('boosts');
  const locale = useLocale();
  const titleId = useId();
  const quote = useQuery(BoostQuoteDocument, {
    variables: { listingId: listing.id },
    fetchPolicy: 'network-only',
  });
  const [boost] = useMutation(BoostListingDocument);
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const formError = useFormError();
  const [changedTotal, setChangedTotal] = useState<number | null>(null);
  const shown = quote.data?.boostQuote;

  const confirm = async () => {
    if (!shown) return;
    formError.setError(null);
    setChangedTotal(null);
    setBusy(true);
    try {
      const result = await boost({
        variables: { id: listing.id, idempotencyKey: key, price: shown.totalCents },
      });
      const answer = result.data!.boostListing;
      if (answer.checkoutUrl) {
        setRedirecting(true);
        window.location.assign(answer.checkoutUrl);
        return;
      }
      onBoosted(answer.daysLeft ?? 0);
    } catch (error) {
      const appError = toAppError(error);
      if (appError.code === 'PAYMENT_PRICE_CHANGED') {
        // The server's price wins: show it and let the landlord confirm the new total.
        setKey(newKey());
        const fresh = await quote.refetch();
        setChangedTotal(fresh.data?.boostQuote.totalCents ?? null);
      } else if (appError.code === 'SOMETHING_WRONG' || appError.code === 'PAYMENT_PROVIDER_ERROR') {
        setKey(newKey());
        onFailed(appError);
      } else formError.setError(appError);
    } finally {
      setBusy(false);
    }
  };

  const days = Number(quote.data?.boostDays.value ?? 0);
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('landlord.confirmTitle')}</DialogTitle>
      <DialogContent>
        <FormAlert message={formError.message} />
        {changedTotal !== null && (
          <FormAlert
            severity="warning"
            message={t('landlord.priceChanged', { total: formatCents(changedTotal, locale) })}
          />
        )}
        {listing.title && (
          <DialogContentText sx={{ overflowWrap: 'anywhere', mb: 1 }}>{listing.title}</DialogContentText>
        )}
        {quote.error && !shown ? (
          <LoadError
            error={quote.error}
            message={t('landlord.quoteError')}
            onRetry={() => void quote.refetch()}
          />
        ) : !shown ? (
          <Skeleton variant="rounded" height={120} aria-label={t('landlord.quoteLoading')} />
        ) : (
          <>
            <DialogContentText sx={{ mb: 1 }}>{t('landlord.confirmText', { count: days })}</DialogContentText>
            {shown.totalCents === 0 ? (
              <DialogContentText>{t('landlord.free')}</DialogContentText>
            ) : (
              <BoostQuoteTable quote={shown} />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={busy || redirecting}>
          {t('landlord.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={!shown}
          loading={busy || redirecting}
          loadingPosition="start"
        >
          {t('landlord.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
