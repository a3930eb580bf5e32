import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { answerText, type SiteFormAnswer } from '@rentals/domain/site-forms/answers';
import { storedFields } from '@rentals/domain/site-forms/definition';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import { PrivateDownloadButton } from '../../../components/PrivateDownloadButton';
import type { SiteFormFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatTimestamp } from '../../../lib/format/timestamp';
import { DeleteSiteFormSubmissionDocument, SiteFormSubmissionsDocument } from '../api/site-form-operations';
import { formTexts, inLocale } from '../format/form-values';

const EXPORT_PATH = '/exports/site-form-submissions.csv';

/** A form's answers, newest first, 10 a page, with the CSV export and (articles delete) deletion. */
export function SubmissionsView({
  form,
  mayDelete,
  onBack,
  onDeleted,
}: {
  form: SiteFormFieldsFragment;
  mayDelete: boolean;
  onBack: () => void;
  onDeleted: (message: string) => void;
}) {
  const { t } = useTranslation('siteForms');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<{ id: string; date: string } | null>(null);
  const fields = useMemo(() => storedFields(form.fields), [form.fields]);
  const query = useQuery(SiteFormSubmissionsDocument, {
    variables: { formId: form.id, first: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DeleteSiteFormSubmissionDocument);
  const shown = query.data ?? query.previousData;
  const items = shown?.siteFormSubmissions.items ?? [];
  const total = shown?.siteFormSubmissions.count ?? 0;
  const title = formTexts(form, locale).title;

  return (
    <Stack spacing={3}>
      <Box>
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          {t('staff.back')}
        </Button>
      </Box>
      <PageHeader
        title={t('submissions.title', { title })}
        subtitle={t('submissions.subtitle', { count: total })}
        action={
          <PrivateDownloadButton
            url={`${EXPORT_PATH}?form=${form.id}`}
            filename={`${form.slug}-submissions.csv`}
            labels={{
              button: t('submissions.export'),
              accessibleName: t('submissions.exportLabel', { title }),
              running: t('submissions.exportRunning'),
              done: t('submissions.exportDone'),
            }}
          />
        }
      />
      <ListState
        query={query}
        errorMessage={t('submissions.loadError')}
        skeleton={{ rows: 3, height: 120 }}
        empty={{ title: t('submissions.emptyTitle'), text: t('submissions.emptyText'), titleAs: 'p' }}
        paging={{ page, pageLength: items.length, total, onPage: setPage, label: t('submissions.pages') }}
      >
        <List aria-label={t('submissions.listLabel')} disablePadding>
          {items.map((s) => {
            const date = formatTimestamp(s.createdAt);
            const answers = (s.answers ?? {}) as Record<string, SiteFormAnswer>;
            return (
              <ListItem key={s.id} disableGutters sx={{ display: 'block', mb: 2 }}>
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <Typography variant="subtitle2" component="p" sx={{ flex: 1 }}>
                      {t('submissions.sentAt', {
                        date,
                        language: t(`submissions.languages.${s.locale === 'fr' ? 'fr' : 'en'}`),
                      })}
                    </Typography>
                    {mayDelete && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setDeleting({ id: s.id, date })}
                        aria-label={t('submissions.deleteLabel', { date })}
                      >
                        {t('submissions.delete')}
                      </Button>
                    )}
                  </Stack>
                  <Box
                    component="dl"
                    sx={{
                      m: 0,
                      display: 'grid',
                      gridTemplateColumns: { sm: 'minmax(140px, 1fr) 2fr' },
                      columnGap: 2,
                    }}
                  >
                    {fields.map((f) => (
                      <Box key={f.key} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {inLocale(f, locale)}
                        </Typography>
                        <Typography
                          component="dd"
                          variant="body2"
                          sx={{ m: 0, mb: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                        >
                          {answerText(f, answers[f.key], locale) || '—'}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                </Paper>
              </ListItem>
            );
          })}
        </List>
      </ListState>
      {deleting && (
        <ConfirmActionDialog
          title={t('submissions.deleteTitle')}
          text={t('submissions.deleteText')}
          confirm={t('submissions.delete')}
          destructive
          onConfirm={async () => {
            await remove({ variables: { id: deleting.id } });
            setDeleting(null);
            onDeleted(t('submissions.deleted'));
            await query.refetch();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
