import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../lib/format/timestamp';
import { LoadError } from '../LoadError';
import { fieldChanges, type AuditFields } from './audit-changes';
import { AuditChangesTable, type ChangeWords } from './AuditChangesTable';

/** One entry of the API's auditTrail. */
export interface AuditRecord {
  id: string;
  action: string;
  actorEmail: string;
  before?: string | null;
  after?: string | null;
  createdAt: string;
}

export interface AuditWords extends ChangeWords {
  /** The heading of an entry, from its action ('listing.approve' → 'Approved'). */
  action: (action: string) => string;
}

/**
 * The history of one record (the API's auditTrail): each staff action, newest first, with who
 * did it, when, and the fields before and after. The page asks for the entries and words them.
 */
export function AuditTrail({
  entries,
  loading,
  error,
  onRetry,
  emptyText,
  fields,
  words,
  headingLevel = 'h3',
}: {
  /** The answer's entries, or undefined until it has come. */
  entries: readonly AuditRecord[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  emptyText: string;
  fields: AuditFields;
  words: AuditWords;
  headingLevel?: 'h3' | 'h4';
}) {
  const { t } = useTranslation();
  if (error && !entries) return <LoadError error={error} message={t('audit.loadError')} onRetry={onRetry} />;
  if (loading && !entries) {
    return (
      <Box role="status" aria-label={t('loading')} sx={{ display: 'flex', py: 3 }}>
        <CircularProgress sx={{ mx: 'auto' }} />
      </Box>
    );
  }
  if (!entries?.length) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Stack component="ol" spacing={2} sx={{ m: 0, p: 0 }}>
      {entries.map((entry) => (
        <Paper key={entry.id} component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
          <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
            {words.action(entry.action)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('audit.by', { email: entry.actorEmail, date: formatTimestamp(entry.createdAt) })}
          </Typography>
          <AuditChangesTable changes={fieldChanges(entry.before, entry.after, fields)} words={words} />
        </Paper>
      ))}
    </Stack>
  );
}
