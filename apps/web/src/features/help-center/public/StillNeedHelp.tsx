import SupportAgent from '@mui/icons-material/SupportAgent';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { contactAboutPath } from '../format/help-paths';

/** 'Still need help? Contact us', naming what the reader was reading when there is one. */
export function StillNeedHelp({ about }: { about?: string | null }) {
  const { t } = useTranslation('helpCenter');
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, bgcolor: 'action.hover' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <SupportAgent color="primary" aria-hidden sx={{ fontSize: 36 }} />
          <div>
            <Typography id={headingId} variant="h6" component="h2">
              {t('stillNeedHelp.title')}
            </Typography>
            <Typography color="text.secondary">{t('stillNeedHelp.text')}</Typography>
          </div>
        </Stack>
        <Button
          component={RouterLink}
          to={contactAboutPath(about)}
          variant="contained"
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('stillNeedHelp.link')}
        </Button>
      </Stack>
    </Paper>
  );
}
