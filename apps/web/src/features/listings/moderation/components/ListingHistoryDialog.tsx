import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditTrail, type AuditWords } from '../../../../components/audit/AuditTrail';
import { useLocale } from '../../../../i18n/use-locale';
import { ListingAuditTrailDocument } from '../api/admin-listing-operations';
import { auditActionWord, auditValueText, isAuditField, LISTING_HISTORY_FIELDS } from './audit-format';

/**
 * The audit trail of one listing (auditTrail): every staff action that changed it, newest first,
 * with who did it, when, and the fields before → after.
 */
export function ListingHistoryDialog({
  listing,
  onClose,
}: {
  listing: { id: string; title: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('adminListings');
  const locale = useLocale();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { data, loading, error, refetch } = useQuery(ListingAuditTrailDocument, {
    variables: { id: listing.id },
    fetchPolicy: 'network-only',
  });
  const words: AuditWords = {
    action: (action) => {
      const word = auditActionWord(action);
      return word ? t(`history.actions.${word}`) : action;
    },
    field: (field) => (isAuditField(field) ? t(`history.fields.${field}`) : field),
    value: (field, value) =>
      auditValueText(field, value, locale, {
        yes: t('audit.yes', { ns: 'common' }),
        no: t('audit.no', { ns: 'common' }),
        none: t('audit.none', { ns: 'common' }),
      }),
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('history.title', { title: listing.title })}
      </DialogTitle>
      <DialogContent dividers>
        <AuditTrail
          entries={data?.auditTrail}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          emptyText={t('history.empty')}
          fields={LISTING_HISTORY_FIELDS}
          words={words}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close', { ns: 'common' })}</Button>
      </DialogActions>
    </Dialog>
  );
}
