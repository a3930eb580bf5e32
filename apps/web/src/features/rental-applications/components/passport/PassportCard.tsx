import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { formatPublicDate } from '../../../../lib/format/date';
import { passportFileCount } from '../../format/passport-record';
import { PASSPORT_REVIEW_BUTTON_ID, PassportCardContext } from '../../hooks/use-passport-choice';

/**
 * On the intro, above Start, for a signed-in renter with a passport applying to a home: whose
 * application it is, when and for which home it was sent, its documents, and the two ways to use
 * it. Nothing when there is no passport to offer.
 */
export function PassportCard() {
  const { t } = useTranslation('rentalApplication');
  const locale = useLocale();
  const choice = useContext(PassportCardContext);
  if (!choice) return null;
  const { passport } = choice;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="rental-passport-heading"
      sx={{ p: { xs: 2, sm: 2.5 }, alignSelf: 'stretch', borderColor: 'primary.main', borderWidth: 2 }}
    >
      <Stack spacing={1.5}>
        <Typography id="rental-passport-heading" component="h3" variant="h6">
          {t('passport.heading')}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('passport.about', {
            name: passport.applicantName,
            date: formatPublicDate(passport.submittedAt, locale),
            listing: passport.listingTitle,
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('passport.documents', { count: passportFileCount(passport) })}
        </Typography>
        <Typography variant="body2">{t('passport.text')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Button id={PASSPORT_REVIEW_BUTTON_ID} variant="contained" onClick={choice.onReview}>
            {t('passport.review')}
          </Button>
          <Button variant="outlined" onClick={choice.onEditAll}>
            {t('passport.editAll')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('passport.scratch')}
        </Typography>
      </Stack>
    </Paper>
  );
}
