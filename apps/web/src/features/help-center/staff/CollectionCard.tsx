import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { StaffHelpCollectionFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { collectionTitle } from '../format/staff-labels';
import { collectionIcon } from './collection-icon';

/**
 * A collection on /admin-help-center: its thumbnail or icon, title in the page's language, audience
 * and article count; the title opens its articles (the title rides along as navigation state, so
 * the next page shows it at once). Rename and delete show only with their permission.
 */
export function CollectionCard({
  collection,
  controls,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: {
  collection: StaffHelpCollectionFieldsFragment;
  /** The reorder handle and move buttons (SortableList). */
  controls: ReactNode;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('helpCenterStaff');
  const locale = useLocale();
  const title = collectionTitle(collection, locale);
  const Icon = collectionIcon(collection.icon);
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', p: 2, gap: 1.5 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {collection.thumbnailUrl ? (
          <Box
            component="img"
            src={collection.thumbnailUrl}
            alt=""
            sx={{ width: 48, height: 48, borderRadius: 1, objectFit: 'cover', flexShrink: 0 }}
          />
        ) : (
          <Box
            sx={{
              width: 48,
              height: 48,
              borderRadius: 1,
              bgcolor: 'action.hover',
              color: 'primary.dark',
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
            }}
          >
            <Icon aria-hidden />
          </Box>
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
            <Link component={RouterLink} to={`/admin-help-center/${collection.id}`} state={{ title }}>
              {title}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('collections.articleCount', { count: collection.articleCount })}
          </Typography>
        </Box>
      </Stack>
      <Box>
        <Chip size="small" label={t(`audiences.${collection.audience}`)} />
      </Box>
      <Stack
        direction="row"
        sx={{ mt: 'auto', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        {controls || <span />}
        <Stack direction="row">
          {canEdit && (
            <IconButton aria-label={t('collections.editLabel', { title })} onClick={onEdit}>
              <Edit fontSize="small" />
            </IconButton>
          )}
          {canDelete && (
            <IconButton aria-label={t('collections.deleteLabel', { title })} onClick={onDelete}>
              <Delete fontSize="small" />
            </IconButton>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
