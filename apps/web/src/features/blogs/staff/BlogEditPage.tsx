import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { StaffBlogDocument } from '../api/staff-blog-operations';
import { BlogForm } from './BlogForm';

/**
 * /admin-blogs/create (staff with blogs add) and /admin-blogs/{id}/edit (blogs edit). A save goes
 * back to the list, which says it was saved.
 */
export function BlogEditPage() {
  const { t } = useTranslation('blogs');
  const { id } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const title = id ? t('form.editTitle') : t('form.createTitle');
  useDocumentTitle(title);
  const allowed = hasModulePermission(user, 'blogs', id ? 'edit' : 'add');
  const existing = useQuery(StaffBlogDocument, {
    variables: { id: id ?? '' },
    skip: !id || !allowed,
    fetchPolicy: 'network-only',
  });
  if (!allowed) return <StaffNoAccess title={title} />;

  const back = (
    <Link component={RouterLink} to="/admin-blogs">
      {t('form.back')}
    </Link>
  );
  let body;
  if (id && existing.error)
    body = (
      <LoadError
        error={existing.error}
        message={t('form.loadError')}
        onRetry={() => void existing.refetch()}
      />
    );
  else if (id && !existing.data)
    body = <Skeleton variant="rounded" height={520} role="status" aria-label={t('post.loading')} />;
  else if (id && !existing.data?.blog) body = <Alert severity="warning">{t('form.notFound')}</Alert>;
  else
    body = (
      <BlogForm
        key={existing.data?.blog?.id ?? 'new'}
        post={existing.data?.blog ?? null}
        onSaved={() => void navigate('/admin-blogs?saved=1')}
      />
    );
  return (
    <Stack spacing={3}>
      {back}
      <PageHeader title={title} subtitle={t('form.subtitle')} />
      {body}
    </Stack>
  );
}
