import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { formatMoney } from '../../../lib/format/number';

/** What both the landlord's and the staff's cards show of a request: rent, start, term, tenants. */
export function LeaseRequestSummary({
  request,
}: {
  request: {
    monthlyRent: number;
    startDate: string;
    termMonths?: number | null;
    tenants: { name: string }[];
  };
}) {
  const { t } = useTranslation('leaseRequests');
  const locale = useLocale();
  return (
    <Box sx={{ '& > p': { overflowWrap: 'anywhere' } }}>
      <Typography variant="body2">
        {t('mine.rent', { amount: formatMoney(request.monthlyRent, locale) })}
      </Typography>
      <Typography variant="body2">
        {t('mine.starts', { date: formatPublicDate(request.startDate, locale) })} ·{' '}
        {request.termMonths == null
          ? t('mine.monthToMonth')
          : t('mine.termMonths', { count: request.termMonths })}
      </Typography>
      <Typography variant="body2">
        {t('mine.tenants', { names: request.tenants.map((tenant) => tenant.name).join(', ') })}
      </Typography>
    </Box>
  );
}

/** A titled part of a card. */
export function CardPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="h3" color="text.secondary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
