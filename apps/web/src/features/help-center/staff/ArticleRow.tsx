import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/StatusChip';
import type { StaffHelpArticleRowFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatNumber } from '../../../lib/format/number';
import { formatTimestamp } from '../../../lib/format/timestamp';
import { articlePath } from '../format/article-form';

/**
 * An article of a collection: its title (to the editor), language, publish switch, views, helpful
 * answers and last change, with edit and delete for those allowed. Laid out as a wrapping row, so
 * a phone shows it without scrolling sideways.
 */
export function ArticleRow({
  article,
  controls,
  canEdit,
  canDelete,
  onPublish,
  onDelete,
}: {
  article: StaffHelpArticleRowFieldsFragment;
  controls: ReactNode;
  canEdit: boolean;
  canDelete: boolean;
  onPublish: (published: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('helpCenterStaff');
  const locale = useLocale();
  const figure = (label: string, value: string) => (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        {controls}
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Link
              component={RouterLink}
              to={articlePath(article.id)}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              lang={article.locale}
            >
              {article.title}
            </Link>
            <StatusChip label={t(`languages.${article.locale}`)} tone="progress" />
          </Stack>
          <Stack direction="row" sx={{ gap: { xs: 2, sm: 3 }, flexWrap: 'wrap', alignItems: 'flex-end' }}>
            {figure(t('articles.seen'), formatNumber(article.seen, locale))}
            {figure(
              t('articles.helpful'),
              t('articles.helpfulValue', {
                yes: formatNumber(article.helpfulYes ?? 0, locale),
                no: formatNumber(article.helpfulNo ?? 0, locale),
              }),
            )}
            {figure(t('articles.updated'), formatTimestamp(article.updatedAt))}
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Switch
                checked={article.isPublished}
                disabled={!canEdit}
                onChange={(event) => onPublish(event.target.checked)}
                slotProps={{ input: { 'aria-label': t('articles.publishLabel', { title: article.title }) } }}
              />
              <Typography variant="body2">
                {article.isPublished ? t('articles.published') : t('articles.draft')}
              </Typography>
            </Stack>
          </Stack>
        </Stack>
        {(canEdit || canDelete) && (
          <Stack direction={{ xs: 'column', sm: 'row' }}>
            {canEdit && (
              <IconButton
                component={RouterLink}
                to={articlePath(article.id)}
                aria-label={t('articles.editLabel', { title: article.title })}
              >
                <Edit fontSize="small" />
              </IconButton>
            )}
            {canDelete && (
              <IconButton aria-label={t('articles.deleteLabel', { title: article.title })} onClick={onDelete}>
                <Delete fontSize="small" />
              </IconButton>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
