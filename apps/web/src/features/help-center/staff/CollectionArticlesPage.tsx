import { useMutation, useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { HELP_TAKE_MAX } from '@rentals/domain/help-center/rules';
import { LOCALES, type Locale } from '@rentals/domain/users/enums';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { FormAlert } from '../../../components/FormAlert';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { SuccessToast } from '../../../components/SuccessToast';
import type { StaffHelpArticleRowFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  DeleteHelpArticleDocument,
  PublishHelpArticleDocument,
  StaffHelpCollectionArticlesDocument,
} from '../api/staff-article-operations';
import { newArticlePath } from '../format/article-form';
import { inOrder, mergeSubsetOrder } from '../format/order';
import { collectionTitle } from '../format/staff-labels';
import { ArticleRow } from './ArticleRow';
import { ReorderError } from './ReorderError';
import { SortableList } from './SortableList';
import { useSavedOrder } from './use-saved-order';

/**
 * /admin-help-center/{id} (issue 24): a collection's articles in their order. The spec passes the
 * collection's title as navigation state: it shows at once when present, and the collection is
 * loaded by id either way, so a reloaded or shared address works.
 */
export function CollectionArticlesPage() {
  const { t } = useTranslation('helpCenterStaff');
  const { user } = useSession();
  const { id = '' } = useParams();
  const stateTitle = (useLocation().state as { title?: string } | null)?.title;
  if (!hasModulePermission(user, 'helpCenter', 'view')) {
    return <StaffNoAccess title={stateTitle ?? t('collections.title')} />;
  }
  return <CollectionArticles key={id} id={id} stateTitle={stateTitle} />;
}

function CollectionArticles({ id, stateTitle }: { id: string; stateTitle?: string }) {
  const { t } = useTranslation('helpCenterStaff');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const { user } = useSession();
  const canAdd = hasModulePermission(user, 'helpCenter', 'add');
  const canEdit = hasModulePermission(user, 'helpCenter', 'edit');
  const canDelete = hasModulePermission(user, 'helpCenter', 'delete');
  const [search, setSearch] = useSearchParams();
  const language = LOCALES.find((l) => l === search.get('language')) ?? null;
  const page = useQuery(StaffHelpCollectionArticlesDocument, {
    variables: { id, where: { category: id }, take: HELP_TAKE_MAX },
    fetchPolicy: 'cache-and-network',
  });
  const collection = page.data?.helpCollection;
  const articles = page.data?.helpCenters ?? [];
  const title = collection ? collectionTitle(collection, locale) : (stateTitle ?? t('articles.loadingTitle'));
  useDocumentTitle(title);
  const allIds = articles.map((a) => a.id);
  const order = useSavedOrder({
    kind: 'ARTICLES',
    collectionId: id,
    serverIds: allIds,
    refetch: () => page.refetch(),
  });
  // The server takes only a collection's whole list: reordering waits until all of it is here.
  const complete = !!collection && articles.length >= collection.articleCount;
  const shown = inOrder(articles, order.ids).filter((a) => !language || a.locale === language);
  const [deleting, setDeleting] = useState<StaffHelpArticleRowFieldsFragment | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const actionError = useFormError();
  const [publish] = useMutation(PublishHelpArticleDocument);
  const [remove] = useMutation(DeleteHelpArticleDocument);
  // A deleted article's row took the focused button with it: the page title gets the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const [deletions, setDeletions] = useState(0);
  useEffect(() => {
    if (deletions > 0) heading.current?.focus();
  }, [deletions]);

  const setPublished = async (article: StaffHelpArticleRowFieldsFragment, isPublished: boolean) => {
    actionError.setError(null);
    try {
      await publish({ variables: { id: article.id, isPublished } });
      setToast(isPublished ? t('articles.publishedToast') : t('articles.unpublishedToast'));
    } catch (error) {
      actionError.setError(toAppError(error));
    }
  };

  const back = (
    <Button
      component={RouterLink}
      to="/admin-help-center"
      startIcon={<ArrowBack />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('articles.back')}
    </Button>
  );
  if (page.data && !collection) {
    return (
      <Stack spacing={3}>
        {back}
        <Alert severity="warning">{t('articles.notFound')}</Alert>
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      {back}
      <PageHeader
        title={title}
        subtitle={t('articles.subtitle')}
        headingRef={heading}
        action={
          canAdd && (
            <Button component={RouterLink} to={newArticlePath(id)} variant="contained" startIcon={<Add />}>
              {t('articles.create')}
            </Button>
          )
        }
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={language ?? 'all'}
        aria-label={t('articles.languageFilter')}
        onChange={(_, value: Locale | 'all' | null) => {
          if (!value) return;
          const next = new URLSearchParams(search);
          if (value === 'all') next.delete('language');
          else next.set('language', value);
          setSearch(next, { replace: true });
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        <ToggleButton value="all">{t('articles.allLanguages')}</ToggleButton>
        {LOCALES.map((l) => (
          <ToggleButton key={l} value={l}>
            {t(`languages.${l}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormAlert message={actionError.message} />
      {failed && (
        <Alert severity="error" onClose={() => setFailed(false)}>
          {common('dialogs.failedText')}
        </Alert>
      )}
      <ReorderError
        error={order.error}
        onClose={order.clearError}
        onReload={() => void page.refetch().then(order.clearError)}
      />
      {page.error && !page.data ? (
        <LoadError message={t('articles.loadError')} error={page.error} onRetry={() => void page.refetch()} />
      ) : !page.data ? (
        <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={88} />
          ))}
        </Stack>
      ) : shown.length === 0 ? (
        <Stack spacing={1} sx={{ py: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="h2">
            {language ? t('articles.emptyLanguageTitle') : t('articles.emptyTitle')}
          </Typography>
          <Typography color="text.secondary">{canAdd ? t('articles.emptyText') : ' '}</Typography>
        </Stack>
      ) : (
        <>
          {canEdit && complete && (
            <Typography variant="body2" color="text.secondary">
              {t('articles.reorderHint')}
            </Typography>
          )}
          <SortableList
            items={shown}
            nameOf={(a) => a.title}
            layout="list"
            label={t('articles.list', { title })}
            canReorder={canEdit && complete}
            busy={order.saving}
            onReorder={(ids) => void order.save(mergeSubsetOrder(order.ids, ids))}
            renderItem={(article, controls) => (
              <ArticleRow
                article={article}
                controls={controls}
                canEdit={canEdit}
                canDelete={canDelete}
                onPublish={(published) => void setPublished(article, published)}
                onDelete={() => setDeleting(article)}
              />
            )}
          />
        </>
      )}
      {deleting && (
        <ConfirmActionDialog
          title={t('articles.deleteTitle', { title: deleting.title })}
          text={t('articles.deleteText')}
          confirm={t('delete')}
          destructive
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            setFailed(false);
            let deleted = false;
            // The spec's answers: 'Deleted Successfully!' or its SomethingWrong message.
            try {
              await remove({ variables: { id: deleting.id } });
              deleted = true;
              setToast(t('deleted'));
            } catch {
              setFailed(true);
            }
            setDeleting(null);
            await page.refetch();
            if (deleted) setDeletions((n) => n + 1);
          }}
        />
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
