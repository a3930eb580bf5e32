import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RentalApplicationHistoryFieldsFragment } from '../../../../gql/graphql';
import { useLocale } from '../../../../i18n/use-locale';
import { formatPublicDate } from '../../../../lib/format/date';
import { ApplicationStatusChip } from './ApplicationStatusChip';

type HistoryEntry = RentalApplicationHistoryFieldsFragment['history'][number];

/** Who reads the history: the applicant and the landlord read their own changes as 'You'. */
export type HistoryReader = 'APPLICANT' | 'LANDLORD' | 'STAFF';

/**
 * An application's status history, oldest first, for its applicant, its landlord and staff: each
 * status it reached, who moved it there and when. It is all a landlord keeps once the applicant
 * deleted their passport, so it stands on its own as a section.
 */
export function ApplicationHistory({
  history,
  reader,
}: {
  history: readonly HistoryEntry[];
  reader: HistoryReader;
}) {
  const { t } = useTranslation('applicationReview');
  const locale = useLocale();
  const titleId = useId();
  const who = (by: HistoryEntry['by']) => (by === reader ? t('history.byYou') : t(`history.by.${by}`));

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('history.title')}
      </Typography>
      {history.length === 0 ? (
        <Typography variant="body2">{t('history.empty')}</Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {history.map((entry, index) => (
            <Stack
              component="li"
              key={`${entry.at}-${index}`}
              direction="row"
              sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <ApplicationStatusChip status={entry.toStatus} />
              <Typography variant="body2" component="span">
                {who(entry.by)}
              </Typography>
              <Typography variant="body2" component="span" color="text.secondary">
                <time dateTime={entry.at}>{formatPublicDate(entry.at, locale, { withTime: true })}</time>
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
