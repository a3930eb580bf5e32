import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BlogStatus } from '@rentals/domain/blogs/rules';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusChip, type StatusTone } from '../../../components/StatusChip';
import type { StaffBlogRowFieldsFragment } from '../../../gql/graphql';
import { formatTimestamp } from '../../../lib/format/timestamp';
import { blogPostPath } from '../format/public-params';

const TONES: Record<BlogStatus, StatusTone> = { PUBLISHED: 'success', SCHEDULED: 'progress', DRAFT: 'ended' };

/**
 * The posts of /admin-blogs: title, author, tags, status, views, reading time and last change, the
 * publish switch (blogs edit) and edit / delete buttons, each shown only with its permission.
 */
export function BlogsTable({
  rows,
  canEdit,
  canDelete,
  busyId,
  onPublish,
  onDelete,
}: {
  rows: readonly StaffBlogRowFieldsFragment[];
  canEdit: boolean;
  canDelete: boolean;
  busyId: string | null;
  onPublish: (post: StaffBlogRowFieldsFragment, published: boolean) => void;
  onDelete: (post: StaffBlogRowFieldsFragment) => void;
}) {
  const { t } = useTranslation('blogs');
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label={t('staff.list')}>
      <Table size="small" aria-label={t('staff.list')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('staff.columns.title')}</TableCell>
            <TableCell>{t('staff.columns.author')}</TableCell>
            <TableCell>{t('staff.columns.tags')}</TableCell>
            <TableCell>{t('staff.columns.status')}</TableCell>
            <TableCell align="right">{t('staff.columns.seen')}</TableCell>
            <TableCell>{t('staff.columns.readingTime')}</TableCell>
            <TableCell>{t('staff.columns.updated')}</TableCell>
            <TableCell>{t('staff.columns.published')}</TableCell>
            <TableCell>{t('staff.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((post) => (
            <TableRow key={post.id}>
              <TableCell sx={{ minWidth: 200 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} lang={post.locale}>
                  {post.title}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t(`staff.languages.${post.locale}`)}
                </Typography>
              </TableCell>
              <TableCell>{post.author?.name ?? t('staff.noAuthor')}</TableCell>
              <TableCell sx={{ minWidth: 120 }}>{post.tags.map((tag) => tag.name).join(', ')}</TableCell>
              <TableCell>
                <StatusChip label={t(`staff.statuses.${post.status}`)} tone={TONES[post.status]} />
                {post.status === 'SCHEDULED' && post.publishAt && (
                  <Typography variant="caption" sx={{ display: 'block' }}>
                    {t('staff.scheduledFor', { date: formatTimestamp(post.publishAt) })}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{post.seen}</TableCell>
              <TableCell>{t('staff.minutes', { minutes: post.avgReadingTime })}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(post.updatedAt)}</TableCell>
              <TableCell>
                <Switch
                  checked={post.isPublished}
                  disabled={!canEdit || busyId === post.id}
                  onChange={(event) => onPublish(post, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('staff.publishLabel', { title: post.title }) } }}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {post.isPublished && (
                  <IconButton
                    component={RouterLink}
                    to={blogPostPath(post)}
                    aria-label={t('staff.viewLabel', { title: post.title })}
                  >
                    <OpenInNew fontSize="small" />
                  </IconButton>
                )}
                {canEdit && (
                  <IconButton
                    component={RouterLink}
                    to={`/admin-blogs/${post.id}/edit`}
                    aria-label={t('staff.editLabel', { title: post.title })}
                  >
                    <Edit fontSize="small" />
                  </IconButton>
                )}
                {canDelete && (
                  <IconButton
                    aria-label={t('staff.deleteLabel', { title: post.title })}
                    onClick={() => onDelete(post)}
                  >
                    <Delete fontSize="small" />
                  </IconButton>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
