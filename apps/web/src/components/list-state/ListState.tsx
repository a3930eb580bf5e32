import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultPager } from '../ResultPager';
import { LoadError } from '../LoadError';

/** What ListState reads of the list's query (Apollo's useQuery result has it all). */
export interface ListQuery {
  data?: unknown;
  /** The answer kept on screen while the next one loads. */
  previousData?: unknown;
  loading: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

/** What a list shows when it has no rows: a message, and what to do about it. */
export interface EmptyList {
  title?: string;
  text?: string;
  action?: ReactNode;
  /** The title's element: 'p' where a heading would break the page's outline (a section's list). */
  titleAs?: 'h2' | 'h3' | 'p';
}

export interface ListStateProps {
  query: ListQuery;
  /** The page's words for a failed load ('The users could not be loaded.'); the reason follows. */
  errorMessage: string;
  /** The placeholder rows while the first answer loads, about as tall as the rows they stand for. */
  skeleton?: { rows: number; height: number };
  empty: EmptyList;
  /** The rows on screen (PAGE_SIZE a page) and the total, for 'Showing x-y of total' and the pager. */
  paging: Omit<ComponentProps<typeof ResultPager>, 'children'>;
  children: ReactNode;
}

/**
 * A paged list's states, in the order the page meets them: the failed first load (with Try
 * again), placeholder rows while it loads, the empty list, then 'Showing x-y of total results',
 * the rows and the pager. A failed reload keeps the previous rows under an error.
 */
export function ListState({
  query: { data, previousData, loading, error, refetch },
  errorMessage,
  skeleton = { rows: 5, height: 48 },
  empty,
  paging,
  children,
}: ListStateProps) {
  const { t } = useTranslation();
  const loaded = !!(data ?? previousData);
  if (error && !loaded)
    return <LoadError error={error} message={errorMessage} onRetry={() => void refetch()} />;
  if (loading && !loaded) {
    return (
      <Stack spacing={1} role="status" aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: skeleton.rows }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={skeleton.height} />
        ))}
      </Stack>
    );
  }
  if (paging.pageLength === 0) return <EmptyState {...empty} />;
  const list = <ResultPager {...paging}>{children}</ResultPager>;
  if (!error) return list;
  return (
    <Stack spacing={2}>
      <LoadError error={error} message={errorMessage} />
      {list}
    </Stack>
  );
}

function EmptyState({ title, text, action, titleAs = 'h2' }: EmptyList) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      {title && (
        <Typography variant="h6" component={titleAs}>
          {title}
        </Typography>
      )}
      {text && (
        <Typography
          color={title ? 'text.secondary' : undefined}
          sx={{ mt: title ? 1 : 0, maxWidth: 520, mx: 'auto' }}
        >
          {text}
        </Typography>
      )}
      {action && <Stack sx={{ mt: 2, alignItems: 'center' }}>{action}</Stack>}
    </Paper>
  );
}
