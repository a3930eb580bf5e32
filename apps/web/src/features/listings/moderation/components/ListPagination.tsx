import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';

const BUTTONS = {
  first: 'pages.first',
  last: 'pages.last',
  next: 'pages.next',
  previous: 'pages.previous',
} as const;

/** Page links of a staff list, labelled in the viewer's language (MUI's own are English only). */
export function ListPagination({
  page,
  pageCount,
  onPage,
  label,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('adminListings');
  if (pageCount <= 1) return null;
  return (
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
  );
}
