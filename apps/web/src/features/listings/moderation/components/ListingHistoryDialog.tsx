import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AuditDialog } from '../../../../components/audit/AuditDialog';
import { AuditTrail, type AuditWords } from '../../../../components/audit/AuditTrail';
import { useLocale } from '../../../../i18n/use-locale';
import { ListingAuditTrailDocument } from '../api/admin-listing-operations';
import { editFieldLabel } from './audit-field-labels';
import { auditActionWord, auditValueText, isAuditField, LISTING_HISTORY_FIELDS } from './audit-format';

/**
 * The audit trail of one listing (auditTrail): every staff action and owner edit that changed it,
 * newest first, with who did it, when, and the fields before → after.
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
  const { data, loading, error, refetch } = useQuery(ListingAuditTrailDocument, {
    variables: { id: listing.id },
    fetchPolicy: 'network-only',
  });
  const words: AuditWords = {
    action: (action) => {
      const word = auditActionWord(action);
      return word ? t(`history.actions.${word}`) : action;
    },
    field: (field) => {
      if (isAuditField(field)) return t(`history.fields.${field}`);
      const label = editFieldLabel(field, locale) ?? field;
      return field.startsWith('unit.') ? t('history.unitField', { field: label }) : label;
    },
    value: (field, value) =>
      auditValueText(field, value, locale, {
        yes: t('audit.yes', { ns: 'common' }),
        no: t('audit.no', { ns: 'common' }),
        none: t('audit.none', { ns: 'common' }),
        pictures: (count) => t('history.pictures', { count }),
      }),
  };

  return (
    <AuditDialog title={t('history.title', { title: listing.title })} onClose={onClose}>
      <AuditTrail
        entries={data?.auditTrail}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyText={t('history.empty')}
        fields={LISTING_HISTORY_FIELDS}
        words={words}
      />
    </AuditDialog>
  );
}
