import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Add from '@mui/icons-material/Add';
import { siteFormPath } from '@rentals/domain/site-forms/fields';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { SuccessToast } from '../../../components/SuccessToast';
import { useLocale } from '../../../i18n/use-locale';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SiteFormsDocument } from '../api/site-form-operations';
import { formTexts } from '../format/form-values';
import { FormEditor } from './FormEditor';
import { SubmissionsView } from './SubmissionsView';

/** `?form=<id>` (or `new`) opens the editor; with `&view=submissions`, the form's answers. */
export const FORM_PARAM = 'form';
export const VIEW_PARAM = 'view';

/**
 * /admin-forms (issue 23): the product's own forms in place of hosted ones, for staff with the
 * articles permission (view to read and export, add and edit to define, delete to remove).
 */
export function AdminFormsPage() {
  const { t } = useTranslation('siteForms');
  const { user } = useSession();
  if (!user) return null;
  if (!hasModulePermission(user, 'articles', 'view')) return <StaffNoAccess title={t('staff.title')} />;
  return <FormsAdmin />;
}

function FormsAdmin() {
  const { t } = useTranslation('siteForms');
  const locale = useLocale();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [toast, setToast] = useState<string | null>(null);
  const query = useQuery(SiteFormsDocument, { fetchPolicy: 'cache-and-network' });
  const forms = query.data?.siteForms ?? query.previousData?.siteForms ?? [];
  const formId = params.get(FORM_PARAM);
  const view = params.get(VIEW_PARAM);
  const may = (op: 'add' | 'edit' | 'delete') => !!user && hasModulePermission(user, 'articles', op);
  // The answers hold senders' personal data: they are read like the inbox.
  const mayReadAnswers = !!user && hasModulePermission(user, 'inbox', 'view');
  const mayDeleteAnswers = !!user && hasModulePermission(user, 'inbox', 'delete');
  useDocumentTitle(t('staff.title'));

  const go = (next: Record<string, string>) => setParams(next);
  const back = (message?: string) => {
    if (message) setToast(message);
    void query.refetch();
    go({});
  };

  const form = formId && formId !== 'new' ? forms.find((f) => f.id === formId) : null;
  let body: React.ReactNode;
  if (formId && view === 'submissions' && form && mayReadAnswers) {
    body = (
      <SubmissionsView form={form} mayDelete={mayDeleteAnswers} onBack={() => back()} onDeleted={setToast} />
    );
  } else if (formId === 'new' && may('add')) {
    body = <FormEditor form={null} onDone={back} mayDelete={false} />;
  } else if (form) {
    body = (
      <FormEditor key={form.id} form={form} onDone={back} mayDelete={may('delete')} readOnly={!may('edit')} />
    );
  } else {
    body = (
      <Stack spacing={3}>
        <PageHeader
          title={t('staff.title')}
          subtitle={t('staff.subtitle')}
          action={
            may('add') && (
              <Button variant="contained" startIcon={<Add />} onClick={() => go({ [FORM_PARAM]: 'new' })}>
                {t('staff.add')}
              </Button>
            )
          }
        />
        <ListState
          query={query}
          errorMessage={t('staff.loadError')}
          empty={{ title: t('staff.emptyTitle'), text: t('staff.emptyText'), titleAs: 'p' }}
          paging={{
            page: 1,
            pageLength: forms.length,
            total: forms.length,
            onPage: () => {},
            label: t('staff.listLabel'),
          }}
        >
          <TableContainer>
            <Table aria-label={t('staff.listLabel')} size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('staff.columns.title')}</TableCell>
                  <TableCell>{t('staff.columns.page')}</TableCell>
                  <TableCell>{t('staff.columns.status')}</TableCell>
                  <TableCell align="right">{t('staff.columns.submissions')}</TableCell>
                  <TableCell>{t('staff.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {forms.map((f) => {
                  const title = formTexts(f, locale).title;
                  const path = siteFormPath(f);
                  return (
                    <TableRow key={f.id}>
                      <TableCell sx={{ fontWeight: 600 }}>{title}</TableCell>
                      <TableCell>
                        <Link component={RouterLink} to={path} aria-label={t('staff.openLabel', { title })}>
                          {path}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={f.isPublished ? 'success' : 'default'}
                          label={f.isPublished ? t('staff.published') : t('staff.draft')}
                        />
                      </TableCell>
                      <TableCell align="right">{f.submissionCount}</TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                          <Button
                            size="small"
                            onClick={() => go({ [FORM_PARAM]: f.id })}
                            aria-label={t('staff.editLabel', { title })}
                          >
                            {t('staff.edit')}
                          </Button>
                          {mayReadAnswers && (
                            <Button
                              size="small"
                              onClick={() => go({ [FORM_PARAM]: f.id, [VIEW_PARAM]: 'submissions' })}
                              aria-label={t('staff.submissionsLabel', { title })}
                            >
                              {t('staff.submissions')}
                            </Button>
                          )}
                        </Stack>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        </ListState>
      </Stack>
    );
  }
  return (
    <>
      {body}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </>
  );
}
