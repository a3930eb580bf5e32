import { excerptParts } from '@rentals/domain/knowledge-center/excerpt';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SearchContentQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { ExternalLink } from './ExternalLink';

type Hit = SearchContentQuery['searchContent'][number];

/** One result: its kind, its title as a link, its date and the excerpt with the matching words marked. */
function ResultItem({ hit }: { hit: Hit }) {
  const { t } = useTranslation('knowledgeCenter');
  const locale = useLocale();
  const external = /^https?:\/\//.test(hit.url);
  const title = external ? (
    <ExternalLink href={hit.url} underline="hover">
      {hit.title}
    </ExternalLink>
  ) : (
    <Link component={RouterLink} to={hit.url} underline="hover">
      {hit.title}
    </Link>
  );
  return (
    <Stack component="li" spacing={0.5} sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" label={t(`kinds.${hit.kind}`)} />
        {hit.date && (
          <Typography variant="body2" color="text.secondary">
            {formatPublicDate(String(hit.date).slice(0, 10), locale)}
          </Typography>
        )}
      </Stack>
      <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {excerptParts({ text: hit.excerpt, highlights: hit.highlights }).map((part, i) =>
          part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
        )}
      </Typography>
    </Stack>
  );
}

export function ContentResults({ hits }: { hits: Hit[] }) {
  const { t } = useTranslation('knowledgeCenter');
  // Only list items inside the list (a divider element there breaks it for screen readers).
  return (
    <Stack component="ul" aria-label={t('search.resultsList')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {hits.map((hit) => (
        <ResultItem key={`${hit.kind}:${hit.id}`} hit={hit} />
      ))}
    </Stack>
  );
}
