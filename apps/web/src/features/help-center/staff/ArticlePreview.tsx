import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Locale } from '@rentals/domain/users/enums';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text/RichTextView';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { previewBody } from '../format/article-preview';

/**
 * The article as /help-center/collection/article/{id} lays it out: breadcrumbs, title, summary,
 * last update and reading time, thumbnail and text (marked in the article's language; the page's
 * own words stay in the staff member's). Nothing in it is a
 * link: it is a picture of the page, not a way to leave the editor.
 */
export function ArticlePreview({
  title,
  description,
  body,
  thumbnailUrl,
  collection,
  articleLocale,
  updatedAt,
}: {
  title: string;
  description: string;
  body: unknown;
  thumbnailUrl: string;
  collection: string;
  articleLocale: Locale;
  /** null for an article not saved yet (shown as today). */
  updatedAt: string | null;
}) {
  const { t } = useTranslation('helpCenterStaff');
  const locale = useLocale();
  const { html, minutes } = previewBody(body);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('editor.previewLabel')}
      sx={{ p: { xs: 2, sm: 4 } }}
    >
      <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
        <Breadcrumbs aria-label={t('editor.previewBreadcrumbs')}>
          <Typography variant="body2" color="text.secondary">
            {t('editor.previewHome')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {collection}
          </Typography>
          <Typography variant="body2" color="text.primary" lang={articleLocale}>
            {title || t('editor.previewUntitled')}
          </Typography>
        </Breadcrumbs>
        <Typography
          variant="h4"
          component="h2"
          lang={articleLocale}
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {title || t('editor.previewUntitled')}
        </Typography>
        {description && (
          <Typography variant="subtitle1" component="p" color="text.secondary" lang={articleLocale}>
            {description}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('editor.previewMeta', {
            date: formatPublicDate(updatedAt ?? new Date().toISOString(), locale),
            count: minutes,
          })}
        </Typography>
        {thumbnailUrl && (
          <Box
            component="img"
            src={thumbnailUrl}
            alt=""
            sx={{ width: '100%', maxHeight: 320, objectFit: 'cover', borderRadius: 1 }}
          />
        )}
        {html ? (
          <RichTextView html={html} lang={articleLocale} />
        ) : (
          <Typography color="text.secondary">{t('editor.previewEmpty')}</Typography>
        )}
      </Stack>
    </Paper>
  );
}
