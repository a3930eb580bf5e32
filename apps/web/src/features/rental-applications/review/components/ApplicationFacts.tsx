import { useTranslation } from 'react-i18next';
import type { RentalApplicationSummaryFragment } from '../../../../gql/graphql';
import { useLocale } from '../../../../i18n/use-locale';
import { formatPublicDate } from '../../../../lib/format/date';
import { formatMoney } from '../../../../lib/format/number';
import { documentSummary, ratioText } from '../format/application-summary';
import { DefinitionGrid } from './DefinitionGrid';

/**
 * The applicant summary a landlord compares applications by: income against the rent, work,
 * household, the documents present and when it came. A description list, so each value is read
 * with its name.
 */
export function ApplicationFacts({
  application: a,
  withDates = false,
}: {
  application: RentalApplicationSummaryFragment;
  /** The detail page adds when it was opened, decided and when it expires. */
  withDates?: boolean;
}) {
  const { t } = useTranslation('applicationReview');
  const locale = useLocale();
  const ratio = ratioText(a.incomeToRentRatio, locale);
  const documents = documentSummary(a.documents, locale);
  const when = (iso: string) => formatPublicDate(iso, locale, { withTime: true });
  const facts: [string, string][] = [
    [t('facts.ratio'), ratio ? t('facts.ratioValue', { ratio }) : t('facts.unknown')],
    [t('facts.income'), a.grossIncome == null ? t('facts.unknown') : formatMoney(a.grossIncome, locale)],
    [t('facts.rent'), a.monthlyRent == null ? t('facts.unknown') : formatMoney(a.monthlyRent, locale)],
    [t('facts.work'), [a.occupation, a.employer].filter(Boolean).join(', ') || t('facts.unknown')],
    [
      t('facts.household'),
      [
        t(`facts.applyingAs.${a.applyingAs === 'guarantor' ? 'guarantor' : 'tenant'}`),
        t('facts.coOccupants', { count: a.coOccupantCount }),
        a.hasPets ? t('facts.pets') : t('facts.noPets'),
      ].join(' · '),
    ],
    [
      t('facts.documents'),
      documents.length
        ? documents.map((d) => t('facts.documentCount', { label: d.label, count: d.count })).join(', ')
        : t('facts.noDocuments'),
    ],
    [t('facts.submitted'), when(a.submittedAt)],
  ];
  if (withDates) {
    if (a.viewedAt) facts.push([t('facts.viewed'), when(a.viewedAt)]);
    if (a.decidedAt) facts.push([t('facts.decided'), when(a.decidedAt)]);
    else facts.push([t('facts.expires'), when(a.expiresAt)]);
  }

  return <DefinitionGrid compact items={facts.map(([label, value]) => ({ key: label, label, value }))} />;
}
