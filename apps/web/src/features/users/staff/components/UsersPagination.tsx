import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';

const BUTTONS = {
  first: 'users.firstPage',
  last: 'users.lastPage',
  next: 'users.nextPage',
  previous: 'users.previousPage',
} as const;

/** Page links of the staff user lists, labelled in the viewer's language (MUI's own are English only). */
export function UsersPagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('adminUsers');
  if (pageCount <= 1) return null;
  return (
    <Pagination
      count={pageCount}
      page={Math.min(page, pageCount)}
      onChange={(_, to) => onPage(to)}
      color="primary"
      siblingCount={1}
      aria-label={t('users.pagination')}
      getItemAriaLabel={(type, to, selected) =>
        type === 'page'
          ? t(selected ? 'users.currentPage' : 'users.goToPage', { page: to })
          : t(BUTTONS[type as keyof typeof BUTTONS])
      }
      sx={{ alignSelf: 'center', '& ul': { justifyContent: 'center' } }}
    />
  );
}
