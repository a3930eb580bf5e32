import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import { pageCountOf, showingRange } from '../lib/paging/page-range';
import { Pager } from './pager/Pager';

/**
 * 'Showing x-y of total results' above a page of a list (spec/01 §2, page size 10) and the page
 * links under it. ListState shows it once a list has rows; a list held in memory uses it alone.
 */
export function ResultPager({
  page,
  pageLength,
  total,
  label,
  onPage,
  children,
}: {
  page: number;
  pageLength: number;
  total: number;
  /** Names the page links ('Pages of properties'); 'Pages' when absent. */
  label?: string;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack spacing={2}>
      <Typography role="status" color="text.secondary">
        {t('list.showing', { count: total, ...showingRange(page, pageLength, total, locale) })}
      </Typography>
      {children}
      <Pager page={page} pageCount={pageCountOf(total)} onPage={onPage} label={label} />
    </Stack>
  );
}
