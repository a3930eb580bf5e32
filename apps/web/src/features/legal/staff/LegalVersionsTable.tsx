import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { AdminLegalDocumentFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { formatTimestamp } from '../../../lib/format/timestamp';

export type LegalAction = 'edit' | 'preview' | 'publish' | 'delete';

/** The versions of one document, newest first: state, dates, and what can be done with each. */
export function LegalVersionsTable({
  title,
  versions,
  onAction,
}: {
  title: string;
  versions: readonly AdminLegalDocumentFieldsFragment[];
  onAction: (action: LegalAction, doc: AdminLegalDocumentFieldsFragment) => void;
}) {
  const { t } = useTranslation('legal');
  const locale = useLocale();
  const current = versions.find((v) => v.publishedAt)?.id;
  return (
    <TableContainer tabIndex={0} aria-label={t('admin.versionsOf', { title })} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('admin.versionsOf', { title })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.version')}</TableCell>
            <TableCell>{t('admin.state')}</TableCell>
            <TableCell>{t('admin.effectiveOn')}</TableCell>
            <TableCell>{t('admin.updated')}</TableCell>
            <TableCell>{t('admin.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((doc) => {
            const draft = !doc.publishedAt;
            const state = draft ? 'draft' : doc.id === current ? 'current' : 'published';
            return (
              <TableRow key={doc.id}>
                <TableCell>{doc.version}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(`admin.${state}`)}
                    color={state === 'current' ? 'success' : state === 'draft' ? 'warning' : 'default'}
                    variant={state === 'published' ? 'outlined' : 'filled'}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatPublicDate(doc.effectiveOn, locale)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(doc.updatedAt)}</TableCell>
                <TableCell>
                  <Stack
                    direction="row"
                    spacing={1}
                    role="group"
                    aria-label={t('admin.actionsFor', { version: doc.version })}
                    sx={{ flexWrap: 'wrap', rowGap: 1 }}
                  >
                    {draft && (
                      <Button size="small" variant="outlined" onClick={() => onAction('edit', doc)}>
                        {t('admin.edit')}
                      </Button>
                    )}
                    <Button size="small" onClick={() => onAction('preview', doc)}>
                      {t('admin.preview')}
                    </Button>
                    {draft && (
                      <Button size="small" variant="contained" onClick={() => onAction('publish', doc)}>
                        {t('admin.publish')}
                      </Button>
                    )}
                    {draft && (
                      <Button size="small" color="error" onClick={() => onAction('delete', doc)}>
                        {t('admin.delete')}
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
  );
}
