import { translate } from '@rentals/domain/i18n/translate';
import { findVoidClauses } from '@rentals/domain/leases/void-clauses';
import { useDeferredValue, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocale } from '../../../i18n/use-locale';
import type { ShownFinding } from '../components/VoidClauseList';
import type { LeaseFormKit } from './lease-form-kit';

/**
 * The clauses of the additional terms known to be void in the unit's province, checked as the
 * landlord types (deferred, so a long text never slows the typing), in the user's language.
 */
export function useVoidClauses(control: LeaseFormKit['control']): ShownFinding[] {
  const locale = useLocale();
  const [province, text] = useWatch({ control, name: ['unitAddress.province', 'additionalTerms'] });
  const deferred = useDeferredValue(text);
  return useMemo(
    () =>
      province
        ? findVoidClauses(province, deferred).map((f) => ({
            ruleId: f.ruleId,
            excerpt: f.excerpt,
            warning: translate(f.warning, locale),
            sourceUrl: f.source.url,
            sourceLabel: f.source.label,
          }))
        : [],
    [province, deferred, locale],
  );
}
