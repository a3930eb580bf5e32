import { useQuery } from '@apollo/client/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { SuccessToast } from '../../../components/SuccessToast';
import { useLocale } from '../../../i18n/use-locale';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { StaffHelpArticleDocument } from '../api/staff-article-operations';
import { draftKey, readArticleDraft } from '../format/article-draft';
import { articleFormValues, articlePath, readNewArticleStart } from '../format/article-form';
import { ArticleForm } from './ArticleForm';

/**
 * The help article editor. /admin-help-center/{collection}/new writes a new article in that
 * collection (helpCenter add; ?locale= and ?translationOf= pre-link it as another article's other
 * language version); /admin-help-center/article/{id} opens one (view to read, edit to save).
 */
export function ArticleEditorPage() {
  const { t } = useTranslation('helpCenterStaff');
  const { id: collectionId, articleId } = useParams();
  const { user } = useSession();
  const creating = !articleId;
  const title = creating ? t('editor.newTitle') : t('editor.editTitle');
  useDocumentTitle(title);
  const allowed = hasModulePermission(user, 'helpCenter', creating ? 'add' : 'view');
  if (!allowed) return <StaffNoAccess title={title} />;
  return (
    <Stack spacing={3}>
      <PageHeader title={title} subtitle={t('editor.subtitle')} />
      {creating ? <NewArticle collectionId={collectionId ?? ''} /> : <ExistingArticle id={articleId} />}
    </Stack>
  );
}

function BackLink({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation('helpCenterStaff');
  return (
    <Button
      component={RouterLink}
      to={`/admin-help-center/${collectionId}`}
      startIcon={<ArrowBack />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('editor.back')}
    </Button>
  );
}

function NewArticle({ collectionId }: { collectionId: string }) {
  const navigate = useNavigate();
  const locale = useLocale();
  const { user } = useSession();
  const canEdit = hasModulePermission(user, 'helpCenter', 'edit');
  const canAdd = hasModulePermission(user, 'helpCenter', 'add');
  const [search] = useSearchParams();
  const [start] = useState(() => readNewArticleStart(collectionId, search, locale));
  const key = draftKey(null, `${collectionId}:${start.locale}:${start.translationOf}`);
  const [draft] = useState(() => readArticleDraft(key));
  return (
    <>
      <BackLink collectionId={collectionId} />
      <ArticleForm
        id={null}
        values={draft ?? articleFormValues(null, start)}
        draftKey={key}
        restored={!!draft}
        updatedAt={null}
        readOnly={false}
        canEdit={canEdit}
        canAdd={canAdd}
        onSaved={(id) => void navigate(articlePath(id), { replace: true, state: { created: true } })}
      />
    </>
  );
}

function ExistingArticle({ id }: { id: string }) {
  const { t } = useTranslation('helpCenterStaff');
  const { user } = useSession();
  const canEdit = hasModulePermission(user, 'helpCenter', 'edit');
  const canAdd = hasModulePermission(user, 'helpCenter', 'add');
  const article = useQuery(StaffHelpArticleDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  const [toast, setToast] = useState<string | null>(created ? t('editor.created') : null);
  const key = draftKey(id, '');
  const [draft, setDraft] = useState(() => (canEdit ? readArticleDraft(key) : null));
  if (article.error) {
    return (
      <LoadError
        message={t('editor.loadError')}
        error={article.error}
        onRetry={() => void article.refetch()}
      />
    );
  }
  if (!article.data) return <PageSpinner />;
  const data = article.data.singleHelpCenter;
  if (!data) return <Alert severity="warning">{t('editor.notFound')}</Alert>;
  return (
    <>
      <BackLink collectionId={data.categoryId} />
      {!canEdit && <Alert severity="info">{t('editor.viewOnly')}</Alert>}
      <ArticleForm
        // A fresh form per stored version: saving reloads the article as the server kept it.
        key={`${data.id}:${data.updatedAt}`}
        id={data.id}
        values={
          draft ??
          articleFormValues(data, { collectionId: data.categoryId, locale: data.locale, translationOf: '' })
        }
        draftKey={key}
        restored={!!draft}
        updatedAt={data.updatedAt}
        readOnly={!canEdit}
        canEdit={canEdit}
        canAdd={canAdd}
        onSaved={() => {
          setDraft(null);
          setToast(t('editor.saved'));
          void article.refetch();
        }}
      />
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </>
  );
}
