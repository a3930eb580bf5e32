import { useMutation, useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Insights from '@mui/icons-material/Insights';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { SuccessToast } from '../../../components/SuccessToast';
import type { StaffHelpCollectionFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DeleteHelpThumbnailDocument } from '../api/staff-article-operations';
import { StaffHelpCollectionsDocument } from '../api/staff-collection-operations';
import { inOrder } from '../format/order';
import { collectionTitle } from '../format/staff-labels';
import { CollectionCard } from './CollectionCard';
import { CollectionFormDialog } from './CollectionFormDialog';
import { DeleteCollectionDialog } from './DeleteCollectionDialog';
import { ReorderError } from './ReorderError';
import { SortableList } from './SortableList';
import { useSavedOrder } from './use-saved-order';

/**
 * /admin-help-center (issue 24): the collections as cards in their order, for staff with
 * helpCenter view. Add creates, edit renames and reorders, delete deletes (moving the articles).
 */
export function HelpCollectionsPage() {
  const { t } = useTranslation('helpCenterStaff');
  const { user } = useSession();
  useDocumentTitle(t('collections.title'));
  if (!hasModulePermission(user, 'helpCenter', 'view'))
    return <StaffNoAccess title={t('collections.title')} />;
  return <HelpCollections />;
}

type Editing = { collection: StaffHelpCollectionFieldsFragment | null } | null;

function HelpCollections() {
  const { t } = useTranslation('helpCenterStaff');
  const locale = useLocale();
  const { user } = useSession();
  const canAdd = hasModulePermission(user, 'helpCenter', 'add');
  const canEdit = hasModulePermission(user, 'helpCenter', 'edit');
  const canDelete = hasModulePermission(user, 'helpCenter', 'delete');
  const list = useQuery(StaffHelpCollectionsDocument, { fetchPolicy: 'cache-and-network' });
  const collections = list.data?.adminHelpCollections ?? [];
  const order = useSavedOrder({
    kind: 'COLLECTIONS',
    serverIds: collections.map((c) => c.id),
    refetch: () => list.refetch(),
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<StaffHelpCollectionFieldsFragment | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [deleteThumbnail] = useMutation(DeleteHelpThumbnailDocument);
  // A deleted collection's card took the focused button with it: the page title gets the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const [deletions, setDeletions] = useState(0);
  useEffect(() => {
    if (deletions > 0) heading.current?.focus();
  }, [deletions]);

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('collections.title')}
        subtitle={t('collections.subtitle')}
        headingRef={heading}
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              component={RouterLink}
              to="/admin-help-center/analytics"
              variant="outlined"
              startIcon={<Insights />}
            >
              {t('collections.analytics')}
            </Button>
            {canAdd && (
              <Button
                variant="contained"
                startIcon={<Add />}
                onClick={() => setEditing({ collection: null })}
              >
                {t('collections.create')}
              </Button>
            )}
          </Stack>
        }
      />
      <ReorderError
        error={order.error}
        onClose={order.clearError}
        onReload={() => void list.refetch().then(order.clearError)}
      />
      {list.error && !list.data ? (
        <LoadError
          message={t('collections.loadError')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={140} />
          ))}
        </Stack>
      ) : collections.length === 0 ? (
        <Stack spacing={1} sx={{ py: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="h2">
            {t('collections.emptyTitle')}
          </Typography>
          <Typography color="text.secondary">{t('collections.emptyText')}</Typography>
        </Stack>
      ) : (
        <>
          {canEdit && (
            <Typography variant="body2" color="text.secondary">
              {t('collections.reorderHint')}
            </Typography>
          )}
          <SortableList
            items={inOrder(collections, order.ids)}
            nameOf={(c) => collectionTitle(c, locale)}
            layout="grid"
            label={t('collections.list')}
            canReorder={canEdit}
            busy={order.saving}
            onReorder={(ids) => void order.save(ids)}
            renderItem={(collection, controls) => (
              <CollectionCard
                collection={collection}
                controls={controls}
                canEdit={canEdit}
                canDelete={canDelete}
                onEdit={() => setEditing({ collection })}
                onDelete={() => setDeleting(collection)}
              />
            )}
          />
        </>
      )}
      {editing && (
        <CollectionFormDialog
          collection={editing.collection}
          onClose={() => setEditing(null)}
          onDeleteThumbnail={async (url) => {
            // Removing the file needs edit; without it the address is only dropped from the form.
            if (!canEdit) return;
            await deleteThumbnail({ variables: { url } });
            // The server dropped the address from the collection: the card, and the form if it
            // is opened again after Cancel, must not show (and save back) the deleted file.
            void list.refetch();
          }}
          onSaved={(created) => {
            setEditing(null);
            setToast(created ? t('collections.created') : t('collections.saved'));
            void list.refetch();
          }}
        />
      )}
      {deleting && (
        <DeleteCollectionDialog
          collection={deleting}
          others={collections.filter((c) => c.id !== deleting.id)}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            setDeletions((n) => n + 1);
            setToast(t('deleted'));
            void list.refetch();
          }}
        />
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
