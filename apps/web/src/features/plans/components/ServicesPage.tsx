import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../i18n/use-locale';
import { usePageHead } from '../../../lib/head/use-page-head';
import { localName } from '../format/plan-display';
import { usePlans } from '../hooks/use-plans';
import { PlanSections } from './PlanSections';

/** Where a plan's 'Get started' leads: the list-with-us wizard with the plan chosen. */
export const getStartedPath = (planId: number) => `/list-with-us?plan=${planId}`;

/**
 * /services (spec/01 §2): every active plan on the plan screen's cards, whatever the address,
 * with a plain line on where each is offered (the rules of isPlanAvailable) and 'Get started'.
 */
export function ServicesPage() {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const query = usePlans();
  const plans = (query.data ?? query.previousData)?.plans;
  usePageHead({ title: t('services.title'), description: t('services.metaDescription'), path: '/services' });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
            {t('services.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
            {t('services.subtitle')}
          </Typography>
        </Stack>
        <Alert severity="info">{t('services.availability')}</Alert>
        <PlanSections
          plans={plans}
          loading={query.loading}
          error={query.error}
          onRetry={() => void query.refetch()}
          titles={{ main: t('services.mainTitle'), optional: t('services.optionalTitle') }}
          action={(plan) => (
            <Button
              component={RouterLink}
              to={getStartedPath(plan.id)}
              variant="contained"
              fullWidth
              aria-label={t('services.getStartedLabel', { name: localName(plan, locale) })}
            >
              {t('services.getStarted')}
            </Button>
          )}
        />
      </Stack>
    </Container>
  );
}
