import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * Shown over the unit page right after the Add Property dialog created the building, or added this
 * unit to `buildingTitle` (`kind` 'unit').
 */
export function UnitCreatedDialog({
  open,
  onClose,
  kind,
  buildingTitle,
}: {
  open: boolean;
  onClose: () => void;
  kind: 'building' | 'unit';
  buildingTitle: string;
}) {
  const { t } = useTranslation('listings');
  const titleId = useId();
  const stepsId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box sx={{ display: 'grid', placeItems: 'center', pt: 3 }}>
        <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: 'center', fontWeight: 800 }}>
        {kind === 'unit' ? t('created.unitTitle') : t('created.title')}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {kind === 'unit' ? t('created.unitText', { title: buildingTitle }) : t('created.text')}
        </Typography>
        <Typography id={stepsId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('created.nextSteps')}
        </Typography>
        <Box component="ol" aria-labelledby={stepsId} sx={{ pl: 3, my: 1 }}>
          <li>{t('created.step1')}</li>
          <li>{t('created.step2')}</li>
          <li>{t('created.step3')}</li>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button component={RouterLink} to="/building">
          {t('created.dashboard')}
        </Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('created.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
