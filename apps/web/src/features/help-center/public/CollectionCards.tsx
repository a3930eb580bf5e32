import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HelpCenterHomeQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { helpCollectionPath } from '../format/help-paths';
import { collectionText } from '../format/local-text';
import { storeCollectionTitle } from '../format/stored-collection';
import { collectionIcon } from './collection-icons';
import { publishedOnly } from '../format/published';

type Collection = HelpCenterHomeQuery['helpCollections'][number];

/**
 * The collections as cards. Each opens in a new tab (spec/01 §2), its title stored in local
 * storage first so the new tab shows it at once. The whole card is the link's target area; the
 * title alone is the link, so screen readers read a short name.
 */
function CollectionCard({ collection }: { collection: Collection }) {
  const { t } = useTranslation('helpCenter');
  const locale = useLocale();
  const { title, description } = collectionText(collection, locale);
  const Icon = collectionIcon(collection.icon);
  const remember = () => storeCollectionTitle(collection.id, title);
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        p: 2.5,
        transition: 'border-color 120ms',
        '&:hover, &:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <Stack spacing={1.5}>
        <Icon color="primary" aria-hidden sx={{ fontSize: 32 }} />
        <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          <Link
            href={helpCollectionPath(collection.id)}
            target="_blank"
            rel="noopener"
            underline="hover"
            color="inherit"
            onClick={remember}
            onAuxClick={remember}
            onContextMenu={remember}
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {title}
            <span style={visuallyHidden}> {t('collections.opensInNewTab')}</span>
          </Link>
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('collections.articles', { count: publishedOnly(collection.articles).length })}
        </Typography>
      </Stack>
    </Card>
  );
}

export function CollectionCards({ collections }: { collections: Collection[] }) {
  const { t } = useTranslation('helpCenter');
  if (!collections.length) return <Typography color="text.secondary">{t('collections.none')}</Typography>;
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {collections.map((collection) => (
        <Grid key={collection.id} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
          <CollectionCard collection={collection} />
        </Grid>
      ))}
    </Grid>
  );
}
