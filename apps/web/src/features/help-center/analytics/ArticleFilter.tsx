import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SEARCH_DEBOUNCE_MS } from '@rentals/domain/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuggestField } from '../../../components/suggest-field/SuggestField';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  HelpFeedbackArticleDocument,
  HelpFeedbackArticlesDocument,
} from '../api/analytics-feedback-operations';

const SUGGESTIONS = 8;

type ArticleOption = { id: string; title: string; locale: string };

const optionLabel = (a: ArticleOption) => `${a.title} (${a.locale.toUpperCase()})`;

/**
 * 'Reader feedback''s article filter: the articles are too many for a list to choose from, so
 * the title's words find them; the chosen one is named, with the button that clears the filter.
 */
export function ArticleFilter({
  articleId,
  onChange,
}: {
  articleId: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('helpCenterAnalytics');
  const [text, setText] = useState('');
  // Suggestions are asked for once the box is used, not with the page.
  const [engaged, setEngaged] = useState(false);
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const suggestions = useQuery(HelpFeedbackArticlesDocument, {
    variables: { search: search || null, take: SUGGESTIONS },
    skip: !engaged || !!articleId,
  });
  const chosen = useQuery(HelpFeedbackArticleDocument, { variables: { id: articleId }, skip: !articleId });

  if (articleId) {
    const article = chosen.data?.singleHelpCenter;
    return (
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flex: { md: '1 1 320px' }, alignItems: 'center', flexWrap: 'wrap', minHeight: 56 }}
      >
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('feedback.chosenArticle', { title: article ? optionLabel(article) : '…' })}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => onChange('')}>
          {t('feedback.allArticles')}
        </Button>
      </Stack>
    );
  }
  const options = (suggestions.data ?? suggestions.previousData)?.helpCenters ?? [];
  return (
    <Stack sx={{ flex: { md: '1 1 320px' }, minWidth: 0 }}>
      <SuggestField<ArticleOption>
        label={t('feedback.article')}
        placeholder={t('feedback.articlePlaceholder')}
        value={text}
        onValueChange={setText}
        onFocus={() => setEngaged(true)}
        options={options}
        optionKey={(a) => a.id}
        optionLabel={optionLabel}
        onChoose={(a) => {
          setText('');
          onChange(a.id);
        }}
        loading={suggestions.loading}
        loadingText={t('loading', { ns: 'common' })}
        noOptionsText={t('feedback.noArticle')}
      />
    </Stack>
  );
}
