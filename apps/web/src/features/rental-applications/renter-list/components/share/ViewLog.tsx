import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../../i18n/use-locale';
import { formatPublicDate } from '../../../../../lib/format/date';
import { openingsText, type ApplicationShare } from '../../format/share-text';

/**
 * The view log: when the landlord opened the application, newest first (the API sends the last
 * hundred; the count is of them all), or 'Not opened yet'.
 */
export function ViewLog({ share }: { share: ApplicationShare }) {
  const { t } = useTranslation('myApplications');
  const locale = useLocale();
  const titleId = useId();
  const summary = openingsText(share, t, locale);
  const openings = share.openings ?? [];
  if (summary == null) return null;

  return (
    <Stack spacing={1} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('share.viewLog', { landlord: share.landlordName })}
      </Typography>
      <Typography variant="body2">{summary}</Typography>
      {openings.length > 0 && (
        <>
          {(share.openingCount ?? 0) > openings.length && (
            <Typography variant="body2" color="text.secondary">
              {t('share.viewLogShown', { shown: openings.length, count: share.openingCount })}
            </Typography>
          )}
          <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 3 }}>
            {openings.map((at, index) => (
              <Typography component="li" variant="body2" key={`${at}-${index}`}>
                <time dateTime={at}>{formatPublicDate(at, locale, { withTime: true })}</time>
              </Typography>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
