import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/StatusChip';
import type { HelpCenterFeedbackQuery } from '../../../gql/graphql';
import { formatTimestamp } from '../../../lib/format/timestamp';
import { publicArticlePath } from './article-paths';

type Answer = HelpCenterFeedbackQuery['helpCenterFeedback'][number];

/** One page of answers: the article, yes or no, the comment, its language and when it came. */
export function FeedbackList({ rows }: { rows: readonly Answer[] }) {
  const { t } = useTranslation('helpCenterAnalytics');
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((answer) => (
        <Paper key={answer.id} component="li" variant="outlined" sx={{ p: 2 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
          >
            <Link
              component={RouterLink}
              to={publicArticlePath(answer.article.id)}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {answer.article.title}
            </Link>
            <StatusChip
              label={answer.helpful ? t('feedback.yes') : t('feedback.no')}
              tone={answer.helpful ? 'success' : 'danger'}
            />
          </Stack>
          {answer.comment ? (
            <Typography
              component="blockquote"
              lang={answer.locale}
              sx={{ m: 0, mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-line' }}
            >
              {answer.comment}
            </Typography>
          ) : (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('feedback.noComment')}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('feedback.language', { language: t(`languages.${answer.locale}`) })} ·{' '}
            <time dateTime={answer.createdAt}>{formatTimestamp(answer.createdAt)}</time>
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
