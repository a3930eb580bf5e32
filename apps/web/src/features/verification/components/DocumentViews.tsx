import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { VerificationRequestFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';

/** Who opened a request's documents and when (every read is recorded by the API). */
export function DocumentViews({
  views,
  headingLevel = 'h2',
  title,
}: {
  views: VerificationRequestFieldsFragment['documentViews'];
  headingLevel?: 'h2' | 'h3';
  /** The heading; the poster's own wording ('Who viewed your documents') unless given. */
  title?: string;
}) {
  const { t } = useTranslation('verification');
  const locale = useLocale();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component={headingLevel} gutterBottom>
        {title ?? t('views.title')}
      </Typography>
      {views.length === 0 ? (
        <Typography variant="body2">{t('views.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {views.map((view, i) => (
            <ListItem key={`${view.viewedAt}-${i}`} disableGutters>
              {t('views.row', {
                who: view.byStaff ? (view.viewerEmail ?? view.viewerName ?? t('views.gone')) : t('views.you'),
                document: t(`documents.${view.kind}`),
                date: formatPublicDate(view.viewedAt, locale, { withTime: true }),
              })}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
