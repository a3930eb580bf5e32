import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPlanPrice } from '@rentals/domain/billing/plans';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { ListState } from '../../../components/list-state/ListState';
import { SuccessToast } from '../../../components/SuccessToast';
import type { StaffPlanFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';
import { usePageInRange } from '../../../lib/paging/use-page-in-range';
import { useUrlSearch } from '../../../lib/use-url-search';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { FeaturesDocument } from '../api/feature-operations';
import {
  DeletePlanDocument,
  ReorderPlansDocument,
  SetPlanActiveDocument,
  StaffPlansDocument,
} from '../api/staff-plan-operations';
import { localName } from '../format/plan-display';
import { useReorder } from '../hooks/use-reorder';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { StaffRowActions } from '../../../components/StaffRowActions';
import { PlanFormDialog } from './PlanFormDialog';
import { ReorderButtons } from './ReorderButtons';

/**
 * The plans table of /plans, in position order: the active switch, up and down, edit and delete
 * as the viewer's plans flags allow, and the add/edit dialog.
 */
export function PlansTab({
  creating,
  onCreatingDone,
  canEdit,
  canDelete,
  canReadFeatures,
}: {
  creating: boolean;
  onCreatingDone: () => void;
  canEdit: boolean;
  canDelete: boolean;
  canReadFeatures: boolean;
}) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const list = useQuery(StaffPlansDocument, { fetchPolicy: 'cache-and-network' });
  const features = useQuery(FeaturesDocument, { skip: !canReadFeatures || (!creating && !canEdit) });
  const rows = (list.data ?? list.previousData)?.plans ?? [];
  // The whole list is loaded (reordering needs it); it is shown ten a page like every list.
  const { page, setPage } = useUrlSearch();
  usePageInRange(!!list.data, page, rows.length, setPage);
  const first = (page - 1) * PAGE_SIZE;
  const pageRows = rows.slice(first, first + PAGE_SIZE);
  const [editing, setEditing] = useState<StaffPlanFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<StaffPlanFieldsFragment | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const actionError = useFormError();
  const [setActive] = useMutation(SetPlanActiveDocument);
  const [reorderPlans] = useMutation(ReorderPlansDocument);
  const [deletePlan] = useMutation(DeletePlanDocument);
  const fail = (error: unknown) => actionError.setError(toAppError(error));
  const reorder = useReorder<number>({
    save: (ids) => reorderPlans({ variables: { ids } }).then(() => list.refetch()),
    onError: fail,
  });
  const ids = rows.map((p) => p.id);

  const toggleActive = async (plan: StaffPlanFieldsFragment, active: boolean) => {
    actionError.setError(null);
    try {
      await setActive({ variables: { id: plan.id, active } });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <>
      <FormAlert message={actionError.message} />
      <Box role="status" sx={visuallyHidden}>
        {reorder.announcement}
      </Box>
      <ListState
        query={list}
        errorMessage={t('staff.plansLoadError')}
        empty={{ title: t('staff.plansEmptyTitle'), text: t('staff.plansEmptyText') }}
        paging={{
          page,
          pageLength: pageRows.length,
          total: rows.length,
          onPage: setPage,
          label: t('staff.plansList'),
        }}
      >
        <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label={t('staff.plansList')}>
          <Table size="small" aria-label={t('staff.plansList')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('staff.columns.position')}</TableCell>
                <TableCell>{t('staff.columns.name')}</TableCell>
                <TableCell>{t('staff.columns.price')}</TableCell>
                <TableCell>{t('staff.columns.group')}</TableCell>
                <TableCell>{t('staff.columns.kind')}</TableCell>
                <TableCell>{t('staff.columns.status')}</TableCell>
                <TableCell>{t('staff.columns.active')}</TableCell>
                <TableCell align="right">{t('staff.columns.listings')}</TableCell>
                {(canEdit || canDelete) && <TableCell>{t('staff.columns.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {pageRows.map((plan, i) => {
                const index = first + i;
                const name = localName(plan, locale);
                return (
                  <TableRow key={plan.id} sx={{ opacity: plan.active ? 1 : 0.75 }}>
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
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {plan.nameEn}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" lang="fr">
                        {plan.nameFr}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatPlanPrice(plan.priceCents, plan.unit, locale)}
                    </TableCell>
                    <TableCell>{plan.planGroup}</TableCell>
                    <TableCell>{t(`staff.kinds.${plan.kind}`)}</TableCell>
                    <TableCell>{t(`staff.statuses.${plan.status}`)}</TableCell>
                    <TableCell>
                      <Switch
                        checked={plan.active}
                        disabled={!canEdit}
                        onChange={(event) => void toggleActive(plan, event.target.checked)}
                        slotProps={{ input: { 'aria-label': t('staff.activeLabel', { name }) } }}
                      />
                    </TableCell>
                    <TableCell align="right">{plan.listingCount ?? 0}</TableCell>
                    <StaffRowActions
                      canEdit={canEdit}
                      canDelete={canDelete}
                      editLabel={t('staff.editPlanLabel', { name })}
                      deleteLabel={t('staff.deletePlanLabel', { name })}
                      onEdit={() => setEditing(plan)}
                      onDelete={() => setDeleting(plan)}
                    />
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </ListState>
      {(creating || editing) && (
        <PlanFormDialog
          plan={editing}
          features={features.data?.features ?? []}
          onClose={() => {
            setEditing(null);
            onCreatingDone();
          }}
          onSaved={() => {
            setEditing(null);
            onCreatingDone();
            setToast(t('staff.planSaved'));
            void list.refetch();
          }}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          name={localName(deleting, locale)}
          text={t('staff.deletePlanText')}
          onClose={() => setDeleting(null)}
          onDelete={async () => {
            await deletePlan({ variables: { id: deleting.id } });
            setDeleting(null);
            setToast(t('staff.planDeleted'));
            await list.refetch();
          }}
        />
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </>
  );
}
