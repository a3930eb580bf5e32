import Stack from '@mui/material/Stack';
import { translate } from '@rentals/domain/i18n/translate';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@rentals/domain/rental-applications/statuses';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../../components/FilterSelect';
import { useLocale } from '../../../../i18n/use-locale';
import type { ReviewParams } from '../hooks/review-params';

/** The list's listing and status filters, as the viewings agenda has them. */
export function ApplicationFilters({
  params,
  listings,
  onChange,
}: {
  params: ReviewParams;
  listings: readonly { id: string; title: string }[];
  onChange: (change: Partial<ReviewParams>) => void;
}) {
  const { t } = useTranslation('applicationReview');
  const locale = useLocale();
  return (
    <Stack
      component="section"
      aria-label={t('list.filters')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
    >
      <FilterSelect
        label={t('list.listing')}
        value={params.listing}
        options={[
          { value: '', label: t('list.anyListing') },
          ...listings.map((l) => ({ value: l.id, label: l.title })),
        ]}
        onChange={(listing) => onChange({ listing })}
        width={360}
      />
      <FilterSelect<ApplicationStatus>
        label={t('list.status')}
        value={params.status}
        options={[
          { value: '', label: t('list.anyStatus') },
          ...APPLICATION_STATUSES.map((s) => ({
            value: s,
            label: translate(APPLICATION_STATUS_LABELS[s], locale),
          })),
        ]}
        onChange={(status) => onChange({ status })}
        width={220}
      />
    </Stack>
  );
}
