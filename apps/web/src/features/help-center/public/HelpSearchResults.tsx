import { excerptParts } from '@rentals/domain/knowledge-center/excerpt';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SearchHelpCenterQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { helpArticlePath } from '../format/help-paths';
import { collectionTitle } from '../format/local-text';

type Hit = SearchHelpCenterQuery['searchHelpCenter']['hits'][number];

/** Marks the links the arrow keys move between. */
export const RESULT_LINK = 'data-help-result';

/**
 * The search's hits: the article's title as a link, its collection, and the excerpt with the
 * matching words marked. Up and Down move between the links; Escape goes back to the box.
 */
export function HelpSearchResults({
  hits,
  listRef,
  onEscape,
}: {
  hits: Hit[];
  listRef: Ref<HTMLUListElement>;
  onEscape: () => void;
}) {
  const { t } = useTranslation('helpCenter');
  const locale = useLocale();
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>(`a[${RESULT_LINK}]`)];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? Math.min(links.length - 1, at + 1) : at - 1;
      if (next < 0) onEscape();
      else links[next]?.focus();
    }
  };
  return (
    <Stack
      component="ul"
      ref={listRef}
      aria-label={t('search.resultsList')}
      onKeyDown={onKeyDown}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {hits.map((hit) => (
        <Stack
          key={hit.article.id}
          component="li"
          spacing={0.5}
          sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
        >
          <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            <Link
              component={RouterLink}
              to={helpArticlePath(hit.article.id)}
              underline="hover"
              {...{ [RESULT_LINK]: '' }}
            >
              {hit.article.title}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('search.inCollection', { collection: collectionTitle(hit.article.category, locale) })}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {excerptParts({ text: hit.excerpt, highlights: hit.highlights }).map((part, i) =>
              part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
            )}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
