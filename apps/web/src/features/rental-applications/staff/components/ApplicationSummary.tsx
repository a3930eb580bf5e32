import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRentalApplicationQuery } from '../../../../gql/graphql';
import { useLocale } from '../../../../i18n/use-locale';
import { formatMoney, formatNumber } from '../../../../lib/format/number';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { ApplicationStatusChip } from '../../review/components/ApplicationStatusChip';
import { DefinitionGrid } from '../../review/components/DefinitionGrid';

export type StaffApplication = StaffRentalApplicationQuery['rentalApplication'];

/**
 * What the API says of the application beside the applicant's answers: its listing, status,
 * income-to-rent ratio, consent, the SIN exactly as the API gives it (masked for staff) and its
 * dates. Lines without a value are left out.
 */
export function ApplicationSummary({ application: a }: { application: StaffApplication }) {
  const { t } = useTranslation('applicationStaff');
  const locale = useLocale();
  const money = (amount: number | null | undefined) => (amount == null ? null : formatMoney(amount, locale));
  const when = (iso: string | null | undefined) => (iso ? formatTimestamp(iso) : null);
  const lines: [string, ReactNode][] = [
    [t('details.status'), <ApplicationStatusChip key="status" status={a.status} />],
    [t('details.listing'), a.listingTitle],
    [t('details.address'), a.listingAddress],
    [t('details.unit'), a.unitTitle],
    [t('details.monthlyRent'), money(a.monthlyRent)],
    [t('details.grossIncome'), money(a.grossIncome)],
    [
      t('details.ratio'),
      a.incomeToRentRatio == null
        ? null
        : t('table.ratio', { ratio: formatNumber(a.incomeToRentRatio, locale) }),
    ],
    [t('details.creditCheck'), a.creditCheckConsent ? t('details.yes') : t('details.no')],
    [t('details.sin'), a.sin ?? t('details.none')],
    [t('details.submittedAt'), when(a.submittedAt)],
    [t('details.viewedAt'), when(a.viewedAt)],
    [t('details.decidedAt'), when(a.decidedAt)],
    [t('details.expiresAt'), when(a.expiresAt)],
  ];
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('details.summary')}
      </Typography>
      <DefinitionGrid
        items={lines
          .filter(([, value]) => value != null && value !== '')
          .map(([label, value]) => ({ key: label, label, value }))}
      />
    </Paper>
  );
}
