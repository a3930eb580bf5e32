import { useMutation, useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { ListState } from '../../../components/list-state/ListState';
import { StatusChip, type StatusTone } from '../../../components/StatusChip';
import { SuccessToast } from '../../../components/SuccessToast';
import type { ArticleStatus, StaffArticleFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { usePageInRange } from '../../../lib/paging/use-page-in-range';
import { useUrlSearch } from '../../../lib/use-url-search';
import { DeleteArticleDocument, StaffArticlesDocument } from '../api/article-operations';
import { ArticleFilters, useArticleFilters } from './ArticleFilters';
import { ArticleFormDialog } from './ArticleFormDialog';
import { LinkHealthChip } from './LinkHealthChip';
import { StaffRowActions } from '../../../components/StaffRowActions';

const STATUS_TONES: Record<ArticleStatus, StatusTone> = {
  DRAFT: 'attention',
  PUBLISHED: 'success',
  ARCHIVED: 'ended',
};

/** The Articles tab: staff's curated articles with filters, link health and the module's actions. */
export function ArticlesTab({
  canAdd,
  canEdit,
  canDelete,
}: {
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const { t } = useTranslation('articles');
  const locale = useLocale();
  const search = useUrlSearch();
  const filters = useArticleFilters();
  const where = {
    search: search.search || null,
    articleType: filters.params.type || null,
    status: filters.params.status || null,
    tag: filters.params.tag || null,
    locale: filters.params.language || null,
  };
  const list = useQuery(StaffArticlesDocument, {
    variables: { where, skip: search.skip, take: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const data = list.data ?? list.previousData;
  const rows = data?.articles ?? [];
  const total = data?.articleCount ?? 0;
  usePageInRange(!!list.data, search.page, total, search.setPage);
  const [editing, setEditing] = useState<StaffArticleFieldsFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffArticleFieldsFragment | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [deleteArticle] = useMutation(DeleteArticleDocument);
  const filtered = !!(search.search || filters.filtered);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {t('list.label')}
        </Typography>
        {canAdd && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            {t('list.add')}
          </Button>
        )}
      </Stack>
      <ArticleFilters search={search} filters={filters} />
      <ListState
        query={list}
        errorMessage={t('list.loadError')}
        empty={
          filtered
            ? { title: t('list.noMatchTitle'), text: t('list.noMatchText'), titleAs: 'h3' }
            : { title: t('list.emptyTitle'), text: t('list.emptyText'), titleAs: 'h3' }
        }
        paging={{
          page: search.page,
          pageLength: rows.length,
          total,
          onPage: search.setPage,
          label: t('list.label'),
        }}
      >
        <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label={t('list.label')}>
          <Table size="small" aria-label={t('list.label')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('list.columns.title')}</TableCell>
                <TableCell>{t('list.columns.type')}</TableCell>
                <TableCell>{t('list.columns.status')}</TableCell>
                <TableCell>{t('list.columns.link')}</TableCell>
                <TableCell>{t('list.columns.updated')}</TableCell>
                {(canEdit || canDelete) && <TableCell>{t('actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((article) => (
                <TableRow key={article.id}>
                  <TableCell sx={{ minWidth: 220, maxWidth: 420 }}>
                    <Link
                      href={article.articleUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('list.open', { title: article.title })}
                      sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                    >
                      {article.title}
                      <OpenInNew sx={{ fontSize: 14 }} />
                    </Link>
                    {article.subtitle && (
                      <Typography variant="body2" color="text.secondary">
                        {article.subtitle}
                      </Typography>
                    )}
                    <Typography variant="caption" color="text.secondary">
                      {[
                        article.locale === 'fr' ? t('french') : t('english'),
                        ...article.tags.map((tag) => tag.name),
                      ].join(' · ')}
                    </Typography>
                  </TableCell>
                  <TableCell>{t(`type.${article.articleType}`)}</TableCell>
                  <TableCell>
                    <StatusChip label={t(`status.${article.status}`)} tone={STATUS_TONES[article.status]} />
                  </TableCell>
                  <TableCell>
                    <LinkHealthChip
                      health={article.linkHealth}
                      status={article.linkStatus}
                      checkedAt={article.linkCheckedAt}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatPublicDate(article.updatedAt, locale)}
                  </TableCell>
                  <StaffRowActions
                    canEdit={canEdit}
                    canDelete={canDelete}
                    editLabel={t('list.editLabel', { title: article.title })}
                    deleteLabel={t('list.deleteLabel', { title: article.title })}
                    onEdit={() => setEditing(article)}
                    onDelete={() => setDeleting(article)}
                  />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </ListState>
      {editing && (
        <ArticleFormDialog
          article={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setToast(t('list.saved'));
            void list.refetch();
          }}
        />
      )}
      {deleting && (
        <ConfirmActionDialog
          title={t('deleteTitle', { name: deleting.title })}
          text={t('list.deleteText')}
          confirm={t('delete')}
          destructive
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteArticle({ variables: { id: deleting.id } });
            setDeleting(null);
            setToast(t('list.deleted'));
            await list.refetch();
          }}
        />
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
