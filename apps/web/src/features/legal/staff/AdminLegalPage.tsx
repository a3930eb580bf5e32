import { useMutation, useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEGAL_KINDS, type LegalKind } from '@rentals/domain/legal/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { FormAlert } from '../../../components/FormAlert';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { SuccessToast } from '../../../components/SuccessToast';
import type { AdminLegalDocumentFieldsFragment } from '../../../gql/graphql';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  AdminLegalDocumentsDocument,
  CreateLegalDraftDocument,
  DeleteLegalDraftDocument,
  PublishLegalDocumentDocument,
} from '../api/admin-legal-operations';
import { LegalDraftDialog } from './LegalDraftDialog';
import { LegalPreviewDialog } from './LegalPreviewDialog';
import { LegalVersionsTable, type LegalAction } from './LegalVersionsTable';

type Doc = AdminLegalDocumentFieldsFragment;

/** /admin-legal: the versions of the terms and of the privacy policy, for admins only. */
export function AdminLegalPage() {
  const { t } = useTranslation('legal');
  const { user } = useSession();
  useDocumentTitle(t('admin.title'));
  if (user?.userType !== 'ADMIN') return <StaffNoAccess title={t('admin.title')} />;
  return <AdminLegalContent />;
}

function AdminLegalContent() {
  const { t } = useTranslation('legal');
  const query = useQuery(AdminLegalDocumentsDocument);
  const refetch = { refetchQueries: [AdminLegalDocumentsDocument], awaitRefetchQueries: true };
  const [create] = useMutation(CreateLegalDraftDocument, refetch);
  const [creating, setCreating] = useState<LegalKind | null>(null);
  const [publish] = useMutation(PublishLegalDocumentDocument, refetch);
  const [remove] = useMutation(DeleteLegalDraftDocument, refetch);
  const createError = useFormError();
  const [open, setOpen] = useState<{ action: LegalAction; doc: Doc } | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const docs = query.data?.adminLegalDocuments;

  const createDraft = async (kind: LegalKind) => {
    createError.setError(null);
    setCreating(kind);
    try {
      const { data } = await create({ variables: { kind } });
      if (data) {
        setToast(t('admin.created', { version: data.createLegalDraft.version }));
        setOpen({ action: 'edit', doc: data.createLegalDraft });
      }
    } catch (error) {
      createError.setError(toAppError(error));
    } finally {
      setCreating(null);
    }
  };

  const close = () => setOpen(null);
  const titleOf = (doc: Doc) => t(`titles.${doc.kind}`);

  return (
    <Stack spacing={3}>
      <PageHeader title={t('admin.title')} subtitle={t('admin.intro')} />
      <FormAlert message={createError.message} />
      {query.error && !docs ? (
        <LoadError error={query.error} message={t('admin.loadError')} onRetry={() => void query.refetch()} />
      ) : !docs ? (
        <PageSpinner />
      ) : (
        LEGAL_KINDS.map((kind) => {
          const versions = docs.filter((d) => d.kind === kind);
          const hasDraft = versions.some((d) => !d.publishedAt);
          return (
            <Paper
              key={kind}
              component="section"
              variant="outlined"
              aria-labelledby={`legal-admin-${kind}`}
              sx={{ p: { xs: 1.5, sm: 2.5 } }}
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1.5 }}
              >
                <Typography id={`legal-admin-${kind}`} variant="h5" component="h2">
                  {t(`titles.${kind}`)}
                </Typography>
                {!hasDraft && (
                  <Button
                    variant="outlined"
                    startIcon={<Add />}
                    loading={creating === kind}
                    onClick={() => void createDraft(kind)}
                    aria-label={`${t('admin.createDraft')} (${t(`titles.${kind}`)})`}
                  >
                    {t('admin.createDraft')}
                  </Button>
                )}
              </Stack>
              {versions.length ? (
                <LegalVersionsTable
                  title={t(`titles.${kind}`)}
                  versions={versions}
                  onAction={(action, doc) => setOpen({ action, doc })}
                />
              ) : (
                <Typography color="text.secondary">{t('admin.none')}</Typography>
              )}
            </Paper>
          );
        })
      )}
      {open?.action === 'edit' && (
        <LegalDraftDialog
          doc={open.doc}
          title={titleOf(open.doc)}
          onClose={close}
          onSaved={() => {
            close();
            setToast(t('admin.saved'));
            void query.refetch();
          }}
        />
      )}
      {open?.action === 'preview' && <LegalPreviewDialog doc={open.doc} onClose={close} />}
      {open?.action === 'publish' && (
        <ConfirmActionDialog
          title={t('admin.publishTitle', { version: open.doc.version })}
          text={t(open.doc.kind === 'TERMS' ? 'admin.publishTerms' : 'admin.publishPrivacy', {
            version: open.doc.version,
          })}
          confirm={t('admin.publish')}
          onConfirm={async () => {
            await publish({ variables: { id: open.doc.id } });
            close();
            setToast(t('admin.publishedToast', { version: open.doc.version }));
          }}
          onClose={close}
        />
      )}
      {open?.action === 'delete' && (
        <ConfirmActionDialog
          title={t('admin.deleteTitle', { version: open.doc.version })}
          text={t('admin.deleteText')}
          confirm={t('admin.delete')}
          destructive
          onConfirm={async () => {
            await remove({ variables: { id: open.doc.id } });
            close();
            setToast(t('admin.deleted'));
          }}
          onClose={close}
        />
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
