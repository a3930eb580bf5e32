import { useMutation, useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { FormAlert } from '../../../components/FormAlert';
import { ListState } from '../../../components/list-state/ListState';
import { SuccessToast } from '../../../components/SuccessToast';
import type { StaffTestimonialFieldsFragment } from '../../../gql/graphql';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';
import { usePageInRange } from '../../../lib/paging/use-page-in-range';
import { useUrlSearch } from '../../../lib/use-url-search';
import {
  DeleteTestimonialDocument,
  SetTestimonialPublishedDocument,
  StaffTestimonialsDocument,
} from '../api/testimonial-operations';
import { StaffRowActions } from '../../../components/StaffRowActions';
import { TestimonialFormDialog } from './TestimonialFormDialog';

/** The Testimonials tab: every testimonial, a switch to show it on the home page, edit and delete. */
export function TestimonialsTab({
  canAdd,
  canEdit,
  canDelete,
}: {
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const { t } = useTranslation('articles');
  const { page, setPage, skip } = useUrlSearch();
  const list = useQuery(StaffTestimonialsDocument, {
    variables: { skip, take: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const data = list.data ?? list.previousData;
  const rows = data?.adminTestimonials ?? [];
  const total = data?.adminTestimonialCount ?? 0;
  usePageInRange(!!list.data, page, total, setPage);
  const [editing, setEditing] = useState<StaffTestimonialFieldsFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffTestimonialFieldsFragment | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const actionError = useFormError();
  const [setPublished] = useMutation(SetTestimonialPublishedDocument);
  const [deleteTestimonial] = useMutation(DeleteTestimonialDocument);

  const toggle = async (row: StaffTestimonialFieldsFragment, isPublished: boolean) => {
    actionError.setError(null);
    try {
      await setPublished({ variables: { id: row.id, isPublished } });
      setToast(isPublished ? t('testimonials.shown') : t('testimonials.hiddenDone'));
    } catch (error) {
      actionError.setError(toAppError(error));
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {t('testimonials.label')}
        </Typography>
        {canAdd && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            {t('testimonials.add')}
          </Button>
        )}
      </Stack>
      <FormAlert message={actionError.message} />
      <ListState
        query={list}
        errorMessage={t('testimonials.loadError')}
        empty={{ title: t('testimonials.emptyTitle'), text: t('testimonials.emptyText'), titleAs: 'h3' }}
        paging={{ page, pageLength: rows.length, total, onPage: setPage, label: t('testimonials.label') }}
      >
        <TableContainer
          component={Paper}
          variant="outlined"
          tabIndex={0}
          aria-label={t('testimonials.label')}
        >
          <Table size="small" aria-label={t('testimonials.label')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('testimonials.columns.name')}</TableCell>
                <TableCell>{t('testimonials.columns.quote')}</TableCell>
                <TableCell>{t('testimonials.columns.language')}</TableCell>
                <TableCell>{t('testimonials.columns.published')}</TableCell>
                {(canEdit || canDelete) && <TableCell>{t('actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ minWidth: 180 }}>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      <Avatar src={row.imageUrl ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
                        {row.fullName.slice(0, 1)}
                      </Avatar>
                      <div>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {row.fullName}
                        </Typography>
                        {row.keyword && (
                          <Typography variant="caption" color="text.secondary">
                            {row.keyword}
                          </Typography>
                        )}
                      </div>
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ minWidth: 240, maxWidth: 460 }} lang={row.locale}>
                    {row.quote}
                  </TableCell>
                  <TableCell>{row.locale === 'fr' ? t('french') : t('english')}</TableCell>
                  <TableCell>
                    {canEdit ? (
                      <Switch
                        checked={row.isPublished}
                        onChange={(event) => void toggle(row, event.target.checked)}
                        slotProps={{
                          input: { 'aria-label': t('testimonials.publishLabel', { name: row.fullName }) },
                        }}
                      />
                    ) : row.isPublished ? (
                      t('testimonials.published')
                    ) : (
                      t('testimonials.hidden')
                    )}
                  </TableCell>
                  <StaffRowActions
                    canEdit={canEdit}
                    canDelete={canDelete}
                    editLabel={t('testimonials.editLabel', { name: row.fullName })}
                    deleteLabel={t('testimonials.deleteLabel', { name: row.fullName })}
                    onEdit={() => setEditing(row)}
                    onDelete={() => setDeleting(row)}
                  />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </ListState>
      {editing && (
        <TestimonialFormDialog
          testimonial={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setToast(t('testimonials.saved'));
            void list.refetch();
          }}
        />
      )}
      {deleting && (
        <ConfirmActionDialog
          title={t('deleteTitle', { name: deleting.fullName })}
          text={t('testimonials.deleteText')}
          confirm={t('delete')}
          destructive
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteTestimonial({ variables: { id: deleting.id } });
            setDeleting(null);
            setToast(t('testimonials.deleted'));
            await list.refetch();
          }}
        />
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
