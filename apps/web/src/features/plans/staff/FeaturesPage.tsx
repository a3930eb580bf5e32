import { useMutation, useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { SuccessToast } from '../../../components/SuccessToast';
import type { StaffFeatureFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';
import { usePageInRange } from '../../../lib/paging/use-page-in-range';
import { useUrlSearch } from '../../../lib/use-url-search';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { DeleteFeatureDocument, FeaturesDocument, ReorderFeaturesDocument } from '../api/feature-operations';
import { localName } from '../format/plan-display';
import { useReorder } from '../hooks/use-reorder';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { StaffRowActions } from '../../../components/StaffRowActions';
import { FeatureFormDialog } from './FeatureFormDialog';
import { ReorderButtons } from './ReorderButtons';

/**
 * /features (spec/01 §2, §6): what plans include, in the order the cards list them. Staff with
 * features view see them; add, edit (and reorder) and delete follow the module's flags.
 */
export function FeaturesPage() {
  const { t } = useTranslation('plans');
  const { user } = useSession();
  useDocumentTitle(t('staff.featuresTitle'));
  if (!hasModulePermission(user, 'features', 'view'))
    return <StaffNoAccess title={t('staff.featuresTitle')} />;
  return (
    <FeaturesList
      canAdd={hasModulePermission(user, 'features', 'add')}
      canEdit={hasModulePermission(user, 'features', 'edit')}
      canDelete={hasModulePermission(user, 'features', 'delete')}
    />
  );
}

function FeaturesList({
  canAdd,
  canEdit,
  canDelete,
}: {
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const list = useQuery(FeaturesDocument, { fetchPolicy: 'cache-and-network' });
  const rows = (list.data ?? list.previousData)?.features ?? [];
  // The whole list is loaded (reordering needs it); it is shown ten a page like every list.
  const { page, setPage } = useUrlSearch();
  usePageInRange(!!list.data, page, rows.length, setPage);
  const first = (page - 1) * PAGE_SIZE;
  const pageRows = rows.slice(first, first + PAGE_SIZE);
  const [editing, setEditing] = useState<StaffFeatureFieldsFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffFeatureFieldsFragment | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const actionError = useFormError();
  const [reorderFeatures] = useMutation(ReorderFeaturesDocument);
  const [deleteFeature] = useMutation(DeleteFeatureDocument);
  const reorder = useReorder<string>({
    save: (ids) => reorderFeatures({ variables: { ids } }).then(() => list.refetch()),
    onError: (error) => actionError.setError(toAppError(error)),
  });
  const ids = rows.map((f) => f.id);
  const text = (en: string | null | undefined, fr: string | null | undefined) => (
    <>
      <Typography variant="body2">{en}</Typography>
      <Typography variant="body2" color="text.secondary" lang="fr">
        {fr}
      </Typography>
    </>
  );

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('staff.featuresTitle')}
        subtitle={t('staff.featuresSubtitle')}
        action={
          canAdd && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
              {t('staff.addFeature')}
            </Button>
          )
        }
      />
      <FormAlert message={actionError.message} />
      <Box role="status" sx={visuallyHidden}>
        {reorder.announcement}
      </Box>
      <ListState
        query={list}
        errorMessage={t('staff.featuresLoadError')}
        empty={{ title: t('staff.featuresEmptyTitle'), text: t('staff.featuresEmptyText') }}
        paging={{
          page,
          pageLength: pageRows.length,
          total: rows.length,
          onPage: setPage,
          label: t('staff.featuresList'),
        }}
      >
        <TableContainer
          component={Paper}
          variant="outlined"
          tabIndex={0}
          aria-label={t('staff.featuresList')}
        >
          <Table size="small" aria-label={t('staff.featuresList')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('staff.columns.position')}</TableCell>
                <TableCell>{t('staff.columns.name')}</TableCell>
                <TableCell>{t('staff.columns.subtitle')}</TableCell>
                <TableCell>{t('staff.columns.information')}</TableCell>
                {(canEdit || canDelete) && <TableCell>{t('staff.columns.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {pageRows.map((feature, i) => {
                const index = first + i;
                const name = localName(feature, locale);
                return (
                  <TableRow key={feature.id}>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        {index + 1}
                        {canEdit && (
                          <ReorderButtons
                            name={name}
                            index={index}
                            count={rows.length}
                            disabled={reorder.moving}
                            onMove={(delta) => void reorder.move(ids, index, delta, name)}
                          />
                        )}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ fontWeight: 600 }}>{text(feature.nameEn, feature.nameFr)}</TableCell>
                    <TableCell>{text(feature.subtitleEn, feature.subtitleFr)}</TableCell>
                    <TableCell sx={{ minWidth: 240, maxWidth: 420 }}>
                      {text(feature.informationEn, feature.informationFr)}
                    </TableCell>
                    <StaffRowActions
                      canEdit={canEdit}
                      canDelete={canDelete}
                      editLabel={t('staff.editFeatureLabel', { name })}
                      deleteLabel={t('staff.deleteFeatureLabel', { name })}
                      onEdit={() => setEditing(feature)}
                      onDelete={() => setDeleting(feature)}
                    />
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </ListState>
      {editing && (
        <FeatureFormDialog
          feature={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setToast(t('staff.featureSaved'));
            void list.refetch();
          }}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          name={localName(deleting, locale)}
          text={t('staff.deleteFeatureText')}
          onClose={() => setDeleting(null)}
          onDelete={async () => {
            await deleteFeature({ variables: { id: deleting.id } });
            setDeleting(null);
            setToast(t('staff.featureDeleted'));
            await list.refetch();
          }}
        />
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
