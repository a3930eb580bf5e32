import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { resultRange } from '@rentals/domain/listings/rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import { formatNumber } from '../lib/format/number';

const BUTTONS = {
  first: 'pages.first',
  last: 'pages.last',
  next: 'pages.next',
  previous: 'pages.previous',
} as const;

/**
 * 'Showing x-y of total results' above a list (spec/01 §2, page size 10) and the page links under
 * it, labelled in the viewer's language: the back office's lists (its texts are in `lists`).
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
  label: string;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('lists');
  const locale = useLocale();
  const number = (n: number) => formatNumber(n, locale);
  const range = resultRange((page - 1) * PAGE_SIZE, pageLength, total);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Stack spacing={2}>
      <Typography role="status" color="text.secondary">
        {t('pages.showing', { from: number(range.from), to: number(range.to), total: number(range.total) })}
      </Typography>
      {children}
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={Math.min(page, pageCount)}
          onChange={(_, to) => onPage(to)}
          color="primary"
          siblingCount={1}
          aria-label={label}
          getItemAriaLabel={(type, to, selected) =>
            type === 'page'
              ? t(selected ? 'pages.currentPage' : 'pages.goToPage', { page: to })
              : t(BUTTONS[type as keyof typeof BUTTONS])
          }
          sx={{ alignSelf: 'center', '& ul': { justifyContent: 'center' } }}
        />
      )}
    </Stack>
  );
}
