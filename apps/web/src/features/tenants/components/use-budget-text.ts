import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { budgetRange, formatMoney } from './tenant-format';

/** The renter's monthly budget as text ("$1,200 – $1,800/month", "Up to $1,800/month"), or null. */
export function useBudgetText(minBudget?: number | null, budget?: number | null): string | null {
  const { t } = useTranslation('listingPage');
  const locale = useLocale();
  const range = budgetRange(minBudget, budget);
  if (!range) return null;
  const money = (n: number) => formatMoney(n, locale);
  switch (range.kind) {
    case 'range':
      return t('budget.range', { min: money(range.min), max: money(range.max) });
    case 'upTo':
      return t('budget.upTo', { max: money(range.max) });
    case 'from':
      return t('budget.from', { min: money(range.min) });
  }
}
