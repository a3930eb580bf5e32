import { useQuery } from '@apollo/client/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { todayIso } from '@rentals/domain/dates';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { SuccessToast } from '../../../components/SuccessToast';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { StaffRentalLawDocument } from '../api/staff-rental-law-operations';
import { rentalLawFormValues } from '../format/rental-law-form';
import { RentalLawForm } from './RentalLawForm';

/**
 * /admin-rental-laws/new and /admin-rental-laws/{id}: the editor. Writing a new entry needs
 * articles add; reading one articles view, saving it articles edit.
 */
export function RentalLawEditorPage() {
  const { t } = useTranslation('rentalLawsAdmin');
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const { user } = useSession();
  const title = creating ? t('editor.newTitle') : t('editor.editTitle');
  const listSearch = (useLocation().state as { listSearch?: string } | null)?.listSearch ?? '';
  useDocumentTitle(title);
  const allowed = creating
    ? hasModulePermission(user, 'articles', 'add')
    : hasModulePermission(user, 'articles', 'view');
  if (!allowed) return <StaffNoAccess title={title} />;
  return (
    <Stack spacing={3}>
      <Button
        component={RouterLink}
        to={`/admin-rental-laws${listSearch}`}
        startIcon={<ArrowBack />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('editor.back')}
      </Button>
      <PageHeader title={title} subtitle={t('editor.subtitle')} />
      {creating ? <NewEntry /> : <ExistingEntry id={id} />}
    </Stack>
  );
}

function NewEntry() {
  const navigate = useNavigate();
  const [today] = useState(() => todayIso());
  return (
    <RentalLawForm
      id={null}
      values={rentalLawFormValues(null, today)}
      readOnly={false}
      onSaved={(id) => void navigate(`/admin-rental-laws/${id}`, { replace: true, state: { created: true } })}
    />
  );
}

function ExistingEntry({ id }: { id: string }) {
  const { t } = useTranslation('rentalLawsAdmin');
  const { user } = useSession();
  const canEdit = hasModulePermission(user, 'articles', 'edit');
  const entry = useQuery(StaffRentalLawDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  const [toast, setToast] = useState<string | null>(created ? t('editor.created') : null);
  if (entry.error) {
    return toAppError(entry.error).code === 'RENTAL_LAW_NOT_FOUND' ? (
      <Alert severity="warning">{t('editor.notFound')}</Alert>
    ) : (
      <LoadError message={t('editor.loadError')} error={entry.error} onRetry={() => void entry.refetch()} />
    );
  }
  const data = entry.data?.rentalLaw;
  if (!data) return <PageSpinner />;
  return (
    <>
      {!canEdit && <Alert severity="info">{t('editor.viewOnly')}</Alert>}
      <RentalLawForm
        // A fresh form per loaded version: saving reloads the entry as the server stored it.
        key={`${data.id}:${String(data.updatedAt)}`}
        id={data.id}
        values={rentalLawFormValues(data, todayIso())}
        readOnly={!canEdit}
        onSaved={() => {
          setToast(t('editor.saved'));
          void entry.refetch();
        }}
      />
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </>
  );
}
