import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PRIVACY_OFFICER } from '@rentals/domain/legal/privacy-officer';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';

/**
 * The person in charge of personal information (Quebec's Law 25, PIPEDA's accountability), from
 * the domain's constant: shown the same whatever a version's wording.
 */
export function PrivacyOfficerBox() {
  const { t } = useTranslation('legal');
  const locale = useLocale();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="privacy-officer-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: 'primary.main', bgcolor: 'background.default' }}
    >
      <Typography id="privacy-officer-heading" variant="h6" component="h2" gutterBottom>
        {t('officer.heading')}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{PRIVACY_OFFICER.title[locale]}</Typography>
      <Typography>
        {PRIVACY_OFFICER.name}, {PRIVACY_OFFICER.role[locale]}
      </Typography>
      <Typography>
        {t('officer.emailLabel')}{' '}
        <Link href={`mailto:${PRIVACY_OFFICER.email}`}>{PRIVACY_OFFICER.email}</Link>
      </Typography>
      <Typography>
        {t('officer.addressLabel')} {PRIVACY_OFFICER.address[locale]}
      </Typography>
    </Paper>
  );
}
