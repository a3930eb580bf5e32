import { useMutation, useQuery } from '@apollo/client/react';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { SuccessToast } from '../../../components/SuccessToast';
import type { BlogAuthorFieldsFragment } from '../../../gql/graphql';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BlogAuthorsDocument, DeleteBlogAuthorDocument } from '../api/staff-blog-operations';
import { AuthorFormDialog } from './AuthorFormDialog';

/**
 * /admin-blogs/authors: the blog authors' small CRUD. An author who signs posts cannot be deleted
 * (the server says how many posts; the dialog shows it).
 */
export function BlogAuthorsPage() {
  const { t } = useTranslation('blogs');
  const { user } = useSession();
  useDocumentTitle(t('authors.title'));
  const canView = hasModulePermission(user, 'blogs', 'view');
  const canAdd = hasModulePermission(user, 'blogs', 'add');
  const canEdit = hasModulePermission(user, 'blogs', 'edit');
  const canDelete = hasModulePermission(user, 'blogs', 'delete');
  const list = useQuery(BlogAuthorsDocument, { skip: !canView, fetchPolicy: 'cache-and-network' });
  const [deleteAuthor] = useMutation(DeleteBlogAuthorDocument);
  const [editing, setEditing] = useState<BlogAuthorFieldsFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BlogAuthorFieldsFragment | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  if (!canView) return <StaffNoAccess title={t('authors.title')} />;
  const rows = (list.data ?? list.previousData)?.blogAuthors ?? [];

  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to="/admin-blogs">
        {t('authors.back')}
      </Link>
      <PageHeader
        title={t('authors.title')}
        subtitle={t('authors.subtitle')}
        action={
          canAdd && (
            <Button variant="contained" onClick={() => setEditing('new')}>
              {t('authors.add')}
            </Button>
          )
        }
      />
      <ListState
        query={list}
        errorMessage={t('authors.loadError')}
        empty={{ title: t('authors.emptyTitle'), text: t('authors.emptyText') }}
        paging={{
          page: 1,
          pageLength: rows.length,
          total: rows.length,
          onPage: () => undefined,
          label: t('authors.list'),
        }}
      >
        <Paper variant="outlined">
          <List aria-label={t('authors.list')}>
            {rows.map((author) => (
              <ListItem
                key={author.id}
                secondaryAction={
                  <>
                    {canEdit && (
                      <IconButton
                        aria-label={t('authors.editLabel', { name: author.name })}
                        onClick={() => setEditing(author)}
                      >
                        <Edit fontSize="small" />
                      </IconButton>
                    )}
                    {canDelete && (
                      <IconButton
                        aria-label={t('authors.deleteLabel', { name: author.name })}
                        onClick={() => setDeleting(author)}
                      >
                        <Delete fontSize="small" />
                      </IconButton>
                    )}
                  </>
                }
              >
                <ListItemAvatar>
                  <Avatar src={author.avatarUrl ?? undefined} alt="">
                    {author.name.charAt(0)}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={author.name}
                  secondary={[t('authors.posts', { count: author.postCount ?? 0 }), author.bio]
                    .filter(Boolean)
                    .join(' · ')}
                  sx={{ pr: 10 }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      </ListState>
      {editing && (
        <AuthorFormDialog
          author={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setToast(t('authors.saved'));
            void list.refetch();
          }}
        />
      )}
      {deleting && (
        <ConfirmActionDialog
          title={t('authors.deleteTitle')}
          text={t('authors.deleteText', { name: deleting.name })}
          confirm={t('authors.deleteConfirm')}
          destructive
          onConfirm={async () => {
            await deleteAuthor({ variables: { id: deleting.id } });
            setDeleting(null);
            setToast(t('authors.deleted'));
            void list.refetch();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
