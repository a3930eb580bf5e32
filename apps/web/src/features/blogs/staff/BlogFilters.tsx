import Stack from '@mui/material/Stack';
import { BLOG_STATUSES } from '@rentals/domain/blogs/rules';
import { LOCALES } from '@rentals/domain/users/enums';
import { useTranslation } from 'react-i18next';
import { DebouncedTextField } from '../../../components/DebouncedTextField';
import { FilterSelect } from '../../../components/FilterSelect';
import { BLOG_ORDERS, type StaffBlogParams } from '../format/staff-params';

/** The filters and sort of /admin-blogs. */
export function BlogFilters({
  params,
  tags,
  authors,
  onChange,
}: {
  params: StaffBlogParams;
  tags: readonly { name: string }[];
  authors: readonly { id: string; name: string }[];
  onChange: (change: Partial<StaffBlogParams>) => void;
}) {
  const { t } = useTranslation('blogs');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <DebouncedTextField
        label={t('staff.searchLabel')}
        helperText={t('staff.searchHint')}
        value={params.q}
        maxLength={100}
        onApply={(q) => onChange({ q: q.trim() })}
        sx={{ flex: { md: '1 1 240px' } }}
      />
      <FilterSelect
        label={t('staff.status')}
        value={params.status}
        width={160}
        onChange={(status) => onChange({ status })}
        options={[
          { value: '', label: t('staff.anyStatus') },
          ...BLOG_STATUSES.map((s) => ({ value: s, label: t(`staff.statuses.${s}`) })),
        ]}
      />
      <FilterSelect
        label={t('staff.tag')}
        value={params.tag}
        width={180}
        onChange={(tag) => onChange({ tag })}
        options={[
          { value: '', label: t('staff.anyTag') },
          ...tags.map((tag) => ({ value: tag.name, label: tag.name })),
        ]}
      />
      <FilterSelect
        label={t('staff.author')}
        value={params.author}
        width={180}
        onChange={(author) => onChange({ author })}
        options={[
          { value: '', label: t('staff.anyAuthor') },
          ...authors.map((a) => ({ value: a.id, label: a.name })),
        ]}
      />
      <FilterSelect
        label={t('staff.language')}
        value={params.language}
        width={150}
        onChange={(language) => onChange({ language })}
        options={[
          { value: '', label: t('staff.anyLanguage') },
          ...LOCALES.map((l) => ({ value: l, label: t(`staff.languages.${l}`) })),
        ]}
      />
      <FilterSelect
        label={t('staff.sort')}
        value={params.sort}
        width={170}
        onChange={(sort) => onChange({ sort })}
        options={BLOG_ORDERS.map((o) => ({ value: o, label: t(`staff.orders.${o}`) }))}
      />
    </Stack>
  );
}
