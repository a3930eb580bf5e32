import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldChange } from './audit-changes';

/** How a history names its fields and writes their values, in the viewer's language. */
export interface ChangeWords {
  field: (field: string) => string;
  /** One side of a change; null and '' arrive as such, for the history to word ('—'). */
  value: (field: string, value: unknown) => ReactNode;
}

/** The fields one staff action changed: a row each, with the value before and after. */
export function AuditChangesTable({
  changes,
  words,
}: {
  changes: readonly FieldChange[];
  words: ChangeWords;
}) {
  const { t } = useTranslation();
  if (changes.length === 0) {
    return (
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('audit.noChanges')}
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto', mt: 1 }}>
      <Table size="small" aria-label={t('audit.changes')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('audit.field')}</TableCell>
            <TableCell>{t('audit.before')}</TableCell>
            <TableCell>{t('audit.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.field}>
              <TableCell component="th" scope="row">
                {words.field(change.field)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {words.value(change.field, change.before)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {words.value(change.field, change.after)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
