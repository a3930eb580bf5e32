import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { FormAlert } from '../../../components/FormAlert';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { SuccessToast } from '../../../components/SuccessToast';
import type { StaffBlogRowFieldsFragment } from '../../../gql/graphql';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUrlParams } from '../../../lib/use-url-params';
import {
  BlogAuthorsDocument,
  BlogTagNamesDocument,
  DeleteBlogDocument,
  PublishBlogDocument,
  StaffBlogsDocument,
} from '../api/staff-blog-operations';
import {
  isStaffFiltered,
  NO_STAFF_FILTERS,
  readStaffBlogParams,
  staffBlogVariables,
  writeStaffBlogParams,
} from '../format/staff-params';
import { BlogFilters } from './BlogFilters';
import { BlogsTable } from './BlogsTable';

/**
 * /admin-blogs (issue 23): the posts of every status for staff with blogs view, ten a page, with
 * filters, the publish toggle and delete with a confirmation; the buttons follow the blogs flags.
 */
export function BlogsAdminPage() {
  const { t } = useTranslation('blogs');
  const { user } = useSession();
  useDocumentTitle(t('staff.title'));
  const canView = hasModulePermission(user, 'blogs', 'view');
  const canAdd = hasModulePermission(user, 'blogs', 'add');
  const canEdit = hasModulePermission(user, 'blogs', 'edit');
  const canDelete = hasModulePermission(user, 'blogs', 'delete');
  const { params, update } = useUrlParams(readStaffBlogParams, writeStaffBlogParams);
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useQuery(StaffBlogsDocument, {
    variables: staffBlogVariables(params),
    fetchPolicy: 'cache-and-network',
    skip: !canView,
  });
  const tags = useQuery(BlogTagNamesDocument, { skip: !canView });
  const authors = useQuery(BlogAuthorsDocument, { skip: !canView });
  const [publishBlog] = useMutation(PublishBlogDocument);
  const [deleteBlog] = useMutation(DeleteBlogDocument);
  const actionError = useFormError();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<StaffBlogRowFieldsFragment | null>(null);
  const [toast, setToast] = useState<string | null>(searchParams.get('saved') ? t('form.saved') : null);
  if (!canView) return <StaffNoAccess title={t('staff.title')} />;

  const shown = list.data ?? list.previousData;
  const rows = shown?.blogs ?? [];

  const publish = async (post: StaffBlogRowFieldsFragment, published: boolean) => {
    actionError.setError(null);
    setBusyId(post.id);
    try {
      await publishBlog({ variables: { id: post.id, isPublished: published } });
      setToast(published ? t('staff.published') : t('staff.unpublished'));
      void list.refetch();
    } catch (error) {
      actionError.setError(toAppError(error));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('staff.title')}
        subtitle={t('staff.subtitle')}
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button component={RouterLink} to="/admin-blogs/authors" variant="outlined">
              {t('staff.authors')}
            </Button>
            {canAdd && (
              <Button component={RouterLink} to="/admin-blogs/create" variant="contained">
                {t('staff.create')}
              </Button>
            )}
          </Stack>
        }
      />
      <BlogFilters
        params={params}
        tags={tags.data?.tags ?? []}
        authors={authors.data?.blogAuthors ?? []}
        onChange={update}
      />
      <FormAlert message={actionError.message} />
      <ListState
        query={list}
        errorMessage={t('staff.loadError')}
        skeleton={{ rows: 5, height: 56 }}
        empty={
          isStaffFiltered(params)
            ? {
                title: t('staff.noMatchTitle'),
                text: t('staff.noMatchText'),
                action: (
                  <Button variant="outlined" onClick={() => update(NO_STAFF_FILTERS)}>
                    {t('staff.clear')}
                  </Button>
                ),
              }
            : { title: t('staff.emptyTitle'), text: t('staff.emptyText') }
        }
        paging={{
          page: params.page,
          pageLength: rows.length,
          total: shown?.blogCount ?? 0,
          onPage: (page) => update({ page }),
          label: t('staff.list'),
        }}
      >
        <BlogsTable
          rows={rows}
          canEdit={canEdit}
          canDelete={canDelete}
          busyId={busyId}
          onPublish={(post, published) => void publish(post, published)}
          onDelete={setDeleting}
        />
      </ListState>
      {deleting && (
        <ConfirmActionDialog
          title={t('staff.deleteTitle')}
          text={t('staff.deleteText', { title: deleting.title })}
          confirm={t('staff.deleteConfirm')}
          destructive
          onConfirm={async () => {
            await deleteBlog({ variables: { id: deleting.id } });
            setDeleting(null);
            setToast(t('staff.deleted'));
            void list.refetch();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
      <SuccessToast
        message={toast}
        onClose={() => {
          setToast(null);
          if (searchParams.get('saved')) {
            const next = new URLSearchParams(searchParams);
            next.delete('saved');
            setSearchParams(next, { replace: true });
          }
        }}
      />
    </Stack>
  );
}
