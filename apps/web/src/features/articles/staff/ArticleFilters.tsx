import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  ARTICLE_STATUSES,
  ARTICLE_TYPES,
  type ArticleStatus,
  type ArticleType,
} from '@rentals/domain/articles/rules';
import { LOCALES, type Locale } from '@rentals/domain/users/enums';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/FilterSelect';
import { SearchField } from '../../../components/SearchField';
import { useQueryChanger } from '../../../lib/use-url-params';
import type { useUrlSearch } from '../../../lib/use-url-search';
import { ArticleTagsDocument } from '../api/article-operations';

const KEYS = ['type', 'status', 'tag', 'language'] as const;
type Key = (typeof KEYS)[number];
export interface ArticleParams {
  type: ArticleType | '';
  status: ArticleStatus | '';
  tag: string;
  language: Locale | '';
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

/** The filters kept in the URL (?type=, ?status=, ?tag=, ?language=), so a reload shows the same list. */
export function useArticleFilters() {
  const [query, change] = useQueryChanger();
  const params: ArticleParams = {
    type: oneOf(ARTICLE_TYPES, query.get('type')),
    status: oneOf(ARTICLE_STATUSES, query.get('status')),
    tag: query.get('tag') ?? '',
    language: oneOf(LOCALES, query.get('language')),
  };
  const set = useCallback(
    (changes: Partial<Record<Key, string>>) =>
      change((next) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
        return next;
      }),
    [change],
  );
  return { params, set, filtered: KEYS.some((key) => !!params[key]) };
}

/** Search, section, status, tag and language of the Articles tab. */
export function ArticleFilters({
  search,
  filters,
}: {
  search: ReturnType<typeof useUrlSearch>;
  filters: ReturnType<typeof useArticleFilters>;
}) {
  const { t } = useTranslation('articles');
  const tags = useQuery(ArticleTagsDocument, { fetchPolicy: 'cache-and-network' });
  const { params, set } = filters;
  return (
    <Stack
      role="search"
      aria-label={t('list.filters')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}
    >
      <SearchField
        label={t('list.search')}
        helperText={t('list.searchHint')}
        value={search.typed}
        onChange={search.setTyped}
        sx={{ flex: { md: '1 1 260px' } }}
      />
      <FilterSelect
        label={t('list.section')}
        value={params.type}
        onChange={(type) => set({ type })}
        width={180}
        options={[
          { value: '', label: t('list.anyType') },
          ...ARTICLE_TYPES.map((value) => ({ value, label: t(`type.${value}`) })),
        ]}
      />
      <FilterSelect
        label={t('list.statusFilter')}
        value={params.status}
        onChange={(status) => set({ status })}
        width={160}
        options={[
          { value: '', label: t('list.anyStatus') },
          ...ARTICLE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
        ]}
      />
      <FilterSelect
        label={t('list.tag')}
        value={params.tag}
        onChange={(tag) => set({ tag })}
        width={180}
        options={[
          { value: '', label: t('list.anyTag') },
          ...(tags.data?.articleTags ?? []).map((tag) => ({ value: tag.name, label: tag.name })),
          // A tag named in the URL but no longer used still reads as chosen.
          ...(params.tag && !tags.data?.articleTags.some((tag) => tag.name === params.tag)
            ? [{ value: params.tag, label: params.tag }]
            : []),
        ]}
      />
      <FilterSelect
        label={t('list.language')}
        value={params.language}
        onChange={(language) => set({ language })}
        width={150}
        options={[
          { value: '', label: t('list.anyLanguage') },
          { value: 'en', label: t('english') },
          { value: 'fr', label: t('french') },
        ]}
      />
      {(filters.filtered || search.search) && (
        <Button
          variant="text"
          onClick={() => {
            set({ type: '', status: '', tag: '', language: '' });
            search.clear();
          }}
          sx={{ alignSelf: { md: 'center' }, whiteSpace: 'nowrap', mt: { md: -2.5 } }}
        >
          {t('list.clear')}
        </Button>
      )}
    </Stack>
  );
}
