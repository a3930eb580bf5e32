import { LEASE_ADDITIONAL_TERMS_MAX } from '@rentals/domain/leases/terms';
import { useTranslation } from 'react-i18next';
import type { LeaseFormKit } from '../../hooks/lease-form-kit';
import { VoidClauseList, type ShownFinding } from '../VoidClauseList';
import { LeaseTextField } from './LeaseFields';
import { FormSection } from './FormSection';

/** §15 Additional terms, checked live against the clauses the province's law makes void. */
export function AdditionalTermsSection({
  kit,
  findings,
}: {
  kit: LeaseFormKit;
  findings: readonly ShownFinding[];
}) {
  const { t } = useTranslation('leaseForm');
  return (
    <FormSection title={t('section.additional')}>
      <LeaseTextField
        kit={kit}
        name="additionalTerms"
        multiline
        minRows={4}
        helperText={t('hint.additional', { max: LEASE_ADDITIONAL_TERMS_MAX })}
      />
      <VoidClauseList findings={findings} />
    </FormSection>
  );
}
