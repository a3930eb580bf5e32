import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';

/** The labels of the arrow buttons (MUI's own are English only). */
const BUTTONS = {
  first: 'pager.first',
  last: 'pager.last',
  next: 'pager.next',
  previous: 'pager.previous',
} as const;

/**
 * The page links under a paged list, labelled in the viewer's language; nothing when the list
 * fits on one page. `label` names the navigation ('Pages of properties'), 'Pages' by default.
 */
export function Pager({
  page,
  pageCount,
  onPage,
  label,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <Pagination
      count={pageCount}
      page={Math.min(page, pageCount)}
      onChange={(_, to) => onPage(to)}
      color="primary"
      siblingCount={1}
      aria-label={label ?? t('pager.label')}
      getItemAriaLabel={(type, to, selected) =>
        type === 'page'
          ? t(selected ? 'pager.currentPage' : 'pager.goToPage', { page: to })
          : t(BUTTONS[type as keyof typeof BUTTONS])
      }
      sx={{ alignSelf: 'center', '& ul': { justifyContent: 'center' } }}
    />
  );
}
