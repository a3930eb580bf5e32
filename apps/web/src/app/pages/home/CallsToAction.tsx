import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { listYourPropertyLink } from '../../shell/nav-links';

export function CallsToAction() {
  const { t } = useTranslation('home');
  const { user } = useSession();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, md: 4 }, height: '100%', bgcolor: 'rgba(0,168,87,0.06)' }}
        >
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {t('cta.landlordTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('cta.landlordText')}
          </Typography>
          <Button component={RouterLink} to={listYourPropertyLink(user)} variant="contained">
            {t('cta.landlordAction')}
          </Button>
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, height: '100%' }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {t('cta.learnTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('cta.learnText')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button component={RouterLink} to="/knowledge-center" variant="outlined">
              {t('cta.learnAction')}
            </Button>
            <Button component={RouterLink} to="/contact-us" variant="text">
              {t('cta.helpAction')}
            </Button>
          </Stack>
        </Paper>
      </Grid>
    </Grid>
  );
}
