import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Step 6, the plan choice of non-admin creators (spec/03 §4.2). Only Basic is offered: Boost and the
 * third plan come with the billing issue, and no button is shown that would do nothing.
 */
export function PlanStep({ onChooseBasic, busy }: { onChooseBasic: () => void; busy: boolean }) {
  const { t } = useTranslation('listingWizard');
  return (
    <section aria-labelledby="wizard-plan-heading">
      <Typography id="wizard-plan-heading" variant="h6" component="h3" sx={{ mb: 2 }}>
        {t('plan.title')}
      </Typography>
      <Card variant="outlined" sx={{ maxWidth: 360 }}>
        <CardContent>
          <Typography variant="h6" component="h4">
            {t('plan.basic')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('plan.basicText')}
          </Typography>
        </CardContent>
        <CardActions>
          <Button variant="contained" onClick={onChooseBasic} loading={busy}>
            {t('plan.chooseBasic')}
          </Button>
        </CardActions>
      </Card>
    </section>
  );
}
