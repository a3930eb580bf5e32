import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/FilterSelect';
import { ListState } from '../../../components/list-state/ListState';
import { usePageInRange } from '../../../lib/paging/use-page-in-range';
import { HelpCenterFeedbackDocument } from '../api/analytics-feedback-operations';
import { feedbackVariables, HELPFUL_CHOICES, type FeedbackParams } from '../format/feedback-params';
import { ArticleFilter } from './ArticleFilter';
import { FeedbackList } from './FeedbackList';

/**
 * 'Reader feedback': the answers to 'Was this article helpful?' with their comments, newest
 * first, ten a page, narrowed by answer and by article.
 */
export function ReaderFeedback({
  params,
  onChange,
}: {
  params: FeedbackParams;
  onChange: (change: Partial<FeedbackParams>) => void;
}) {
  const { t } = useTranslation('helpCenterAnalytics');
  const headingId = useId();
  const list = useQuery(HelpCenterFeedbackDocument, {
    variables: feedbackVariables(params),
    fetchPolicy: 'cache-and-network',
  });
  const shown = list.data ?? list.previousData;
  const rows = shown?.helpCenterFeedback ?? [];
  const total = shown?.helpCenterFeedbackCount ?? 0;
  usePageInRange(!!list.data, params.page, total, (page) => onChange({ page }));
  const filtered = !!(params.helpful || params.article);

  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <div>
        <Typography variant="h5" component="h2" id={headingId}>
          {t('feedback.heading')}
        </Typography>
        <Typography color="text.secondary">{t('feedback.hint')}</Typography>
      </div>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FilterSelect
          label={t('feedback.helpful')}
          value={params.helpful}
          width={200}
          onChange={(helpful) => onChange({ helpful })}
          options={[
            { value: '', label: t('feedback.any') },
            ...HELPFUL_CHOICES.map((choice) => ({ value: choice, label: t(`feedback.${choice}`) })),
          ]}
        />
        <ArticleFilter articleId={params.article} onChange={(article) => onChange({ article })} />
      </Stack>
      <ListState
        query={list}
        errorMessage={t('feedback.loadError')}
        skeleton={{ rows: 4, height: 96 }}
        empty={
          filtered
            ? {
                title: t('feedback.noMatchTitle'),
                text: t('feedback.noMatchText'),
                titleAs: 'h3',
                action: (
                  <Button variant="outlined" onClick={() => onChange({ helpful: '', article: '' })}>
                    {t('feedback.clear')}
                  </Button>
                ),
              }
            : { title: t('feedback.emptyTitle'), text: t('feedback.emptyText'), titleAs: 'h3' }
        }
        paging={{
          page: params.page,
          pageLength: rows.length,
          total,
          onPage: (page) => onChange({ page }),
          label: t('feedback.list'),
        }}
      >
        <FeedbackList rows={rows} />
      </ListState>
    </Stack>
  );
}
